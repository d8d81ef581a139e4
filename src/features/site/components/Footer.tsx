import type { ReactNode } from 'react';
import SocialLinks from './SocialLinks.tsx';
import Icon from '../../../ui/Icon.tsx';
import { menu, site } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { NewsletterFooterForm } from '../../newsletter/index.ts';

const linkClass = 'underline-offset-4 hover:underline';

interface Props {
  locale: Locale;
  messages: Messages['layout'];
  /** The hidden honeypot field's label, in the digest's form. */
  honeypotLabel: string;
  /** The legal links, last in the footer. */
  children?: ReactNode;
}

/**
 * Rendered on the server only: the year is the one the page was rendered in. Its padding at the end is
 * the room the fixed chat button (and, from 768 px, the legal links) need: nothing they cover is text.
 */
export default function Footer({ locale, messages, honeypotLabel, children }: Props) {
  const year = new Date().getFullYear();
  const { footer, menu: labels } = messages;
  const extra = [
    { href: '/contact', label: footer.services },
    { href: '/survey', label: footer.review },
    { href: '/privacy/request', label: footer.yourData },
  ];
  return (
    <footer className="bg-navy pb-24 text-sky">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl font-bold text-white">{site.name}</p>
          <p className="mt-1 italic">{site.tagline}</p>
          <p className="mt-3 text-sm">{messages.description}</p>
        </div>
        <nav aria-label={footer.label}>
          <p className="font-semibold text-white">{footer.explore}</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {menu.map((item) => (
              <li key={item.href}>
                <a
                  href={item.external ? item.href : localePath(locale, item.href)}
                  className={linkClass}
                  {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {labels.items[item.key]}
                  {item.external && (
                    <>
                      {' '}
                      <Icon name="external" className="inline h-3 w-3 align-baseline" />
                      <span className="sr-only">{labels.opensInNewTab}</span>
                    </>
                  )}
                </a>
              </li>
            ))}
            {extra.map((link) => (
              <li key={link.href}>
                <a href={localePath(locale, link.href)} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">{footer.followUs}</p>
          <SocialLinks variant="compact" opensInNewTab={labels.opensInNewTab} accountLabel={footer.socialAccount} />
        </div>
        <NewsletterFooterForm locale={locale} messages={footer.newsletter} honeypotLabel={honeypotLabel} />
      </div>
      <p className="border-t border-white/10 px-4 pt-6 text-center text-xs">{footer.rights(year, site.name)}</p>
      {children}
    </footer>
  );
}
