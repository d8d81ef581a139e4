import { and, desc, eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { enquiriesTable, emailOutbox } from '../../platform/db/schema.ts';
import { queueCappedEmail, RECIPIENT_DAILY_LIMIT } from '../../platform/email/outbox.ts';
import type { AnswerEnquiryInput } from './answer-schema.ts';
import { ANSWER_MESSAGES } from './answer-schema.ts';
import { enquiryAnswerMessage } from './mail.server.ts';

export const ANSWER_FAILURES = {
  missing: ANSWER_MESSAGES.missing,
  capped: `This address has had ${RECIPIENT_DAILY_LIMIT} replies from us in the last 24 hours. Please send this one tomorrow, or call.`,
} as const;

/**
 * "Send reply": the owner's text goes to the outbox as an e-mail to the visitor, with the per-mailbox
 * cap of replies (ADR 049). The enquiry keeps its status: the delivery job marks it replied once the
 * mail server has taken the message (markEnquiryReplied), so a refused or failing send never reads as
 * answered. Answers the outbox row's id.
 */
export async function answerEnquiry({ id, text }: AnswerEnquiryInput): Promise<{ ok: true; outboxId: string } | { ok: false; status: 404 | 409; message: string }> {
  return getDb().transaction(async (tx) => {
    const [enquiry] = await tx
      .select({ id: enquiriesTable.id, email: enquiriesTable.email, service: enquiriesTable.service, locale: enquiriesTable.locale })
      .from(enquiriesTable)
      .where(eq(enquiriesTable.id, id));
    if (!enquiry) return { ok: false, status: 404, message: ANSWER_FAILURES.missing } as const;
    const outboxId = await queueCappedEmail(tx, enquiryAnswerMessage(enquiry, text));
    if (!outboxId) return { ok: false, status: 409, message: ANSWER_FAILURES.capped } as const;
    return { ok: true, outboxId } as const;
  });
}

/** Called by the delivery job in the transaction that records a reply as sent. */
export async function markEnquiryReplied(tx: Transaction, enquiryId: string): Promise<void> {
  await tx.update(enquiriesTable).set({ status: 'replied' }).where(eq(enquiriesTable.id, enquiryId));
}

/** The owner's replies to an enquiry, newest first: their rows in the outbox, whose state describeMail tells. */
export function answersOf(enquiryId: string) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.aboutId, enquiryId), eq(emailOutbox.kind, 'enquiry-answer')))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}

/**
 * Waits (up to `ms`) for the first attempt to send a reply, so the page the owner comes back to can
 * usually say whether it went: sent, refused, or failed and to be tried again. Still queued after
 * that (a busy queue, a slow mail server), the page says so instead.
 */
export async function firstAttempt(outboxId: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const [row] = await getDb().select({ status: emailOutbox.status, attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!row || row.status !== 'queued' || row.attempts > 0) return;
    await sleep(200);
  }
}
