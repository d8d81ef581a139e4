import { and, eq, isNull, sql } from 'drizzle-orm';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { config } from '../../platform/config.ts';
import { getDb, getFormDb, type Transaction } from '../../platform/db/client.ts';
import { newsletterLinks, newsletterSubscriptions, privacyRequests } from '../../platform/db/schema.ts';
import { addressHash } from '../../platform/email/address.ts';
import { isSuppressed, queueCappedEmail } from '../../platform/email/outbox.ts';
import { hashToken, isLinkToken, newLinkToken, DAY_MS } from '../../platform/link-tokens.ts';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_UNSUBSCRIBE_DAYS } from '../../platform/limits.ts';
import { log } from '../../platform/log.ts';
import { consentVersion, consentWording, SOURCE_OF_PLACE, type NewsletterPlace } from './consent.server.ts';
import { confirmMessage } from './mail.server.ts';
import type { NewsletterTokenInput, SubscribeInput } from './schema.ts';

const findByAddress = (tx: Pick<Transaction, 'select'>, email: string) =>
  tx
    .select({ id: newsletterSubscriptions.id, state: newsletterSubscriptions.state })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
    .for('update');

/**
 * True when the address's owner asked, through the privacy page, never to get the digest ("No
 * newsletter, ever"): the done request's hash of the address is the record (ADR 052).
 */
export async function refusedNewsletter(tx: Pick<Transaction, 'select'>, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.kind, 'withdraw-newsletter'), eq(privacyRequests.state, 'done'), eq(privacyRequests.emailHash, addressHash(email))))
    .limit(1);
  return rows.length > 0;
}

/**
 * A reader asks for the digest, in the caller's transaction (the footer form, /newsletter's, or the box
 * on the e-book and survey forms). A new or former subscriber becomes `pending` with the words they saw
 * at `place`, their version and language, and gets the mail whose link opens the confirm page (made
 * when it is sent; a daily cap of its own). A subscribed address changes nothing; an address on the
 * suppression list, or whose owner asked never to get the digest, is neither stored nor mailed. The
 * answer is the same in every case: only the mailbox learns more.
 */
export async function subscribeInTransaction(tx: Transaction, email: string, locale: Locale, place: NewsletterPlace): Promise<void> {
  if (await isSuppressed(tx, email)) {
    log.info({ event: 'newsletter_suppressed' }, 'newsletter subscription not stored: the address was erased at its owner\'s request');
    return;
  }
  if (await refusedNewsletter(tx, email)) {
    log.info({ event: 'newsletter_refused' }, 'newsletter subscription not stored: the address\'s owner asked never to get the digest');
    return;
  }
  const wording = consentWording(locale, place);
  const consent = { consentText: wording, consentVersion: consentVersion(wording) };
  const source = SOURCE_OF_PLACE[place];
  const [found] = await findByAddress(tx, email);
  let id: string;
  if (!found) {
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, locale, source, state: 'pending', ...consent })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (!row) return; // the same address, at the same moment, from another request: that one mails it
    id = row.id;
  } else {
    if (found.state === 'confirmed') return;
    id = found.id;
    await tx
      .update(newsletterSubscriptions)
      .set({ state: 'pending', locale, source, ...consent, confirmedAt: null, updatedAt: new Date() })
      .where(eq(newsletterSubscriptions.id, id));
  }
  await queueCappedEmail(tx, confirmMessage(email, id, locale));
}

/** The footer's form, and /newsletter's (its `place` says which the reader saw). */
export async function subscribe(input: SubscribeInput): Promise<void> {
  await getFormDb().transaction((tx) => subscribeInTransaction(tx, input.email, input.locale, input.place));
}

export const confirmUrl = (token: string, locale: Locale) => new URL(localePath(locale, `/newsletter/confirm/${token}`), config().SITE_URL).href;
export const unsubscribeUrl = (token: string, locale: Locale) => new URL(localePath(locale, `/newsletter/unsubscribe/${token}`), config().SITE_URL).href;

/** The confirm link, made as its mail is sent (ADR 039); none when the subscription no longer waits for it. */
export async function createConfirmLink(tx: Transaction, subscriptionId: string, now = new Date()): Promise<string | undefined> {
  const [row] = await tx.select({ state: newsletterSubscriptions.state }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, subscriptionId)).for('share');
  if (row?.state !== 'pending') return undefined;
  const token = newLinkToken();
  await tx.insert(newsletterLinks).values({ subscriptionId, purpose: 'confirm', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS) });
  return token;
}

/** A digest's unsubscribe link, made as that digest's mail is sent; none when the reader is no longer subscribed. */
export async function createUnsubscribeLink(tx: Transaction, subscriptionId: string, digestId: string | undefined, now = new Date()): Promise<string | undefined> {
  const [row] = await tx.select({ state: newsletterSubscriptions.state }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, subscriptionId)).for('share');
  if (row?.state !== 'confirmed') return undefined;
  const token = newLinkToken();
  await tx
    .insert(newsletterLinks)
    .values({ subscriptionId, purpose: 'unsubscribe', digestId: digestId ?? null, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + NEWSLETTER_UNSUBSCRIBE_DAYS * DAY_MS) });
  return token;
}

export type LinkPage = { state: 'valid' } | { state: 'invalid' };

async function findLink(db: Pick<Transaction, 'select'>, token: string, purpose: 'confirm' | 'unsubscribe', now: Date) {
  if (!isLinkToken(token)) return undefined;
  const [row] = await db
    .select({ id: newsletterLinks.id, subscriptionId: newsletterLinks.subscriptionId, usedAt: newsletterLinks.usedAt, expiresAt: newsletterLinks.expiresAt, state: newsletterSubscriptions.state })
    .from(newsletterLinks)
    .innerJoin(newsletterSubscriptions, eq(newsletterSubscriptions.id, newsletterLinks.subscriptionId))
    .where(and(eq(newsletterLinks.tokenHash, hashToken(token)), eq(newsletterLinks.purpose, purpose)));
  if (!row || row.expiresAt <= now) return undefined;
  return row;
}

/** What the confirm page shows; opening it changes nothing (mail scanners open links). */
export async function confirmPage(token: string, now = new Date()): Promise<LinkPage> {
  const row = await findLink(getDb(), token, 'confirm', now);
  return row && !row.usedAt && row.state === 'pending' ? { state: 'valid' } : { state: 'invalid' };
}

/** The confirm page's button: the subscription starts, with the consent's time. */
export async function confirmSubscription(input: NewsletterTokenInput, now = new Date()): Promise<{ state: 'done' | 'invalid' }> {
  return getFormDb().transaction(async (tx) => {
    const row = await findLink(tx, input.token, 'confirm', now);
    if (!row || row.usedAt || row.state !== 'pending') return { state: 'invalid' } as const;
    await tx.update(newsletterLinks).set({ usedAt: now }).where(eq(newsletterLinks.id, row.id));
    await tx.update(newsletterSubscriptions).set({ state: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now }).where(eq(newsletterSubscriptions.id, row.subscriptionId));
    return { state: 'done' } as const;
  });
}

/** What the unsubscribe page shows: a working link, whether or not it was used (a second press changes nothing). */
export async function unsubscribePage(token: string, now = new Date()): Promise<LinkPage> {
  return (await findLink(getDb(), token, 'unsubscribe', now)) ? { state: 'valid' } : { state: 'invalid' };
}

/**
 * A POST to a digest's unsubscribe link (the page's button, or the mailbox's one-click POST, RFC 8058):
 * the subscription ends at once. Pressing it again answers the same.
 */
export async function unsubscribe(token: string, now = new Date()): Promise<{ state: 'done' | 'invalid' }> {
  return getFormDb().transaction(async (tx) => {
    const row = await findLink(tx, token, 'unsubscribe', now);
    if (!row) return { state: 'invalid' } as const;
    await tx.update(newsletterLinks).set({ usedAt: now }).where(and(eq(newsletterLinks.id, row.id), isNull(newsletterLinks.usedAt)));
    if (row.state === 'confirmed') {
      await tx.update(newsletterSubscriptions).set({ state: 'unsubscribed', unsubscribedAt: now, updatedAt: now }).where(eq(newsletterSubscriptions.id, row.subscriptionId));
    }
    return { state: 'done' } as const;
  });
}

/** A permanent refusal (5xx) of a newsletter mail: that address gets no more digests (until it subscribes again). */
export async function markBounced(recipient: string, now = new Date()): Promise<void> {
  await getDb()
    .update(newsletterSubscriptions)
    .set({ state: 'bounced', updatedAt: now })
    .where(and(sql`lower(${newsletterSubscriptions.email}) = lower(${recipient})`, sql`${newsletterSubscriptions.state} in ('pending', 'confirmed')`));
}
