import type { ReactNode } from 'react';
import { site } from '../../site.config.ts';
import SearchForm from '../search/SearchForm.tsx';

interface Props {
  logo: { src: string; width: number; height: number };
  /** The menu island, rendered by the layout with its hydration directive. */
  children: ReactNode;
}

export default function Header({ logo, children }: Props) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-navy/95 text-white shadow-md backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <a href="/" className="flex min-w-0 items-center gap-3">
          <img src={logo.src} alt="" width={40} height={40} className="h-10 w-10 shrink-0" loading="eager" decoding="async" />
          <span className="min-w-0">
            <span className="block truncate font-serif text-lg leading-tight font-bold">{site.name}</span>
            <span className="hidden text-xs tracking-wide text-sky md:block">{site.tagline}</span>
          </span>
        </a>
        <div className="flex min-w-0 items-center gap-2">
          <SearchForm />
          {children}
        </div>
      </div>
    </header>
  );
}
