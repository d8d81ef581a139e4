import StatusBadge from '../../../ui/StatusBadge.tsx';

export interface AnswerItem {
  id: string;
  subject: string;
  /** The tone of the badge (an outbox status) and its words. */
  badge: { status: string; label: string };
  /** Sent when, or why not. */
  line: string;
  queued: string;
  /** The message as sent, signature included; empty once the outbox removed it. */
  text: string;
  /** When the outbox removed the text (EMAIL_BODY_DAYS after sending). */
  purged?: string | undefined;
}

/** The replies sent from this page, newest first, each with where it stands. */
export default function AnswerList({ answers, locale }: { answers: AnswerItem[]; locale: string }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="answers-heading" className="mt-8 border-t border-sky pt-6">
      <h2 id="answers-heading" className="text-xl font-semibold text-navy">
        Replies sent from here
      </h2>
      <ol className="mt-3 space-y-3">
        {answers.map((a) => (
          <li key={a.id}>
            <article aria-label={`Reply of ${a.queued}`} className="rounded-xl bg-cream p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-navy [overflow-wrap:anywhere]">{a.subject}</h3>
                <StatusBadge status={a.badge.status} label={a.badge.label} />
              </div>
              <p className="mt-1 text-sm [overflow-wrap:anywhere]">{a.line}</p>
              {a.purged ? (
                <p className="mt-2 text-sm text-muted">The text was removed from the outbox on {a.purged}.</p>
              ) : (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-ocean">Show the reply</summary>
                  <p lang={locale} className="mt-2 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
                    {a.text}
                  </p>
                </details>
              )}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
