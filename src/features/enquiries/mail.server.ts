import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, receivedOn, reference, type EmailMessage, type Receipt } from '../../platform/email/messages.ts';
import type { EnquiryInput } from './schema.ts';
import type { ServiceValue } from '../../platform/limits.ts';
import { answerSubject } from './answer-templates.ts';

export function enquiryReplyMessage(recipient: string, service: EnquiryInput['service'], receipt: Receipt, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.enquiryReply;
  const serviceName = emails.services[service];
  return {
    ...compose(
      'enquiry-reply',
      recipient,
      m.subject(serviceName),
      [emails.greeting, m.received(serviceName, receivedOn(receipt.receivedAt, locale), reference(receipt.id)), m.next, emails.notYou],
      locale,
    ),
    about: receipt.id,
  };
}

/**
 * The owner's reply: their words (which may quote the visitor's), in paragraphs, under the subject
 * "Re: <service>" in the enquiry's language, with our signature. Sending it marks the enquiry replied.
 */
export function enquiryAnswerMessage(
  enquiry: { id: string; email: string; service: string; locale: Locale },
  text: string,
): EmailMessage {
  const service = enquiry.service as ServiceValue;
  const paragraphs = text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { ...compose('enquiry-answer', enquiry.email, answerSubject(service, enquiry.locale), paragraphs, enquiry.locale), about: enquiry.id };
}
