import type { FormMessages } from '../ui/forms/fields.ts';
import { LOCALES, type Locale } from './locales.ts';
import { messagesFor, type Messages } from './messages.ts';

/**
 * A form's validation messages in every language, for the server, which answers in the language the
 * form was posted in. Built once, so each language's schema is too. (The browser gets only its page's
 * language, as the island's props.)
 */
function inEveryLocale<Own>(own: (messages: Messages) => Own): (locale: Locale) => FormMessages<Own> {
  const byLocale = new Map(LOCALES.map((locale) => [locale, { fields: messagesFor(locale).forms.fields, form: own(messagesFor(locale)) }]));
  return (locale) => byLocale.get(locale)!;
}

export const surveyMessages = inEveryLocale((m) => m.survey.validation);
export const enquiryMessages = inEveryLocale((m) => m.contact.validation);
export const ebookMessages = inEveryLocale((m) => m.ebook.validation);
export const storyMessages = inEveryLocale((m) => m.connect.validation);
export const privacyMessages = inEveryLocale((m) => m.privacy.request.validation);
export const newsletterMessages = inEveryLocale((m) => m.newsletter.validation);
