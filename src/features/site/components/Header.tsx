import type { ReactNode } from 'react';
import { site } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { SearchForm } from '../../search/index.ts';
import { LanguageSwitch } from '../../language/index.ts';

interface Props {
  logo: { src: string; width: number; height: number };
  locale: Locale;
  alternates: Record<Locale, string>;
  messages: Messages['layout'];
  /** The menu island, rendered by the layout with its hydration directive. */
  children: ReactNode;
}

export default function Header({ logo, locale, alternates, messages, children }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-navy/95 text-white shadow-md backdrop-blur">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <a href={localePath(locale, '/')} className="flex min-w-0 items-center gap-2 sm:gap-3">
          <img src={logo.src} alt="" width={40} height={40} className="h-10 w-10 shrink-0" loading="eager" decoding="async" />
          <span className="min-w-0">
            <span className="block truncate font-serif text-base leading-tight sm:text-lg font-bold">{site.name}</span>
            <span className="hidden text-xs tracking-wide text-sky md:block">{site.tagline}</span>
          </span>
        </a>
        {/* The controls keep their size; on a narrow phone the title gives way. */}
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <SearchForm locale={locale} messages={messages.search} />
          <LanguageSwitch locale={locale} alternates={alternates} label={messages.languageSwitch} />
          {children}
        </div>
      </div>
    </header>
  );
}
