import { legalLinks } from '../../../site.config.ts';
import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';

export default function LegalLinks({ locale, messages }: { locale: Locale; messages: Messages['layout']['legal'] }) {
  return (
    <nav aria-label={messages.label} className="fixed bottom-2 left-2 z-30 rounded-md bg-white/95 px-2 py-1 text-xs shadow ring-1 ring-sky">
      <ul className="flex gap-3">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <a href={localePath(locale, link.href)} className="inline-block py-1 text-navy underline-offset-2 hover:underline">
              {messages[link.key]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
