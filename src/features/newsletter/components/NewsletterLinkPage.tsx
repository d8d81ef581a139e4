import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import Button from '../../../ui/Button.tsx';
import FormAlert from '../../../ui/forms/FormAlert.tsx';
import MessagePage from '../../../ui/MessagePage.tsx';

export type NewsletterLinkView = { state: 'ask'; token: string; actionUrl: string; problem?: string | undefined } | { state: 'done' } | { state: 'invalid' };

interface Props {
  view: NewsletterLinkView;
  locale: Locale;
  messages: Messages['newsletter']['confirm'] | Messages['newsletter']['unsubscribe'];
}

/**
 * The page of a mailed link (confirm, or a digest's unsubscribe): opening it changes nothing, since mail
 * scanners open links; its one button does.
 */
export default function NewsletterLinkPage({ view, locale, messages: m }: Props) {
  if (view.state === 'invalid') {
    return (
      <MessagePage heading={m.invalidHeading} text={m.invalid} next={{ href: localePath(locale, '/newsletter'), label: m.again }} />
    );
  }
  if (view.state === 'done') {
    return (
      <MessagePage status heading={m.doneHeading} text={m.done} />
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-navy">{m.heading}</h1>
      <p className="mt-4">{m.intro}</p>
      <form method="post" action={view.actionUrl} className="mt-6 space-y-4">
        <FormAlert problem={view.problem ? { title: m.invalidHeading, message: view.problem } : undefined} />
        <input type="hidden" name="token" value={view.token} />
        <input type="hidden" name="language" value={locale} />
        <Button type="submit" size="lg">
          {m.button}
        </Button>
      </form>
    </div>
  );
}
