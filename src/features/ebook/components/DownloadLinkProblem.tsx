import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

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
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{expired ? messages.expiredHeading : messages.invalidHeading}</h1>
      <p className="mt-4">
        {expired ? messages.expired(linkDays) : messages.invalid} {messages.whatToDo}
      </p>
      <ButtonLink href={localePath(locale, '/ebook')} size="lg" className="mt-8">
        {messages.freshLink}
      </ButtonLink>
    </section>
  );
}
