import SocialLinks from '../layout/SocialLinks.tsx';
import type { Messages } from '../../i18n/messages.ts';

export default function SocialSection({ layout }: { layout: Messages['layout'] }) {
  return (
    <section aria-labelledby="social-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="social-heading" className="font-serif text-3xl font-bold text-navy">
        Find us on your favourite platform
      </h2>
      <p className="mt-2 text-muted">New episodes, short clips and community stories every week.</p>
      <div className="mt-8">
        <SocialLinks variant="cards" opensInNewTab={layout.menu.opensInNewTab} accountLabel={layout.footer.socialAccount} />
      </div>
    </section>
  );
}
