import { localePath, type Locale } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages.ts';
import { LIMITS } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';

interface Props {
  locale: Locale;
  messages: Messages['layout']['footer']['newsletter'];
  honeypotLabel: string;
}

/**
 * The digest's form in the footer of every page: a plain form (no island, no JavaScript), posting to
 * /newsletter, whose page opens on what happens next or on every problem (`#form-result`). The
 * browser's own checks are off, as on every public form: that page names the problems, in its language.
 */
export default function NewsletterFooterForm({ locale, messages, honeypotLabel }: Props) {
  return (
    <form method="post" action={`${localePath(locale, '/newsletter')}?_action=newsletterSubscribe#form-result`} noValidate aria-labelledby="footer-newsletter-heading">
      <p id="footer-newsletter-heading" className="font-semibold text-white">
        {messages.heading}
      </p>
      <p className="mt-1 text-sm">{messages.intro}</p>
      <input type="hidden" name="language" value={locale} />
      <input type="hidden" name="place" value="footer" />
      <div className="hidden" aria-hidden="true">
        <label htmlFor="footer-newsletter-website">{honeypotLabel}</label>
        <input id="footer-newsletter-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <label htmlFor="footer-newsletter-email" className="mt-3 block text-sm text-white">
        {messages.email}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="footer-newsletter-email"
          name="email"
          type="email"
          required
          maxLength={LIMITS.email}
          autoComplete="email"
          className="min-h-11 w-full min-w-0 rounded-md border border-white/30 bg-white px-3 text-navy"
        />
        <Button type="submit" className="min-h-11 shrink-0">
          {messages.submit}
        </Button>
      </div>
    </form>
  );
}
