import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { withoutEmailAddresses } from '../../platform/email/address.ts';
import { isSuppressed } from '../../platform/email/outbox.ts';
import { isPlainAddress } from '../../ui/forms/fields.ts';
import { site } from '../../site.config.ts';
import { config } from '../../platform/config.ts';
import { getDb } from '../../platform/db/client.ts';
import { emailOutbox } from '../../platform/db/schema.ts';
import { log } from '../../platform/log.ts';
import { escapeHtml, PRIVATE_LINK_PLACEHOLDER } from '../../platform/email/messages.ts';
import { makePrivateContent, NO_LINK_REASONS, type Attachment } from './private-links.server.ts';
import { markEnquiryReplied } from '../enquiries/index.server.ts';
import { digestSendingPaused, markBounced } from '../newsletter/index.server.ts';

export const NO_SMTP = 'not sent (no SMTP configured)';
export const SUPPRESSED = 'not sent (the address was erased at its owner\'s request)';
export const NOT_ONE_ADDRESS = 'not sent (the recipient is not one plain address)';

const transporters = new Map<string, Transporter>();

/** One transport per SMTP URL; the digest's is pooled (a few connections kept open for its many mails). */
function transport(smtpUrl: string, pooled = false): Transporter {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries({ connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '20000', ...(pooled ? { pool: 'true', maxConnections: '3' } : {}) })) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  let made = transporters.get(url.href);
  if (!made) {
    if (transporters.size > 4) transporters.clear();
    made = nodemailer.createTransport(url.href);
    transporters.set(url.href, made);
  }
  return made;
}

/** The digest's kinds: a permanent refusal (5xx) of one ends that reader's subscription at once (ADR 052). */
const NEWSLETTER_KINDS = new Set(['newsletter-confirm', 'newsletter-digest']);

/** The mailto: of a digest's List-Unsubscribe header. */
function unsubscribeMailto(): string {
  const { NEWSLETTER_UNSUBSCRIBE_MAILTO, OWNER_EMAIL } = config();
  const address = NEWSLETTER_UNSUBSCRIBE_MAILTO ?? OWNER_EMAIL ?? /<([^>]+)>/.exec(sender())?.[1] ?? sender();
  return `mailto:${address}?subject=unsubscribe`;
}

function sender(): string {
  const { MAIL_FROM, SITE_URL } = config();
  return MAIL_FROM ?? `"${site.name}" <no-reply@${new URL(SITE_URL).hostname}>`;
}

/**
 * Sends one outbox message. Already sent (or cancelled): nothing to do (a retried job never sends
 * twice). A message with a private link gets a fresh one now, only in what is handed to the mail
 * server; the outbox keeps the placeholder. A failure is recorded, without any address in it, and
 * rethrown, so the job queue retries it later with the same Message-ID (and a new link).
 */
export async function deliverEmail(outboxId: string): Promise<void> {
  const db = getDb();
  const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!message || message.status === 'sent' || message.status === 'cancelled') return;
  if (!isPlainAddress(message.recipient)) {
    // Written before the forms refused such addresses: a mail library would read it as several recipients.
    await db.update(emailOutbox).set({ status: 'dead', lastError: NOT_ONE_ADDRESS }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  if (await isSuppressed(db, message.recipient)) {
    // Erased at its owner's request after this was queued: never sent (ADR 050).
    await db.update(emailOutbox).set({ status: 'cancelled', lastError: SUPPRESSED }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  if (message.kind === 'newsletter-digest' && (await digestSendingPaused())) {
    // The owner paused the digest: this copy waits without a job, released when they resume (ADR 052).
    await db.update(emailOutbox).set({ jobId: null }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  const { SMTP_URL, OWNER_EMAIL } = config();
  if (!SMTP_URL) {
    await db.update(emailOutbox).set({ status: 'not-sent', lastError: NO_SMTP }).where(eq(emailOutbox.id, outboxId));
    return;
  }
  let { textBody: text, htmlBody: html } = message;
  let attachments: Attachment[] = [];
  let headers: Record<string, string> | undefined;
  if (message.privateLink && message.privateLinkFor) {
    const made = await makePrivateContent(message.privateLink, message.privateLinkFor, message.locale, message.recipient, new Date(), message.aboutId ?? undefined);
    if (!made) {
      await db.update(emailOutbox).set({ status: 'cancelled', lastError: NO_LINK_REASONS[message.privateLink] }).where(eq(emailOutbox.id, outboxId));
      log.info({ event: 'email_cancelled', kind: message.kind }, 'e-mail not sent: what its private link would open has moved on');
      return;
    }
    if (made.url !== undefined) {
      text = text.replaceAll(PRIVATE_LINK_PLACEHOLDER, made.url);
      html = html.replaceAll(PRIVATE_LINK_PLACEHOLDER, escapeHtml(made.url));
      // RFC 2369 and RFC 8058: the mailbox offers its own button, which POSTs to the link.
      if (made.unsubscribe) headers = { 'List-Unsubscribe': `<${made.url}>, <${unsubscribeMailto()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    } else attachments = made.attachments;
  }
  try {
    await transport(SMTP_URL, message.kind === 'newsletter-digest').sendMail({
      from: sender(),
      ...(OWNER_EMAIL && message.kind !== 'owner-digest' ? { replyTo: OWNER_EMAIL } : {}),
      to: message.recipient,
      // The envelope names the one recipient explicitly: nothing in the message can add another.
      envelope: { from: sender(), to: [message.recipient] },
      subject: message.subject,
      text,
      html,
      messageId: message.messageId,
      ...(attachments.length > 0 ? { attachments } : {}),
      ...(headers ? { headers } : {}),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (error) {
    // Mail libraries quote a refused recipient in their messages: the owner's list and the job queue get none.
    const reason = withoutEmailAddresses((error as Error).message).slice(0, 500);
    const code = (error as { responseCode?: unknown }).responseCode;
    if (NEWSLETTER_KINDS.has(message.kind) && typeof code === 'number' && code >= 500 && code < 600) {
      // A permanent refusal: never retried, and the address gets no more newsletter mail (ADR 052).
      await db.update(emailOutbox).set({ status: 'dead', attempts: sql`${emailOutbox.attempts} + 1`, lastError: reason }).where(eq(emailOutbox.id, outboxId));
      await markBounced(message.recipient);
      log.info({ event: 'newsletter_bounced', kind: message.kind }, 'newsletter mail refused for good: the address is suppressed from the newsletter');
      return;
    }
    await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: reason })
      .where(eq(emailOutbox.id, outboxId));
    throw new Error(reason);
  }
  // An owner's reply marks its enquiry replied in the same transaction: answered exactly when it went out.
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({ status: 'sent', attempts: sql`${emailOutbox.attempts} + 1`, lastError: null, sentAt: new Date() })
      .where(eq(emailOutbox.id, outboxId));
    if (message.kind === 'enquiry-answer' && message.aboutId) await markEnquiryReplied(tx, message.aboutId);
  });
}

/** After the last retry: the owner sees it as dead in the outbox and can retry by hand. */
export async function markEmailDead(outboxId: string): Promise<void> {
  await getDb().update(emailOutbox).set({ status: 'dead' }).where(eq(emailOutbox.id, outboxId));
}
