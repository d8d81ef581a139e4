import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../i18n/locales.ts';
import { languageChoiceHref } from '../../../platform/language-choice.ts';

interface Props {
  locale: Locale;
  /** This page in each language. */
  alternates: Record<Locale, string>;
  label: string;
}

/**
 * Each language named in its own language, linking to this same page in it through /language-choice,
 * which remembers the choice (the suggestion to switch languages then stops).
 */
export default function LanguageSwitch({ locale, alternates, label }: Props) {
  return (
    <nav aria-label={label} className="shrink-0">
      <ul className="flex text-xs font-semibold">
        {LOCALES.map((other) => (
          // On a phone the header has room for the other language only.
          <li key={other} className={other === locale ? 'hidden sm:block' : undefined}>
            <a
              href={languageChoiceHref(other, alternates[other])}
              hrefLang={other}
              lang={other}
              aria-current={other === locale ? 'true' : undefined}
              className="block rounded px-1 py-1 text-sky sm:px-1.5 hover:text-white aria-[current]:text-white aria-[current]:underline aria-[current]:underline-offset-4"
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
