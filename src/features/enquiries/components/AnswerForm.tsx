import { actions } from 'astro:actions';
import type { Locale } from '../../../i18n/locales.ts';
import { LIMITS } from '../../../platform/limits.ts';
import Button from '../../../ui/Button.tsx';
import ButtonLink from '../../../ui/ButtonLink.tsx';
import Field from '../../../ui/forms/Field.tsx';
import Notice from '../../../ui/Notice.tsx';

/** What became of "Send reply": the reply's real state, with a link to it in the outbox once it is there. */
export interface AnswerNotice {
  message: string;
  tone: 'ok' | 'error';
  link?: { href: string; label: string } | undefined;
}

export interface AnswerFormProps {
  enquiryId: string;
  /** The enquiry's language: the reply is written in it. */
  locale: Locale;
  /** Each template as a link that opens the page with it in the reply box; `current` is the one there. */
  templates: { label: string; href: string; current: boolean }[];
  /** What the reply box holds: the chosen template, or what the owner typed before a refused send. */
  text: string;
  hint: string;
  error?: string | undefined;
  notice?: AnswerNotice | undefined;
}

/**
 * "Reply": pick a template (a link, so it works without JavaScript), edit it, "Send reply". A plain
 * form post to an owner action; the mail goes through the outbox.
 */
export default function AnswerForm({ enquiryId, locale, templates, text, hint, error, notice }: AnswerFormProps) {
  return (
    <section id="reply" aria-labelledby="reply-heading" className="mt-8 border-t border-sky pt-6">
      <h2 id="reply-heading" className="text-xl font-semibold text-navy">
        Reply
      </h2>
      <div className="mt-3 [overflow-wrap:anywhere]">
        <Notice
          message={
            notice?.link ? (
              <>
                {notice.message}{' '}
                <a href={notice.link.href} className="font-semibold text-ocean underline">
                  {notice.link.label}
                </a>
              </>
            ) : (
              notice?.message
            )
          }
          tone={notice?.tone}
        />
      </div>
      <p id="reply-templates" className="text-sm font-semibold text-navy">
        Start from a template
      </p>
      <ul aria-labelledby="reply-templates" className="mt-2 flex flex-wrap gap-2">
        {templates.map((t) => (
          <li key={t.href}>
            {/* The template in the box has the main look; a line height of 7 makes each a 44 px target. */}
            <ButtonLink href={t.href} aria-current={t.current ? 'true' : undefined} variant={t.current ? 'primary' : 'secondary'} size="sm" className="leading-7">
              {t.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
      <form method="post" action={`/admin/enquiries/${enquiryId}${actions.admin.answerEnquiry.toString()}`} className="mt-4 space-y-3">
        <input type="hidden" name="id" value={enquiryId} />
        {/* The hint names the visitor's address, which may be longer than a phone is wide. */}
        <div className="[overflow-wrap:anywhere]">
          <Field
            name="text"
            label="Your reply"
            hint={hint}
            multiline
            rows={10}
            required
            maxLength={LIMITS.answer}
            defaultValue={text}
            error={error}
            lang={locale}
            idPrefix="reply"
          />
        </div>
        <Button type="submit" size="lg" className="min-h-11 max-sm:w-full">
          Send reply
        </Button>
      </form>
    </section>
  );
}
