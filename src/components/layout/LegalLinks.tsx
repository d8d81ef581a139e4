import { legalLinks } from '../../site.config.ts';

export default function LegalLinks() {
  return (
    <nav aria-label="Legal" className="fixed bottom-2 left-2 z-30 rounded-md bg-white/95 px-2 py-1 text-xs shadow ring-1 ring-sky">
      <ul className="flex gap-3">
        {legalLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-block py-1 text-navy underline-offset-2 hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
