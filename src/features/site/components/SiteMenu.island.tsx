import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Icon from '../../../ui/Icon.tsx';
import { useHydrated } from '../../../ui/use-hydrated.ts';
import { menu } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

/**
 * Disclosure menu: Enter/Space opens, arrows move, Escape closes and returns focus to the button.
 * An entry that leaves the site says so beside its name ("another site"), and opens in a new tab.
 * Before React runs (or without JavaScript) the list opens while focus is inside the menu.
 */
export default function SiteMenu({ locale, labels }: { locale: Locale; labels: Messages['layout']['menu'] }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = () => [...(nav.current?.querySelectorAll('a') ?? [])];

  const show = (focus: 'first' | 'last') => {
    setOpen(true);
    requestAnimationFrame(() => links().at(focus === 'first' ? 0 : -1)?.focus());
  };

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onNavKey = (event: KeyboardEvent) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (index >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (index >= 0 && (event.key === 'Home' || event.key === 'End')) {
      event.preventDefault();
      items.at(event.key === 'Home' ? 0 : -1)?.focus();
    }
  };

  return (
    // The keys handled here belong to the links and the button inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={nav}
      aria-label={labels.label}
      className="site-menu relative"
      data-enhanced={hydrated ? '' : undefined}
      onKeyDown={onNavKey}
      onBlur={(event) => {
        if (event.relatedTarget && !nav.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="flex items-center gap-2 rounded-md px-2 py-2 text-sm sm:px-3 font-semibold hover:bg-white/10"
        aria-expanded={open}
        aria-controls="site-menu-list"
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <Icon name="menu" />
        <span className="max-sm:sr-only">{labels.button}</span>
      </button>
      <ul id="site-menu-list" className="site-menu-list absolute right-0 mt-2 w-60 rounded-lg bg-white py-2 text-sm font-semibold text-navy shadow-xl">
        {menu.map((item) => (
          <li key={item.href}>
            <a
              href={item.external ? item.href : localePath(locale, item.href)}
              className="block px-4 py-3 hover:bg-sky/60 focus-visible:bg-sky/60"
              {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {labels.items[item.key]}
              {item.external && (
                <>
                  {' '}
                  <span className="ml-1 inline-flex items-center gap-1 text-xs font-normal text-muted">
                    <Icon name="external" className="h-3.5 w-3.5" />
                    {labels.otherSite}
                  </span>{' '}
                  <span className="sr-only">{labels.opensInNewTab}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
