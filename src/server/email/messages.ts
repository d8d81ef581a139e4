import type { ContactInput } from '../../lib/forms/contact.ts';
import type { StoryInput } from '../../lib/forms/story.ts';
import { serviceLabel } from '../../lib/services.ts';
import { site } from '../../site.config.ts';
import { DOWNLOAD_LINK_DAYS } from '../ebook/download-token.ts';

export type EmailKind = 'ebook-delivery' | 'enquiry-reply' | 'enquiry-owner' | 'story-receipt';

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

const greeting = (name: string | null) => (name ? `Hi ${oneLine(name)},` : 'Hi,');
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

export function ebookDeliveryMessage(recipient: string, name: string | null, downloadUrl: string): EmailMessage {
  return compose('ebook-delivery', recipient, `Your free ${site.name} e-book`, [
    greeting(name),
    `Thank you for asking for our free guide for overseas Filipino workers. It covers preparing to leave, money and remittances, family, health, your rights and where to get help, and coming home.`,
    `Download it here (the link works for ${DOWNLOAD_LINK_DAYS} days):`,
    downloadUrl,
    `If the link has expired, open the e-book page on our site and ask for a fresh one.`,
  ]);
}

export function enquiryReplyMessage(enquiry: ContactInput): EmailMessage {
  return compose('enquiry-reply', enquiry.email, `We received your enquiry: ${serviceLabel(enquiry.service)}`, [
    greeting(enquiry.name),
    `Thank you for contacting ${site.name} about ${serviceLabel(enquiry.service)}. A person from our team will read your message and answer within 72 hours.`,
    `Your message:\n${enquiry.message}`,
    `If something changes in the meantime, simply reply to this e-mail.`,
  ]);
}

export function enquiryOwnerMessage(ownerEmail: string, enquiry: ContactInput, siteUrl: string): EmailMessage {
  return compose('enquiry-owner', ownerEmail, `New enquiry: ${serviceLabel(enquiry.service)} from ${enquiry.name}`, [
    `A new enquiry arrived through the services form.`,
    `Name: ${oneLine(enquiry.name)}\nEmail: ${enquiry.email}\nPhone: ${oneLine(enquiry.phone)}\nService: ${serviceLabel(enquiry.service)}`,
    `Message:\n${enquiry.message}`,
    `Answer it and mark it replied in the owner area:`,
    new URL('/admin/enquiries', siteUrl).href,
  ]);
}

export function storyReceiptMessage(story: StoryInput): EmailMessage {
  return compose('story-receipt', story.email, `We received your story`, [
    greeting(story.name),
    `Salamat for sharing your journey with ${site.name}. Your story is safe with us: our team reads every story personally.`,
    `Nothing is published before we have contacted you at this address.${story.interviewOk ? ' You told us you would be happy to be interviewed; we will ask you first before scheduling anything.' : ''}`,
    `If you would like to change or withdraw your story, reply to this e-mail.`,
  ]);
}
