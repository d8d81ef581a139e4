import { actions } from 'astro:actions';
import Notice from '../../../ui/Notice.tsx';
import Pagination from '../../../ui/Pagination.tsx';
import StatusBadge from '../../../ui/StatusBadge.tsx';

interface Message {
  id: string;
  subject: string;
  recipient: string;
  status: string;
  /** The status as the badge shows it ("not sent"). */
  statusLabel: string;
  queued: string;
  sent?: string | undefined;
  attempts: number;
  lastError: string | null;
  /** With a placeholder where a private link went: the link itself exists only in the recipient's mailbox. */
  textBody: string;
  /** When the text was removed, EMAIL_BODY_DAYS after sending. */
  purged?: string | undefined;
}

interface Props {
  rows: Message[];
  total: number;
  page: number;
  pages: number;
  /** The list's page ("page=2"), kept when the owner retries a message. */
  listQuery: string;
  notice?: { message: string; tone: 'ok' | 'error' } | undefined;
  /** How many days a message's text is kept after sending (EMAIL_BODY_DAYS). */
  bodyDays: number;
}

export default function Outbox({ rows, total, page, pages, listQuery, notice, bodyDays }: Props) {
  return (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy">Outbox</h1>
      <p className="mt-1 text-muted">
        Every e-mail the site sent or tried, newest first. {total} {total === 1 ? 'message' : 'messages'}. Private links (e-book downloads, a
        teller&rsquo;s approval and removal links) are made as a message is sent and reach only its recipient; each message&rsquo;s text is
        removed {bodyDays} days after sending.
      </p>
      <div className="mt-6">
        <Notice message={notice?.message} tone={notice?.tone} />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-sky">No e-mails yet.</p>
      ) : (
        <ul className="space-y-4">
          {rows.map((m) => (
            <li key={m.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sky">
              <article aria-label={`${m.subject} to ${m.recipient}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold text-navy [overflow-wrap:anywhere]">{m.subject}</h2>
                  <StatusBadge status={m.statusLabel} />
                </div>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">To</dt>
                  <dd className="break-all">{m.recipient}</dd>
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
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm font-semibold text-ocean">Show the message</summary>
                    <pre className="mt-2 max-h-96 overflow-auto rounded-lg bg-cream p-3 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{m.textBody}</pre>
                  </details>
                )}
                {!m.purged && (m.status === 'dead' || m.status === 'not-sent') && (
                  <form method="post" action={`/admin/outbox${actions.admin.retryEmail.toString()}${listQuery ? `&${listQuery}` : ''}`} className="mt-3">
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" className="rounded-full bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark">
                      Retry
                    </button>
                  </form>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} url={`/admin/outbox${listQuery ? `?${listQuery}` : ''}`} />
    </>
  );
}
