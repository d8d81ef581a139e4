import { legalLinks } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

/**
 * Terms, privacy and cookies. The layout puts them at the end of the footer: on a phone they stay there,
 * in the page's flow, where fixed they would cover its last lines; from 768 px they are fixed at the
 * bottom left, as the specification has them, beside a page that keeps the space they need free at its
 * end (ADR 047).
 */
export default function LegalLinks({ locale, messages }: { locale: Locale; messages: Messages['layout']['legal'] }) {
  return (
    <nav
      aria-label={messages.label}
      className="mt-6 px-4 text-sm md:fixed md:bottom-2 md:left-2 md:z-30 md:mt-0 md:rounded-md md:bg-white/95 md:px-2 md:py-1 md:text-xs md:shadow md:ring-1 md:ring-sky"
    >
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 md:justify-start md:gap-3">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <a
              href={localePath(locale, link.href)}
              className="inline-block py-1 text-sky underline underline-offset-2 md:text-navy md:no-underline md:hover:underline"
            >
              {messages[link.key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
