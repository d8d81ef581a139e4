import Card from '../../../ui/Card.tsx';
import EmptyState from '../../../ui/EmptyState.tsx';
import Notice from '../../../ui/Notice.tsx';
import Pager from '../../../ui/Pager.tsx';
import type { OutboxEntry } from '../../mail/index.ts';
import OutboxMessage from './OutboxMessage.tsx';

interface Props {
  rows: OutboxEntry[];
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
        <EmptyState>No e-mails yet.</EmptyState>
      ) : (
        <ul className="space-y-4">
          {rows.map((m) => (
            <Card as="li" key={m.id} className="p-5">
              <OutboxMessage message={m} retryTo={`/admin/outbox${listQuery ? `?${listQuery}` : ''}`} linked bodyDays={bodyDays} />
            </Card>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} url={`/admin/outbox${listQuery ? `?${listQuery}` : ''}`} className="mt-6 text-sm" />
    </>
  );
}
