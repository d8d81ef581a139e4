import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/uuid.ts';
import { emailOutbox } from '../../platform/db/schema.ts';
import { EMAIL_QUEUE } from '../../platform/email/outbox.ts';
import { runningBoss } from '../../platform/jobs/running.ts';
import { formatResponseDate } from '../owner/index.server.ts';
import { NO_SMTP } from './deliver.server.ts';
import { aboutHref, mailKindName, type MailView, type OutboxEntry } from './mail-view.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * When the queue will try a message again: its job's start time, 'now' while it is being sent, or
 * 'never' once its last try failed (the dead-letter job is about to mark it dead).
 */
type NextTry = Date | 'now' | 'never' | undefined;

/**
 * The next attempt of each message that failed and waits to be retried, read from its job in the queue
 * (pg-boss keeps the time it will start). Undefined where this process runs no queue.
 */
export async function nextTries(rows: Pick<OutboxRow, 'id' | 'status' | 'attempts' | 'jobId'>[]): Promise<Map<string, NextTry>> {
  const boss = runningBoss();
  const waiting = rows.filter((r) => r.status === 'queued' && r.attempts > 0 && r.jobId);
  const tries = new Map<string, NextTry>();
  if (!boss || waiting.length === 0) return tries;
  await Promise.all(
    waiting.map(async (row) => {
      const [job] = await boss.findJobs(EMAIL_QUEUE, { id: row.jobId! });
      if (job?.state === 'active') tries.set(row.id, 'now');
      else if (job?.state === 'created' || job?.state === 'retry') tries.set(row.id, job.startAfter);
      else if (job?.state === 'failed') tries.set(row.id, 'never');
    }),
  );
  return tries;
}

const attemptsText = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;
const reason = (row: Pick<OutboxRow, 'lastError'>) => (row.lastError ? row.lastError.replace(/\.$/, '') : 'no reason given');

/** The real state of one message, in the owner's words: never "sent" before the mail server took it. */
export function describeMail(row: OutboxRow, nextTry?: NextTry): MailView {
  const base = { id: row.id, href: `/admin/outbox/${row.id}`, what: mailKindName(row.kind), subject: row.subject, recipient: row.recipient };
  switch (row.status) {
    case 'sent':
      return { ...base, status: 'sent', statusLabel: 'sent', state: `Sent on ${formatResponseDate(row.sentAt)}.`, pending: false, failed: false };
    case 'not-sent':
      return {
        ...base,
        status: 'not-sent',
        statusLabel: 'not sent',
        state: row.lastError === NO_SMTP ? 'Not sent: no mail server is configured (SMTP_URL).' : `Not sent: ${reason(row)}.`,
        pending: false,
        failed: true,
      };
    case 'dead':
      return {
        ...base,
        status: 'dead',
        statusLabel: 'dead',
        state: `Failed: ${reason(row)}. Given up after ${attemptsText(row.attempts)}; it can be retried from the outbox.`,
        pending: false,
        failed: true,
      };
    case 'cancelled':
      return { ...base, status: 'cancelled', statusLabel: 'cancelled', state: `Cancelled: ${reason(row)}.`, pending: false, failed: true };
    default: {
      if (row.attempts === 0) {
        return { ...base, status: 'queued', statusLabel: 'queued', state: `Queued on ${formatResponseDate(row.createdAt)}, not sent yet.`, pending: true, failed: false };
      }
      const next =
        nextTry === 'now'
          ? 'It is being tried again now.'
          : nextTry === 'never'
            ? 'That was its last try: it is being given up on.'
            : nextTry
              ? `Next try around ${formatResponseDate(nextTry)}.`
              : 'It will be tried again.';
      return {
        ...base,
        status: 'retrying',
        statusLabel: 'retrying',
        state: `Failed ${attemptsText(row.attempts)} so far: ${reason(row)}. ${next}`,
        pending: true,
        failed: false,
      };
    }
  }
}

/** Messages with their real state, the next tries read once for all of them. */
export async function describeMails(rows: OutboxRow[]): Promise<MailView[]> {
  const tries = await nextTries(rows);
  return rows.map((row) => describeMail(row, tries.get(row.id)));
}

/** The messages about each of these enquiries, signups or stories, newest first (of the given kinds, if named). */
export async function mailsAbout(ids: string[], kinds?: string[]): Promise<Map<string, MailView[]>> {
  const byId = new Map<string, MailView[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const where: SQL | undefined = and(inArray(emailOutbox.aboutId, ids), kinds ? inArray(emailOutbox.kind, kinds) : undefined);
  const rows = await getDb().select().from(emailOutbox).where(where).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
  const views = await describeMails(rows);
  rows.forEach((row, i) => byId.get(row.aboutId!)?.push(views[i]!));
  return byId;
}

/** One message of the outbox as its own page shows it; undefined when there is none with this id. */
export async function outboxMessage(id: string): Promise<OutboxEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row && (await outboxEntries([row]))[0];
}

const ABOUT_LABELS: Record<string, string> = { enquiries: 'The enquiry', stories: 'The story', signups: 'E-book signups' };

export async function outboxEntries(rows: OutboxRow[]): Promise<OutboxEntry[]> {
  const views = await describeMails(rows);
  return rows.map((m, i) => {
    const view = views[i]!;
    const href = aboutHref(m.kind, m.aboutId);
    return {
      id: m.id,
      subject: m.subject,
      recipient: m.recipient,
      status: view.status,
      statusLabel: view.statusLabel,
      state: view.state,
      queued: formatResponseDate(m.createdAt),
      sent: m.sentAt ? formatResponseDate(m.sentAt) : undefined,
      attempts: m.attempts,
      lastError: m.lastError,
      textBody: m.textBody,
      purged: m.purgedAt ? formatResponseDate(m.purgedAt) : undefined,
      about: href ? { href, label: ABOUT_LABELS[href.split('/')[2]!] ?? href } : undefined,
      retryable: !m.purgedAt && (m.status === 'dead' || m.status === 'not-sent'),
    };
  });
}
