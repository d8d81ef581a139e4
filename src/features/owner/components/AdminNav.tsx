import { site } from '../../../site.config.ts';

const LINKS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/responses', label: 'Responses' },
  { href: '/admin/reviews', label: 'Held reviews' },
  { href: '/admin/enquiries', label: 'Enquiries' },
  { href: '/admin/signups', label: 'Signups' },
  { href: '/admin/stories', label: 'Stories' },
  { href: '/admin/questions', label: 'Questions' },
  { href: '/admin/synonyms', label: 'Synonyms' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/privacy', label: 'Privacy' },
];

interface Props {
  current: string;
}

export default function AdminNav({ current }: Props) {
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
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 hover:bg-white/10 aria-[current=page]:bg-white aria-[current=page]:text-navy"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form method="post" action="/admin/logout">
          <button type="submit" className="rounded-md bg-coral px-3 py-2 text-sm font-semibold text-white hover:bg-coral/90">
            Sign out
          </button>
        </form>
      </div>
    </header>
  );
}
