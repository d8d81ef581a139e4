import { LANGUAGE_CHOICE_PATH, languageChoiceHref } from '../../../platform/language-choice.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { NOTICE_ATTRIBUTE } from '../../../ui/overlays.ts';
import Button from '../../../ui/Button.tsx';

interface Props {
  /** The language offered; the suggestion is written in it. */
  locale: Locale;
  /** The page shown, without its language prefix. */
  path: string;
  /** The page's own language, which "dismiss" keeps. */
  pageLocale: Locale;
  /** Shown to a visitor whose browser prefers the offered language and who has not chosen one yet. */
  shown: boolean;
  messages: Messages['layout']['languageSuggestion'];
}

/**
 * In every English page, hidden unless `shown` (see SUGGESTION_HIDDEN: the server shows it in
 * prerendered pages). The first part of the notice bar fixed at the bottom of the page, so showing it
 * moves nothing; while it shows, the cookie notice after it speaks its language. Both answers go
 * through /language-choice, which remembers them in a cookie.
 */
export default function LanguageSuggestion({ locale, path, pageLocale, shown, messages }: Props) {
  return (
    <aside
      id="language-suggestion"
      hidden={!shown}
      {...{ [NOTICE_ATTRIBUTE]: '' }}
      lang={locale}
      aria-label={messages.label}
      className="border-t border-sky bg-white px-4 py-3 text-sm shadow-[0_-4px_16px_rgb(15_42_74/0.15)]"
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="font-semibold">
          {messages.question}{' '}
          <a href={languageChoiceHref(locale, path)} hrefLang={locale} className="text-ocean underline">
            {messages.accept}
          </a>
        </p>
        <form method="post" action={LANGUAGE_CHOICE_PATH}>
          <input type="hidden" name="language" value={pageLocale} />
          <input type="hidden" name="path" value={path} />
          <Button type="submit" variant="secondary" size="sm">
            {messages.dismiss}
          </Button>
        </form>
      </div>
    </aside>
  );
}
