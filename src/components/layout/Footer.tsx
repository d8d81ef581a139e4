import SocialLinks from './SocialLinks.tsx';
import { menu, site } from '../../site.config.ts';

const linkClass = 'underline-offset-4 hover:underline';

/** Rendered on the server only: the year is the one the page was rendered in. */
export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy pb-24 text-sky md:pb-16">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-xl font-bold text-white">{site.name}</p>
          <p className="mt-1 italic">{site.tagline}</p>
          <p className="mt-3 text-sm">{site.description}</p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold text-white">Explore</p>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {menu.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={linkClass} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/contact" className={linkClass}>
                SERVICES
              </a>
            </li>
            <li>
              <a href="/ebook" className={linkClass}>
                FREE E-BOOK
              </a>
            </li>
            <li>
              <a href="/survey" className={linkClass}>
                LEAVE A REVIEW
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-white">Follow us</p>
          <SocialLinks variant="compact" />
        </div>
      </div>
      <p className="border-t border-white/10 px-4 pt-6 text-center text-xs">
        © {year} {site.name}. All stories shared with permission.
      </p>
    </footer>
  );
}
