import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { PrivateLinkKind } from '../db/schema.ts';
import { site } from '../../site.config.ts';

export type EmailKind =
  | 'ebook-delivery'
  | 'enquiry-answer'
  | 'enquiry-reply'
  | 'owner-digest'
  | 'story-receipt'
  | 'story-review'
  | 'story-removal'
  | 'story-declined'
  | 'privacy-link'
  | 'privacy-copy'
  | 'newsletter-confirm'
  | 'newsletter-digest'
  | 'newsletter-test';

export interface EmailMessage {
  kind: EmailKind;
  recipient: string;
  subject: string;
  /** With PRIVATE_LINK_PLACEHOLDER where the private link goes, if the message carries one. */
  text: string;
  html: string;
  locale: Locale;
  /** The link to make when the message is sent, and the signup or story it opens. */
  privateLink?: { kind: PrivateLinkKind; for: string } | undefined;
  /** The enquiry, signup or story the message is about (its private link's, when it has one). */
  about?: string | undefined;
}

/**
 * What the outbox, and so the owner, keeps in place of a private link. The link itself is made when the
 * message is handed to the mail server and exists only in the recipient's mailbox (ADR 039).
 */
export const PRIVATE_LINK_PLACEHOLDER = '[private link, sent only to the recipient]';

/** Where a message's private link goes, among its paragraphs. */
export const PRIVATE_LINK = Symbol('private link');
export type Paragraph = string | typeof PRIVATE_LINK;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A visitor's name inside a subject or greeting: one line, never a header break. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const anchor = (href: string) => `<p><a href="${href}" style="color:#1d5fa8;font-weight:bold">${href}</a></p>`;

/**
 * Paragraphs of plain text become the text part as they are, and the HTML part escaped, with a link
 * turned into an anchor where a paragraph is exactly a URL (or the private link's placeholder).
 */
export function compose(kind: EmailKind, recipient: string, subject: string, paragraphs: Paragraph[], locale: Locale = 'en'): EmailMessage {
  const signature = messagesFor(locale).emails.signature(site.name, site.tagline);
  const text = [...paragraphs.map((p) => (p === PRIVATE_LINK ? PRIVATE_LINK_PLACEHOLDER : p)), signature].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1c2430;max-width:560px">',
    ...paragraphs.map((p) =>
      p === PRIVATE_LINK
        ? anchor(escapeHtml(PRIVATE_LINK_PLACEHOLDER))
        : /^https?:\/\/\S+$/.test(p)
          ? anchor(escapeHtml(p))
          : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    ),
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { kind, recipient, subject: oneLine(subject), text, html, locale };
}

/** What a visitor's e-mail may say about their submission: our words only, never theirs. */
export interface Receipt {
  /** The stored row's id; its first 8 characters are the reference both the visitor and the owner see. */
  id: string;
  receivedAt: Date;
}

export const reference = (id: string) => `KW-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

// English mails have always written the day first ("23 November 2026 at 15:04"), not en-US's month first.
const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fil: 'fil-PH' };

export const receivedOn = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

// Mails to a visitor's address go to an address nobody has verified: they carry nothing the visitor
// typed (no name, no message, no link), only what we received, when, a reference and what happens next.
// They are written in the language of the page the visitor used, and link to our pages in it.
