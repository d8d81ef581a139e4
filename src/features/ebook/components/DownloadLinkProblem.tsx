import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import MessagePage from '../../../ui/MessagePage.tsx';

interface Props {
  expired: boolean;
  locale: Locale;
  messages: Messages['ebook']['download'];
  /** How long a download link works (EBOOK_LINK_DAYS). */
  linkDays: number;
}

/** Shown instead of the PDF when a download link is expired or not valid. */
export default function DownloadLinkProblem({ expired, locale, messages, linkDays }: Props) {
  return (
    <MessagePage
      heading={expired ? messages.expiredHeading : messages.invalidHeading}
      text={`${expired ? messages.expired(linkDays) : messages.invalid} ${messages.whatToDo}`}
      next={{ href: localePath(locale, '/ebook'), label: messages.freshLink }}
    />
  );
}
