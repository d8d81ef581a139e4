import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { compose, PRIVATE_LINK, reference, type EmailMessage } from '../../platform/email/messages.ts';
import { PRIVACY_LINK_MINUTES, type PrivacyRequestKind } from '../../platform/limits.ts';

/** The mail with the confirmation link: our words only; the link is made when it is sent. */
export function privacyLinkMessage(recipient: string, requestId: string, kind: PrivacyRequestKind, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.privacyLink;
  return {
    ...compose('privacy-link', recipient, m.subject, [emails.greeting, m.asked(m.what[kind], PRIVACY_LINK_MINUTES), PRIVATE_LINK, m.notAsked], locale),
    privateLink: { kind: 'privacy-confirm', for: requestId },
  };
}

/** The copy: its files are made when it is sent, so no outbox row or backup holds them. */
export function privacyCopyMessage(recipient: string, requestId: string, locale: Locale): EmailMessage {
  const { emails } = messagesFor(locale);
  const m = emails.privacyCopy;
  return {
    ...compose('privacy-copy', recipient, m.subject, [emails.greeting, m.attached(reference(requestId)), m.questions], locale),
    privateLink: { kind: 'privacy-copy', for: requestId },
  };
}
