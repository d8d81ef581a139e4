import SocialLinks from './SocialLinks.tsx';
import type { Messages } from '../../../i18n/messages.ts';

interface Props {
  messages: Messages['home']['social'];
  layout: Messages['layout'];
}

export default function SocialSection({ messages, layout }: Props) {
  return (
    <section aria-labelledby="social-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="social-heading" className="font-serif text-3xl font-bold text-navy">
        {messages.heading}
      </h2>
      <p className="mt-2 text-muted">{messages.intro}</p>
      <div className="mt-8">
        <SocialLinks variant="cards" opensInNewTab={layout.menu.opensInNewTab} accountLabel={layout.footer.socialAccount} />
      </div>
    </section>
  );
}
