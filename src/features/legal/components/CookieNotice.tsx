import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  returnTo: string;
  locale: Locale;
  messages: Messages['layout']['cookieNotice'];
}

/**
 * A plain form that posts to /cookie-consent, which sets the cookie and sends the visitor back to
 * `returnTo`: the same with or without JavaScript, and no script on the page for it.
 */
export default function CookieNotice({ returnTo, locale, messages }: Props) {
  return (
    <section
      aria-label={messages.label}
      className="fixed inset-x-2 bottom-12 z-50 mx-auto max-w-xl rounded-xl bg-white p-4 text-sm shadow-2xl ring-1 ring-sky md:bottom-14"
    >
      <p>
        {messages.before} <code>cookie_consent</code> {messages.middle} <code>kwento_lang</code> {messages.after}{' '}
        <a href={localePath(locale, '/cookies')} className="font-semibold text-ocean underline">
          {messages.policy}
        </a>
      </p>
      <form method="post" action="/cookie-consent" className="mt-3 flex justify-end">
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="rounded-md bg-ocean px-4 py-2 font-semibold text-white hover:bg-ocean-dark">
          {messages.accept}
        </button>
      </form>
    </section>
  );
}
