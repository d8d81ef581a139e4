import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { fromDrizzle, type SendOptions } from 'pg-boss';
import { PAGE_SIZE, paged } from '../admin/paging.ts';
import { config } from '../config.ts';
import { getDb, type Transaction } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { runningBoss } from '../jobs/running.ts';
import { log } from '../log.ts';
import type { EmailMessage } from './messages.ts';

export const EMAIL_QUEUE = 'email';
export const EMAIL_DEAD_QUEUE = 'email-dead';

/** Backoff from EMAIL_RETRY_DELAY_SECONDS doubling to an hour; with the default 40 retries that is over 24 h. */
export function emailJobOptions(): SendOptions {
  const { EMAIL_RETRY_DELAY_SECONDS, EMAIL_RETRY_LIMIT } = config();
  return {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelay: EMAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: Math.max(3600, EMAIL_RETRY_DELAY_SECONDS),
    expireInSeconds: 120,
    deadLetter: EMAIL_DEAD_QUEUE,
  };
}

/**
 * Writes the message to the outbox and queues its delivery, both inside the caller's transaction.
 * Where no job queue runs in this process (a CLI script), the row stays queued without a job and the
 * site queues it when it next starts (requeueStrandedEmails).
 */
export async function queueEmail(tx: Transaction, message: EmailMessage): Promise<void> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      messageId: `<${randomUUID()}@${new URL(config().SITE_URL).hostname}>`,
    })
    .returning({ id: emailOutbox.id });
  const boss = runningBoss();
  if (!boss || !row) return;
  const jobId = await boss.send(EMAIL_QUEUE, { outboxId: row.id }, { ...emailJobOptions(), db: fromDrizzle(tx, sql) });
  await tx.update(emailOutbox).set({ jobId }).where(eq(emailOutbox.id, row.id));
}

/** At most this many e-mails to one address in 24 hours, whichever forms asked for them (ADR 015). */
export const RECIPIENT_DAILY_LIMIT = 3;
// Names the per-address lock among the advisory locks (two-key form, apart from the one-key locks of migrations and sync).
const RECIPIENT_LOCK_SPACE = 15;

/**
 * Queues a message to an address a visitor typed, unless that address has already been sent
 * RECIPIENT_DAILY_LIMIT messages in the last 24 hours (the owner's own notifications are not counted).
 * A lock per address, held to the end of the transaction, makes simultaneous posts count one after
 * another, on any number of instances. Answers whether the message was queued.
 */
export async function queueVisitorEmail(tx: Transaction, message: EmailMessage): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}, hashtext(lower(${message.recipient})))`);
  const [sent] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.recipient}) = lower(${message.recipient})`,
        ne(emailOutbox.kind, 'enquiry-owner'),
        sql`${emailOutbox.createdAt} > now() - interval '24 hours'`,
      ),
    );
  if ((sent?.n ?? 0) >= RECIPIENT_DAILY_LIMIT) {
    log.info({ event: 'email_capped', kind: message.kind }, 'e-mail not sent: this address had its e-mails for today');
    return false;
  }
  await queueEmail(tx, message);
  return true;
}

/** Queued messages that never got a job (written while no queue ran): give each one now. */
export async function requeueStrandedEmails(): Promise<number> {
  const stranded = await getDb()
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), isNull(emailOutbox.jobId)));
  for (const { id } of stranded) await requeue(id);
  return stranded.length;
}

async function requeue(id: string): Promise<void> {
  const boss = runningBoss();
  if (!boss) throw new Error('the job queue is not running');
  const jobId = await boss.send(EMAIL_QUEUE, { outboxId: id }, emailJobOptions());
  await getDb().update(emailOutbox).set({ status: 'queued', jobId }).where(eq(emailOutbox.id, id));
}

/** The owner's "Retry" on a dead or unsent message. */
export async function retryEmail(id: string): Promise<boolean> {
  const [row] = await getDb().select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row || row.status === 'sent' || row.status === 'queued') return false;
  await requeue(id);
  return true;
}

/** True when this address was sent this kind of message within the last `minutes` (so a form cannot flood an inbox). */
export async function recentlyQueued(tx: Transaction, recipient: string, kind: EmailMessage['kind'], minutes: number): Promise<boolean> {
  const rows = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.recipient}) = lower(${recipient})`,
        eq(emailOutbox.kind, kind),
        sql`${emailOutbox.createdAt} > now() - make_interval(mins => ${minutes})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The owner's list of every e-mail, newest first. */
export function listOutbox({ page = 1 }: { page?: number }) {
  const db = getDb();
  return paged(
    db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox),
    page,
  );
}
