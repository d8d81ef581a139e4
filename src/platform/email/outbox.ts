import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { fromDrizzle, type SendOptions } from 'pg-boss';
import { PAGE_SIZE, paged } from '../db/paging.ts';
import { config } from '../config.ts';
import { getDb, type Transaction } from '../db/client.ts';
import { emailOutbox, emailSuppressions } from '../db/schema.ts';
import { runningBoss } from '../jobs/running.ts';
import { log } from '../log.ts';
import { retentionSettings } from '../retention.server.ts';
import { mailboxHash, recipientKey } from './address.ts';
import type { EmailKind, EmailMessage } from './messages.ts';

export const EMAIL_QUEUE = 'email';
export const EMAIL_DEAD_QUEUE = 'email-dead';
/** The weekly digest's mails: their own queue, whose worker sends at NEWSLETTER_RATE_PER_SECOND (ADR 052). */
export const NEWSLETTER_EMAIL_QUEUE = 'newsletter-email';

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

/** True when the mailbox was erased at its owner's request: nothing is mailed to it again (ADR 050). */
export async function isSuppressed(db: Pick<Transaction, 'select'>, recipient: string): Promise<boolean> {
  const rows = await db.select({ key: emailSuppressions.keyHash }).from(emailSuppressions).where(eq(emailSuppressions.keyHash, mailboxHash(recipient))).limit(1);
  return rows.length > 0;
}

/** Where and when a message's delivery job runs: a queue of its own (the digest's), not before `startAfter`. */
export interface QueueOptions {
  queue?: string;
  startAfter?: Date;
}

/**
 * Writes the message to the outbox and queues its delivery, both inside the caller's transaction.
 * Where no job queue runs in this process (a CLI script), the row stays queued without a job and the
 * site queues it when it next starts (requeueStrandedEmails). A mailbox on the suppression list (erased
 * at its owner's request) gets nothing, and no row names it. Answers the outbox row's id, or null when
 * nothing was written.
 */
export async function queueEmail(tx: Transaction, message: EmailMessage, options: QueueOptions = {}): Promise<string | null> {
  if (await isSuppressed(tx, message.recipient)) {
    log.info({ event: 'email_suppressed', kind: message.kind }, 'e-mail not written: the address was erased at its owner\'s request');
    return null;
  }
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      recipient: message.recipient,
      recipientKey: recipientKey(message.recipient),
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      locale: message.locale,
      privateLink: message.privateLink?.kind,
      privateLinkFor: message.privateLink?.for,
      aboutId: message.about ?? message.privateLink?.for,
      messageId: `<${randomUUID()}@${new URL(config().SITE_URL).hostname}>`,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('the outbox row was not written');
  const boss = runningBoss();
  if (!boss) return row.id;
  const jobId = await boss.send(options.queue ?? EMAIL_QUEUE, { outboxId: row.id }, { ...emailJobOptions(), ...(options.startAfter ? { startAfter: options.startAfter } : {}), db: fromDrizzle(tx, sql) });
  await tx.update(emailOutbox).set({ jobId }).where(eq(emailOutbox.id, row.id));
  return row.id;
}

/** At most this many e-mails of one cap to one mailbox in 24 hours (ADR 015, ADR 039). */
export const RECIPIENT_DAILY_LIMIT = 3;
// Names the per-address lock among the advisory locks (two-key form, apart from the one-key locks of migrations and sync).
const RECIPIENT_LOCK_SPACE = 15;

/** What the forms send to an address a visitor typed: they share one cap. */
const FORM_MAIL_KINDS: readonly EmailKind[] = ['ebook-delivery', 'enquiry-reply', 'story-receipt'];

/**
 * The kinds counted together with this one. Mails a person asks for about their own data (the
 * teller's review and removal links) each have a cap of their own: nobody else's use of the address,
 * on any form, can spend it, and each such mail goes only to the address we stored, with a link that
 * works for days, so the person already holds a working link when their cap is reached. The owner's
 * answers to enquiries have theirs too: a visitor's own posts on the forms cannot hold them back.
 */
const capKinds = (kind: EmailKind): readonly EmailKind[] => (FORM_MAIL_KINDS.includes(kind) ? FORM_MAIL_KINDS : [kind]);

/**
 * Queues a message to an address a visitor typed, unless that mailbox (its recipient key) has already
 * been sent RECIPIENT_DAILY_LIMIT messages of the same cap in the last 24 hours (the owner's
 * notifications are never counted). A lock per mailbox, held to the end of the transaction, makes
 * simultaneous posts count one after another, on any number of instances. Answers whether the message
 * was queued.
 */
export async function queueVisitorEmail(tx: Transaction, message: EmailMessage): Promise<boolean> {
  return (await queueCappedEmail(tx, message)) !== undefined;
}

/** queueVisitorEmail answering the outbox row's id, or undefined when the mailbox had its e-mails of this cap. */
export async function queueCappedEmail(tx: Transaction, message: EmailMessage): Promise<string | undefined> {
  const key = recipientKey(message.recipient);
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}, hashtext(${key}))`);
  const [sent] = await tx
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipientKey, key),
        inArray(emailOutbox.kind, [...capKinds(message.kind)]),
        sql`${emailOutbox.createdAt} > now() - interval '24 hours'`,
      ),
    );
  if ((sent?.n ?? 0) >= RECIPIENT_DAILY_LIMIT) {
    log.info({ event: 'email_capped', kind: message.kind }, 'e-mail not sent: this address had its e-mails of this kind for today');
    return undefined;
  }
  return (await queueEmail(tx, message)) ?? undefined;
}

/** The queue a message's delivery job goes on: a digest's copy goes on the digest's, at its rate (ADR 052). */
export const queueOf = (kind: string) => (kind === 'newsletter-digest' ? NEWSLETTER_EMAIL_QUEUE : EMAIL_QUEUE);

/**
 * Queued messages that never got a job (written while no queue ran): give each one now. A digest's
 * copies without a job are the newsletter's to release (they may be held while sending is paused).
 */
export async function requeueStrandedEmails(): Promise<number> {
  const stranded = await getDb()
    .select({ id: emailOutbox.id, kind: emailOutbox.kind })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), isNull(emailOutbox.jobId), ne(emailOutbox.kind, 'newsletter-digest')));
  for (const { id, kind } of stranded) await requeue(id, kind);
  return stranded.length;
}

async function requeue(id: string, kind: string): Promise<void> {
  const boss = runningBoss();
  if (!boss) throw new Error('the job queue is not running');
  const jobId = await boss.send(queueOf(kind), { outboxId: id }, emailJobOptions());
  await getDb().update(emailOutbox).set({ status: 'queued', jobId }).where(eq(emailOutbox.id, id));
}

/** The owner's "Retry" on a dead or unsent message whose body is still kept, on the queue of its kind. */
export async function retryEmail(id: string): Promise<boolean> {
  const [row] = await getDb().select({ status: emailOutbox.status, purgedAt: emailOutbox.purgedAt, kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row || row.purgedAt || (row.status !== 'dead' && row.status !== 'not-sent')) return false;
  await requeue(id, row.kind);
  return true;
}

/** True when this mailbox was sent this kind of message within the last `minutes` (so a form cannot flood an inbox). */
export async function recentlyQueued(tx: Transaction, recipient: string, kind: EmailKind, minutes: number): Promise<boolean> {
  const rows = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.recipientKey, recipientKey(recipient)),
        eq(emailOutbox.kind, kind),
        sql`${emailOutbox.createdAt} > now() - make_interval(mins => ${minutes})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Empties the bodies of messages sent (or given up on) more than EMAIL_BODY_DAYS ago (read through
 * retentionSettings, as the privacy pages print it); the owner still sees that each was sent, to whom
 * and when. Answers how many were emptied.
 */
export async function purgeOldEmailBodies(now = new Date()): Promise<number> {
  const purged = await getDb()
    .update(emailOutbox)
    .set({ textBody: '', htmlBody: '', purgedAt: now })
    .where(
      and(
        isNull(emailOutbox.purgedAt),
        ne(emailOutbox.status, 'queued'),
        sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt}) < ${now}::timestamptz - make_interval(days => ${retentionSettings().emailBodyDays})`,
      ),
    )
    .returning({ id: emailOutbox.id });
  return purged.length;
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
