import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, receivedOn, reference, type EmailMessage, type Receipt } from '../../platform/email/messages.ts';
import type { EnquiryInput } from './schema.ts';

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
