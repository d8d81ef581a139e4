import { createHash } from 'node:crypto';
import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { NewsletterSource } from '../../platform/limits.ts';

/**
 * Where a reader asked for the digest, as far as its words go: the footer form of any page, the form on
 * /newsletter, the box on the e-book page, in the home page's e-book popup, or on the survey.
 */
export const NEWSLETTER_PLACES = ['footer', 'page', 'ebook_page', 'popup', 'survey'] as const;
export type NewsletterPlace = (typeof NEWSLETTER_PLACES)[number];

/** The stored source of a place (the footer and /newsletter share one form action). */
export const SOURCE_OF_PLACE: Record<NewsletterPlace, NewsletterSource> = { footer: 'footer', page: 'footer', ebook_page: 'ebook', popup: 'ebook', survey: 'survey' };

/**
 * The words the reader saw where they asked, in their language, built from the same messages the
 * forms render: a form's heading, its text and its button (in brackets), or a box's label.
 */
export function consentWording(locale: Locale, place: NewsletterPlace): string {
  const m = messagesFor(locale);
  const button = `[${m.layout.footer.newsletter.submit}]`;
  switch (place) {
    case 'footer':
      return [m.layout.footer.newsletter.heading, m.layout.footer.newsletter.intro, button].join('\n');
    case 'page':
      return [m.newsletter.page.heading, m.newsletter.page.intro, button].join('\n');
    case 'ebook_page':
      return m.ebook.signup.newsletterOptIn;
    case 'popup':
      return m.ebook.popup.newsletterOptIn;
    case 'survey':
      return m.survey.form.newsletterOptIn;
  }
}

/**
 * The wording's version: the first 12 hex digits of its SHA-256. The same words always have the same
 * version and changed words a new one, with no number for anyone to remember to raise.
 */
export const consentVersion = (wording: string) => createHash('sha256').update(wording).digest('hex').slice(0, 12);
