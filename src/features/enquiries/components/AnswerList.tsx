import Card from '../../../ui/Card.tsx';
import { MailStatus, type MailView } from '../../mail/index.ts';

export interface AnswerItem {
  /** The reply as the outbox holds it: its real state (queued, sent, failed and why, next try) and its page there. */
  mail: MailView;
  queued: string;
  /** The message as sent, signature included; empty once the outbox removed it. */
  text: string;
  /** When the outbox removed the text (EMAIL_BODY_DAYS after sending). */
  purged?: string | undefined;
}

/** The replies written on this page, newest first, each with its real state in the outbox and a link to it there. */
export default function AnswerList({ answers, locale }: { answers: AnswerItem[]; locale: string }) {
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="answers-heading" className="mt-8 border-t border-sky pt-6">
      <h2 id="answers-heading" className="text-xl font-semibold text-navy">
        Your replies
      </h2>
      <ol className="mt-3 space-y-3">
        {answers.map((a) => (
          <li key={a.mail.id}>
            <Card as="article" aria-label={`Reply of ${a.queued}`} className="p-4">
              <h3 className="font-semibold text-navy">{a.mail.subject}</h3>
              <div className="mt-1">
                <MailStatus mail={a.mail} />
              </div>
              {a.purged ? (
                <p className="mt-2 text-sm text-muted">The text was removed from the outbox on {a.purged}.</p>
              ) : (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-ocean">Show the reply</summary>
                  <p lang={locale} className="mt-2 text-sm whitespace-pre-line">
                    {a.text}
                  </p>
                </details>
              )}
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
