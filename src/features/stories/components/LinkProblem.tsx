import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import ButtonLink from '../../../ui/ButtonLink.tsx';

interface Props {
  problem: 'used' | 'expired' | 'invalid';
  locale: Locale;
  messages: Messages['stories']['linkProblem'];
}

/** What a teller sees when a private link no longer works. */
export default function LinkProblem({ problem, locale, messages }: Props) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-bold text-navy">{messages[problem].heading}</h1>
      <p className="mt-4">{messages[problem].text}</p>
      <ButtonLink href={localePath(locale, '/')} size="lg" className="mt-8">
        {messages.home}
      </ButtonLink>
    </section>
  );
}
