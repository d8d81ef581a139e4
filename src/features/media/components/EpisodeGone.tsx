import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

interface Props {
  locale: Locale;
  messages: Messages['podcast']['gone'];
}

/** The page of an episode the owner hid (answered with 410 Gone). */
export default function EpisodeGone({ locale, messages }: Props) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages.heading}</h1>
      <p className="mt-4">{messages.text}</p>
      <ButtonLink href={localePath(locale, '/podcast')} size="lg" className="mt-8">
        {messages.all}
      </ButtonLink>
    </section>
  );
}
