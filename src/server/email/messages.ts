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

const signature = `Salamat,\nThe ${site.name} team\n${site.tagline}`;

/**
 * Paragraphs of plain text become the text part as they are, and the HTML part escaped, with a link
 * turned into an anchor where a paragraph is exactly a URL.
 */
function compose(kind: EmailKind, recipient: string, subject: string, paragraphs: string[]): EmailMessage {
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

const receivedOn = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date) + ' UTC';

const notYou = 'If you did not send this, someone else typed your address into our form: you can ignore this e-mail.';

// Mails to a visitor's address go to an address nobody has verified: they carry nothing the visitor
// typed (no name, no message, no link), only what we received, when, a reference and what happens next.

export function ebookDeliveryMessage(recipient: string, downloadUrl: string, linkDays: number): EmailMessage {
  return compose('ebook-delivery', recipient, `Your free ${site.name} e-book`, [
    'Hi,',
    `Thank you for asking for our free guide for overseas Filipino workers. It covers preparing to leave, money and remittances, family, health, your rights and where to get help, and coming home.`,
    `Download it here (the link works for ${linkDays} days):`,
    downloadUrl,
    `If the link has expired, open the e-book page on our site and ask for a fresh one.`,
    `If you did not ask for it, you can ignore this e-mail.`,
  ]);
}

export function enquiryReplyMessage(recipient: string, service: ContactInput['service'], receipt: Receipt): EmailMessage {
  return compose('enquiry-reply', recipient, `We received your enquiry: ${serviceLabel(service)}`, [
    'Hi,',
    `We received an enquiry about ${serviceLabel(service)} through the services form on our website on ${receivedOn(receipt.receivedAt)}. Reference: ${reference(receipt.id)}.`,
    `What happens next: a person from our team reads it and answers within 72 hours, from this address. If something changes in the meantime, reply to this e-mail and mention the reference.`,
    notYou,
  ]);
}

export function enquiryOwnerMessage(ownerEmail: string, enquiry: ContactInput, receipt: Receipt, siteUrl: string): EmailMessage {
  return compose('enquiry-owner', ownerEmail, `New enquiry: ${serviceLabel(enquiry.service)} from ${enquiry.name}`, [
    `A new enquiry arrived through the services form (reference ${reference(receipt.id)}).`,
    `Name: ${oneLine(enquiry.name)}\nEmail: ${enquiry.email}\nPhone: ${oneLine(enquiry.phone)}\nService: ${serviceLabel(enquiry.service)}`,
    `Message:\n${enquiry.message}`,
    `Answer it and mark it replied in the owner area:`,
    new URL('/admin/enquiries', siteUrl).href,
  ]);
}

export function storyReceiptMessage(recipient: string, interviewOk: StoryInput['interviewOk'], receipt: Receipt): EmailMessage {
  return compose('story-receipt', recipient, `We received your story`, [
    'Hi,',
    `We received a story through the "Share your story" form on our website on ${receivedOn(receipt.receivedAt)}. Reference: ${reference(receipt.id)}.`,
    `What happens next: our team reads every story personally. Nothing is published before we have contacted you at this address.${interviewOk ? ' You told us you would be happy to be interviewed; we will ask you first before scheduling anything.' : ''}`,
    `If you would like to change or withdraw your story, reply to this e-mail and mention the reference.`,
    notYou,
  ]);
}

export function storyReviewMessage(recipient: string, storyId: string, reviewUrl: string): EmailMessage {
  return compose('story-review', recipient, `Your story is ready: may we publish it?`, [
    'Hi,',
    `Thank you again for sharing your story with us (reference ${reference(storyId)}). We prepared it for our website: a title, a short excerpt, and a few edits so that nobody can recognise you or the people you mention.`,
    `Please read it and choose Approve or Decline on this private page (the link works once, for ${STORY_LINK_DAYS} days):`,
    reviewUrl,
    'Nothing is published unless you approve it. After publishing, every story page has a "Remove my story" link, and your story comes down at once if you ask.',
    `If you did not share a story with us, you can ignore this e-mail.`,
  ]);
}

export function storyRemovalMessage(recipient: string, storyId: string, removalUrl: string): EmailMessage {
  return compose('story-removal', recipient, `Remove your story from our website`, [
    'Hi,',
    `Someone asked to remove your story (reference ${reference(storyId)}) from our website. To remove it, open this private page and confirm (the link works once, for ${STORY_LINK_DAYS} days):`,
    removalUrl,
    'If you did not ask for this, ignore this e-mail: your story stays published.',
  ]);
}
