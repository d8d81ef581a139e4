import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, PRIVATE_LINK, type EmailMessage } from '../../platform/email/messages.ts';
import { site } from '../../site.config.ts';

export function ebookDeliveryMessage(recipient: string, signupId: string, locale: Locale, linkDays: number): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.ebookDelivery;
  return {
    ...compose('ebook-delivery', recipient, m.subject(site.name), [emails.greeting, m.intro, m.downloadHere(linkDays), PRIVATE_LINK, m.expired, m.notAsked], locale),
    privateLink: { kind: 'ebook-download', for: signupId },
  };
}
