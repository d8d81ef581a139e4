import type { ReactNode } from 'react';
import { LOCALES, localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  locale: Locale;
  messages: Messages['ebook']['offer'];
  children?: ReactNode;
}

/** What the e-book holds and its language, with a link to the other language's edition, beside the signup form given as children. */
export default function EbookOffer({ locale, messages, children }: Props) {
  const other = LOCALES.find((each) => each !== locale)!;
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <section aria-labelledby="inside-heading">
        <h2 id="inside-heading" className="font-serif text-2xl font-bold text-navy">
          {messages.heading}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {messages.chapters.map((chapter) => (
            <li key={chapter}>{chapter}</li>
          ))}
        </ol>
        <p className="mt-4">
          {messages.edition}{' '}
          <span lang={other}>
            {messages.otherEdition.question}{' '}
            <a href={localePath(other, '/ebook')} hrefLang={other} className="text-ocean underline">
              {messages.otherEdition.link}
            </a>
          </span>
        </p>
        <p className="mt-4 text-sm text-muted">{messages.noSpam}</p>
      </section>
      {children}
    </div>
  );
}
