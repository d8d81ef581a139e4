import { LANGUAGE_CHOICE_PATH, languageChoiceHref } from '../../../platform/language-choice.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

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
 * prerendered pages). Fixed over the page, so showing it moves nothing. Both answers go through
 * /language-choice, which remembers them in a cookie.
 */
export default function LanguageSuggestion({ locale, path, pageLocale, shown, messages }: Props) {
  return (
    <aside
      id="language-suggestion"
      hidden={!shown}
      lang={locale}
      aria-label={messages.label}
      className="fixed inset-x-2 top-18 z-30 mx-auto flex max-w-md flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-white p-3 text-sm shadow-xl ring-1 ring-sky sm:right-4 sm:left-auto"
    >
      <p className="font-semibold">
        {messages.question}{' '}
        <a href={languageChoiceHref(locale, path)} hrefLang={locale} className="text-ocean underline">
          {messages.accept}
        </a>
      </p>
      <form method="post" action={LANGUAGE_CHOICE_PATH}>
        <input type="hidden" name="language" value={pageLocale} />
        <input type="hidden" name="path" value={path} />
        <button type="submit" className="rounded-md px-3 py-1.5 font-semibold text-ocean ring-1 ring-ocean hover:bg-sky/20">
          {messages.dismiss}
        </button>
      </form>
    </aside>
  );
}
