import { LANGUAGE_NAMES, type Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { ContactInput } from '../../features/enquiries/schema.ts';
import type { PrivateLinkKind } from '../db/schema.ts';
import type { StoryInput } from '../../features/stories/schema.ts';
import { serviceLabel } from '../../features/enquiries/services.ts';
import { site } from '../../site.config.ts';
import { STORY_LINK_DAYS } from '../../features/stories/stories.ts';

export type EmailKind = 'ebook-delivery' | 'enquiry-reply' | 'owner-digest' | 'story-receipt' | 'story-review' | 'story-removal';

export interface EmailMessage {
  kind: EmailKind;
  recipient: string;
  subject: string;
  /** With PRIVATE_LINK_PLACEHOLDER where the private link goes, if the message carries one. */
  text: string;
  html: string;
  language: Locale;
  /** The link to make when the message is sent, and the signup or story it opens. */
  privateLink?: { kind: PrivateLinkKind; for: string } | undefined;
}

/**
 * What the outbox, and so the owner, keeps in place of a private link. The link itself is made when the
 * message is handed to the mail server and exists only in the recipient's mailbox (ADR 039).
 */
export const PRIVATE_LINK_PLACEHOLDER = '[private link, sent only to the recipient]';

/** Where a message's private link goes, among its paragraphs. */
const PRIVATE_LINK = Symbol('private link');
type Paragraph = string | typeof PRIVATE_LINK;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A visitor's name inside a subject or greeting: one line, never a header break. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

const anchor = (href: string) => `<p><a href="${href}" style="color:#1d5fa8;font-weight:bold">${href}</a></p>`;

/**
 * Paragraphs of plain text become the text part as they are, and the HTML part escaped, with a link
 * turned into an anchor where a paragraph is exactly a URL (or the private link's placeholder).
 */
function compose(kind: EmailKind, recipient: string, subject: string, paragraphs: Paragraph[], locale: Locale = 'en'): EmailMessage {
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
  return { kind, recipient, subject: oneLine(subject), text, html, language: locale };
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

export function ebookDeliveryMessage(recipient: string, signupId: string, locale: Locale, linkDays: number): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.ebookDelivery;
  return {
    ...compose('ebook-delivery', recipient, m.subject(site.name), [emails.greeting, m.intro, m.downloadHere(linkDays), PRIVATE_LINK, m.expired, m.notAsked], locale),
    privateLink: { kind: 'ebook-download', for: signupId },
  };
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

/** An enquiry as the owner's notification lists it: everything the visitor sent. */
export interface OwnerEnquiry extends Receipt {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  language: Locale;
}

/** A new story as the owner's notification announces it; the story itself is read in the owner area. */
export interface OwnerStory extends Receipt {
  country: string;
  language: Locale;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The owner's one notification for everything that arrived since the last (at most one per window):
 * each enquiry in full, each new story announced. `more` counts what arrived beyond those listed.
 */
export function ownerDigestMessage(
  ownerEmail: string,
  arrived: { enquiries: OwnerEnquiry[]; stories: OwnerStory[]; more: number },
  siteUrl: string,
): EmailMessage {
  const { enquiries, stories, more } = arrived;
  const [only] = enquiries;
  const subject =
    only && enquiries.length === 1 && stories.length === 0 && more === 0
      ? `New enquiry: ${serviceLabel(only.service)} from ${only.name}`
      : `New on ${site.name}: ${[enquiries.length ? plural(enquiries.length, 'enquiry', 'enquiries') : '', stories.length ? plural(stories.length, 'story', 'stories') : '']
          .filter(Boolean)
          .join(' and ')}${more ? ` (and ${more} more)` : ''}`;
  const paragraphs: string[] = [];
  for (const e of enquiries) {
    paragraphs.push(
      `Enquiry ${reference(e.id)}, received ${receivedOn(e.receivedAt, 'en')}`,
      `Name: ${oneLine(e.name)}\nEmail: ${e.email}\nPhone: ${oneLine(e.phone)}\nService: ${serviceLabel(e.service)}\nLanguage: ${LANGUAGE_NAMES[e.language]}`,
      `Message:\n${e.message}`,
    );
  }
  if (enquiries.length) paragraphs.push('Answer them and mark them replied in the owner area:', new URL('/admin/enquiries', siteUrl).href);
  for (const s of stories) {
    paragraphs.push(`Story ${reference(s.id)}, received ${receivedOn(s.receivedAt, 'en')}, from ${oneLine(s.country)}, written in ${LANGUAGE_NAMES[s.language]}.`);
  }
  if (stories.length) paragraphs.push('Read and prepare them in the owner area:', new URL('/admin/stories', siteUrl).href);
  if (more) paragraphs.push(`${plural(more, 'more submission', 'more submissions')} arrived as well: see the owner area.`);
  return compose('owner-digest', ownerEmail, subject, paragraphs);
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

export function storyReviewMessage(recipient: string, storyId: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyReview;
  return {
    ...compose('story-review', recipient, m.subject, [emails.greeting, m.prepared(reference(storyId)), m.choose(STORY_LINK_DAYS), PRIVATE_LINK, m.nothingWithoutYou, m.notShared], locale),
    privateLink: { kind: 'story-review', for: storyId },
  };
}

export function storyRemovalMessage(recipient: string, storyId: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.storyRemoval;
  return {
    ...compose('story-removal', recipient, m.subject, [emails.greeting, m.asked(reference(storyId), STORY_LINK_DAYS), PRIVATE_LINK, m.notAsked], locale),
    privateLink: { kind: 'story-removal', for: storyId },
  };
}
