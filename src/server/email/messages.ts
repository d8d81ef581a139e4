import { LANGUAGE_NAMES, type Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { ContactInput } from '../../lib/forms/contact.ts';
import type { StoryInput } from '../../lib/forms/story.ts';
import { serviceLabel } from '../../lib/services.ts';
import { site } from '../../site.config.ts';
import { STORY_LINK_DAYS } from '../../lib/stories.ts';

export type EmailKind = 'ebook-delivery' | 'enquiry-reply' | 'enquiry-owner' | 'story-receipt' | 'story-review' | 'story-removal';

export interface EmailMessage {
  kind: EmailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A visitor's name inside a subject or greeting: one line, never a header break. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/**
 * Paragraphs of plain text become the text part as they are, and the HTML part escaped, with a link
 * turned into an anchor where a paragraph is exactly a URL.
 */
function compose(kind: EmailKind, recipient: string, subject: string, paragraphs: string[], locale: Locale = 'en'): EmailMessage {
  const signature = messagesFor(locale).emails.signature(site.name, site.tagline);
  const text = [...paragraphs, signature].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1c2430;max-width:560px">',
    ...paragraphs.map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}" style="color:#1d5fa8;font-weight:bold">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`,
    ),
    `<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { kind, recipient, subject: oneLine(subject), text, html };
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

const receivedOn = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

// Mails to a visitor's address go to an address nobody has verified: they carry nothing the visitor
// typed (no name, no message, no link), only what we received, when, a reference and what happens next.
// They are written in the language of the page the visitor used, and link to our pages in it.

export function ebookDeliveryMessage(recipient: string, downloadUrl: string, locale: Locale, linkDays: number): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.ebookDelivery;
  return compose(
    'ebook-delivery',
    recipient,
    m.subject(site.name),
    [emails.greeting, m.intro, m.downloadHere(linkDays), downloadUrl, m.expired, m.notAsked],
    locale,
  );
}

export function enquiryReplyMessage(recipient: string, service: ContactInput['service'], receipt: Receipt, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.enquiryReply;
  const serviceName = emails.services[service];
  return compose(
    'enquiry-reply',
    recipient,
    m.subject(serviceName),
    [emails.greeting, m.received(serviceName, receivedOn(receipt.receivedAt, locale), reference(receipt.id)), m.next, emails.notYou],
    locale,
  );
}

export function enquiryOwnerMessage(ownerEmail: string, enquiry: ContactInput, receipt: Receipt, siteUrl: string): EmailMessage {
  return compose('enquiry-owner', ownerEmail, `New enquiry: ${serviceLabel(enquiry.service)} from ${enquiry.name}`, [
    `A new enquiry arrived through the services form (reference ${reference(receipt.id)}).`,
    `Name: ${oneLine(enquiry.name)}\nEmail: ${enquiry.email}\nPhone: ${oneLine(enquiry.phone)}\nService: ${serviceLabel(enquiry.service)}\nLanguage: ${LANGUAGE_NAMES[enquiry.language]}`,
    `Message:\n${enquiry.message}`,
    `Answer it and mark it replied in the owner area:`,
    new URL('/admin/enquiries', siteUrl).href,
  ]);
}

export function storyReceiptMessage(recipient: string, interviewOk: StoryInput['interviewOk'], receipt: Receipt, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReceipt;
  return compose(
    'story-receipt',
    recipient,
    m.subject,
    [
      emails.greeting,
      m.received(receivedOn(receipt.receivedAt, locale), reference(receipt.id)),
      `${m.next}${interviewOk ? m.interview : ''}`,
      m.change,
      emails.notYou,
    ],
    locale,
  );
}

export function storyReviewMessage(recipient: string, storyId: string, reviewUrl: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReview;
  return compose(
    'story-review',
    recipient,
    m.subject,
    [emails.greeting, m.prepared(reference(storyId)), m.choose(STORY_LINK_DAYS), reviewUrl, m.nothingWithoutYou, m.notShared],
    locale,
  );
}

export function storyRemovalMessage(recipient: string, storyId: string, removalUrl: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyRemoval;
  return compose(
    'story-removal',
    recipient,
    m.subject,
    [emails.greeting, m.asked(reference(storyId), STORY_LINK_DAYS), removalUrl, m.notAsked],
    locale,
  );
}
