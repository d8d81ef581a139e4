import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

export default function NotFound({ locale, messages }: { locale: Locale; messages: Messages['layout']['notFound'] }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-8xl font-bold text-ocean" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-3 text-muted">{messages.text}</p>
      <ButtonLink href={localePath(locale, '/')} size="lg" className="mt-8">
        {messages.home}
      </ButtonLink>

      <h2 className="mt-12 font-semibold text-navy">{messages.suggestions}</h2>
      <ul className="mt-3 space-y-2">
        <li>
          <a href={localePath(locale, '/blog')} className="text-ocean underline underline-offset-2">
            {messages.blog}
          </a>
        </li>
        <li>
          <a href={localePath(locale, '/connect')} className="text-ocean underline underline-offset-2">
            {messages.connect}
          </a>
        </li>
      </ul>
    </section>
  );
}
