import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { NOTICE_ATTRIBUTE } from '../../../ui/overlays.ts';
import Button from '../../../ui/Button.tsx';

interface Props {
  returnTo: string;
  /** The language it is written in. */
  locale: Locale;
  messages: Messages['layout']['cookieNotice'];
  /**
   * The copy in the language the suggestion beside it offers: shown instead of the page's own (by the
   * stylesheet, see the notice bar in global.css) while the suggestion is, so the bar speaks one language.
   */
  suggested?: boolean;
}

/**
 * A plain form that posts to /cookie-consent, which sets the cookie and sends the visitor back to
 * `returnTo`: the same with or without JavaScript, and no script on the page for it. Part of the one
 * notice bar at the bottom of the page (the layout puts it there, after the language suggestion).
 */
export default function CookieNotice({ returnTo, locale, messages, suggested = false }: Props) {
  const marks = suggested ? { 'data-cookie-notice': 'suggested', lang: locale } : { 'data-cookie-notice': 'page', [NOTICE_ATTRIBUTE]: '' };
  return (
    <section {...marks} aria-label={messages.label} className="border-t border-sky bg-white px-4 py-3 text-sm shadow-[0_-4px_16px_rgb(15_42_74/0.15)]">
      <div className="mx-auto flex max-w-3xl flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-64">
          {messages.before} <code>cookie_consent</code> {messages.middle} <code>kwento_lang</code> {messages.after}{' '}
          <a href={localePath(locale, '/cookies')} hrefLang={suggested ? locale : undefined} className="font-semibold text-ocean underline">
            {messages.policy}
          </a>
        </p>
        <form method="post" action="/cookie-consent">
          <input type="hidden" name="returnTo" value={returnTo} />
          <Button type="submit" size="sm">
            {messages.accept}
          </Button>
        </form>
      </div>
    </section>
  );
}
