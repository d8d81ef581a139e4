import type { PrivacyRequestKind } from '../../platform/limits.ts';
import { SERVICES, type ServiceValue } from '../../platform/limits.ts';

/**
 * The e-mails to a visitor's address, in the language of the page they used. They carry nothing the
 * visitor typed: only which form we received, when, a reference, our own link and what happens next.
 */
export const emails = {
  greeting: 'Hi,',
  signature: (siteName: string, tagline: string) => `Salamat,\nThe ${siteName} team\n${tagline}`,
  notYou: 'If you did not send this, someone else typed your address into our form: you can ignore this e-mail.',
  services: Object.fromEntries(SERVICES.map((s) => [s.value, s.label])) as Record<ServiceValue, string>,
  ebookDelivery: {
    subject: (siteName: string) => `Your free ${siteName} e-book`,
    intro:
      'Thank you for asking for our free guide for overseas Filipino workers. It is written in English and covers preparing to leave, money and remittances, family, health, your rights and where to get help, and coming home. (There is a Filipino edition too, on the Filipino e-book page.)',
    downloadHere: (days: number) => `Download it here (the link works for ${days} days):`,
    expired: 'If the link has expired, open the e-book page on our site and ask for a fresh one.',
    notAsked: 'If you did not ask for it, you can ignore this e-mail.',
  },
  enquiryReply: {
    subject: (service: string) => `We received your enquiry: ${service}`,
    received: (service: string, when: string, reference: string) =>
      `We received an enquiry about ${service} through the services form on our website on ${when}. Reference: ${reference}.`,
    next: 'What happens next: a person from our team reads it and answers within 72 hours, from this address. If something changes in the meantime, reply to this e-mail and mention the reference.',
  },
  storyReceipt: {
    subject: 'We received your story',
    received: (when: string, reference: string) =>
      `We received a story through the "Share your story" form on our website on ${when}. Reference: ${reference}.`,
    next: 'What happens next: our team reads every story personally. Nothing is published before we have contacted you at this address.',
    interview: ' You told us you would be happy to be interviewed; we will ask you first before scheduling anything.',
    change: 'If you would like to change or withdraw your story, reply to this e-mail and mention the reference.',
  },
  storyReview: {
    subject: 'Your story is ready: may we publish it?',
    prepared: (reference: string) =>
      `Thank you again for sharing your story with us (reference ${reference}). We prepared it for our website: a title, a short excerpt, and a few edits so that nobody can recognise you or the people you mention.`,
    choose: (days: number) =>
      `Please read it and choose Approve or Decline on this private page (the link works once, for ${days} days):`,
    nothingWithoutYou:
      'Nothing is published unless you approve it. After publishing, every story page has a "Remove my story" link, and your story comes down at once if you ask.',
    notShared: 'If you did not share a story with us, you can ignore this e-mail.',
  },
  storyRemoval: {
    subject: 'Remove your story from our website',
    asked: (reference: string, days: number) =>
      `Someone asked to remove your story (reference ${reference}) from our website. To remove it, open this private page and confirm (the link works once, for ${days} days):`,
    notAsked: 'If you did not ask for this, ignore this e-mail: your story stays published.',
  },
  privacyLink: {
    subject: 'Confirm your request about your data',
    asked: (what: string, minutes: number) =>
      `Someone asked us, with this e-mail address, to ${what}. To go ahead, open this private page and press its button (the link works once, for ${minutes} minutes):`,
    what: {
      copy: 'send a copy of the data we store about it',
      correct: 'correct the name or e-mail address on what it sent us',
      delete: 'delete all the data we store about it',
      'withdraw-story': 'take down the stories it sent us',
      'withdraw-ebook': 'take it off the e-book list',
      'withdraw-newsletter': 'record that it never wants a newsletter',
    } satisfies Record<PrivacyRequestKind, string>,
    notAsked: 'If you did not ask for this, ignore this e-mail: nothing changes without the button.',
  },
  privacyCopy: {
    subject: 'A copy of your data',
    attached: (reference: string) =>
      `As you asked (reference ${reference}), attached is everything we store about this e-mail address: data.json (the full copy, for a computer) and summary.txt (the same, for reading).`,
    questions: 'To correct or delete any of it, use the "Your data" page on our website.',
  },
  // The owner's note when declining a story: prefilled in the owner area in the teller's language, then
  // edited by the owner, who writes every word that is sent.
  storyDeclined: {
    subject: 'About your story',
    notPublished: (reference: string) =>
      `Thank you for sharing your story with us (reference ${reference}). We read it carefully, and we have decided not to publish it on our website.`,
    takenDown: (reference: string) =>
      `Thank you for sharing your story with us (reference ${reference}). We have taken it off our website: it no longer appears on any page.`,
    kept: 'This is no judgement of what you lived through: every OFW’s story matters, and we are grateful that you trusted us with yours. We keep it private and share it with no one.',
    reply: 'If you have a question, or would like to tell us more, reply to this e-mail.',
  },
};
