import { site } from '../../../site.config.ts';
import Button from '../../../ui/Button.tsx';
import type { WaitingBadges } from '../today.ts';

const LINKS: { href: string; label: string; waiting?: keyof WaitingBadges }[] = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/responses', label: 'Responses' },
  { href: '/admin/reviews', label: 'Held reviews', waiting: 'reviews' },
  { href: '/admin/enquiries', label: 'Enquiries', waiting: 'enquiries' },
  { href: '/admin/signups', label: 'Signups' },
  { href: '/admin/stories', label: 'Stories', waiting: 'stories' },
  { href: '/admin/articles', label: 'Articles' },
  { href: '/admin/media', label: 'Media' },
  { href: '/admin/questions', label: 'Questions' },
  { href: '/admin/synonyms', label: 'Synonyms' },
  { href: '/admin/outbox', label: 'Outbox', waiting: 'mail' },
  { href: '/admin/newsletter', label: 'Newsletter' },
  { href: '/admin/privacy', label: 'Privacy' },
  { href: '/admin/backup-codes', label: 'Backup codes' },
];

interface Props {
  current: string;
  /** How many things wait on each page; a link with any carries a badge ("Enquiries, 3 waiting"). */
  badges?: WaitingBadges | undefined;
}

export default function AdminNav({ current, badges }: Props) {
  const waiting = (link: (typeof LINKS)[number]) => (link.waiting && badges ? badges[link.waiting] : 0);
  const isCurrent = (href: string) => (href === '/admin' ? current.replace(/\/$/, '') === '/admin' : current.startsWith(href));
  return (
    <header className="bg-navy text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-serif text-lg font-bold">
          {site.name} <span className="text-sm font-normal text-sky">owner area</span>
        </p>
        <nav aria-label="Owner area">
          <ul className="flex flex-wrap gap-1 text-sm font-semibold">
            {LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-label={waiting(link) > 0 ? `${link.label}, ${waiting(link)} waiting` : undefined}
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-navy"
                >
                  {link.label}
                  {waiting(link) > 0 && (
                    <span className="ml-1.5 inline-block min-w-6 rounded-full bg-sun px-1.5 text-center text-xs leading-5 font-bold text-ink">{waiting(link)}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="post" action="/admin/logout">
          <Button type="submit" variant="secondary" size="sm">
            Sign out
          </Button>
        </form>
      </div>
    </header>
  );
}
