import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import type { ServiceValue } from '../../platform/limits.ts';

/**
 * The replies the owner starts from, in the order offered: the first fits every service and fills the
 * reply box when the page opens, so "Send reply" alone answers. Their names are the owner area's
 * (English); their texts are in the enquiry's language (src/i18n/<locale>/enquiry-answers.ts).
 */
export const ANSWER_TEMPLATES = [
  { id: 'next-steps', label: 'Next steps' },
  { id: 'details', label: 'Ask for details' },
  { id: 'call', label: 'Offer a call' },
  { id: 'decline', label: 'Decline politely' },
] as const;

export type AnswerTemplateId = (typeof ANSWER_TEMPLATES)[number]['id'];

export const isAnswerTemplate = (value: unknown): value is AnswerTemplateId => ANSWER_TEMPLATES.some((t) => t.id === value);

export interface AnswerFor {
  /** The visitor's name as they typed it. */
  name: string;
  service: ServiceValue;
  locale: Locale;
}

/** The template's text for this enquiry: a greeting by name, our thanks for it, then the template's paragraph. */
export function answerTemplate(id: AnswerTemplateId, { name, service, locale }: AnswerFor): string {
  const { enquiryAnswers: m, emails } = messagesFor(locale);
  const body = id === 'next-steps' ? m.nextSteps[service] : id === 'details' ? m.details[service] : m[id];
  return [m.greeting(name.replace(/\s+/g, ' ').trim()), `${m.thanks(emails.services[service])} ${body}`].join('\n\n');
}

/** The subject of a reply: "Re: " and the service, in the enquiry's language. */
export const answerSubject = (service: ServiceValue, locale: Locale) => {
  const { enquiryAnswers: m, emails } = messagesFor(locale);
  return m.subject(emails.services[service]);
};
