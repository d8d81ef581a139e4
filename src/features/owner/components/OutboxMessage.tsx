import { actions } from 'astro:actions';
import type { OutboxEntry } from '../../mail/index.ts';
import Button from '../../../ui/Button.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';

interface Props {
  message: OutboxEntry;
  /** The page "Retry" posts to and comes back to, with its query ("/admin/outbox?page=2"). */
  retryTo: string;
  /** In the list, the subject links to the message's own page; on that page it is the heading. */
  linked: boolean;
  bodyDays: number;
}

/** One message of the outbox: its real state, its dates, its error and its text. */
export default function OutboxMessage({ message: m, retryTo, linked, bodyDays }: Props) {
  const [path, query] = retryTo.split('?');
  return (
    <article id={`message-${m.id}`} aria-label={`${m.subject} to ${m.recipient}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-navy [overflow-wrap:anywhere]">
          {linked ? (
            <a href={`/admin/outbox/${m.id}`} className="underline">
              {m.subject}
            </a>
          ) : (
            m.subject
          )}
        </h2>
        <StatusBadge status={m.status} label={m.statusLabel} />
      </div>
      <p className="mt-1 text-sm [overflow-wrap:anywhere]">{m.state}</p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">To</dt>
        <dd className="break-all">{m.recipient}</dd>
        {m.about && (
          <>
            <dt className="font-semibold">About</dt>
            <dd>
              <a href={m.about.href} className="text-ocean underline">
                {m.about.label}
              </a>
            </dd>
          </>
        )}
        <dt className="font-semibold">Queued</dt>
        <dd>{m.queued}</dd>
        {m.sent && (
          <>
            <dt className="font-semibold">Sent</dt>
            <dd>{m.sent}</dd>
          </>
        )}
        <dt className="font-semibold">Attempts</dt>
        <dd>{m.attempts}</dd>
        {m.lastError && (
          <>
            <dt className="font-semibold">Last error</dt>
            <dd className="[overflow-wrap:anywhere]">{m.lastError}</dd>
          </>
        )}
      </dl>
      {m.purged ? (
        <p className="mt-3 text-sm text-muted">The message text was removed on {m.purged}: the outbox keeps it {bodyDays} days after sending.</p>
      ) : (
        <details className="mt-3" open={!linked}>
          <summary className="cursor-pointer text-sm font-semibold text-ocean">Show the message</summary>
          <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-cream p-3 text-sm whitespace-pre-wrap">{m.textBody}</pre>
        </details>
      )}
      {m.retryable && (
        <form method="post" action={`${path}${actions.admin.retryEmail.toString()}${query ? `&${query}` : ''}`} className="mt-3">
          <input type="hidden" name="id" value={m.id} />
          <Button type="submit" size="sm">
            Retry
          </Button>
        </form>
      )}
    </article>
  );
}
