import { and, eq } from 'drizzle-orm';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { PRIVACY_LINK_MINUTES } from '../../platform/limits.ts';
import { config } from '../../platform/config.ts';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { privacyLinks, privacyRequests } from '../../platform/db/schema.ts';
import { hashToken, isLinkToken, newLinkToken } from '../../platform/link-tokens.ts';

/** The confirmation page, in the language of the request. */
export const privacyLinkUrl = (token: string, locale: Locale) => new URL(localePath(locale, `/privacy/confirm/${token}`), config().SITE_URL).href;

/**
 * A new link for the request, made as its e-mail is handed to the mail server (ADR 039): the token is
 * returned once, for the e-mail; only its hash is kept. None when the request was carried out or lapsed.
 */
export async function createPrivacyLink(tx: Transaction, requestId: string, now = new Date()): Promise<string | undefined> {
  const [request] = await tx.select({ state: privacyRequests.state }).from(privacyRequests).where(eq(privacyRequests.id, requestId)).for('share');
  if (request?.state !== 'requested') return undefined;
  const token = newLinkToken();
  await tx.insert(privacyLinks).values({ requestId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + PRIVACY_LINK_MINUTES * 60_000) });
  return token;
}

export type PrivacyLinkCheck = { state: 'valid'; requestId: string; linkId: string } | { state: 'used' | 'expired' | 'invalid' };

async function find(db: Pick<Transaction, 'select'>, token: string, lock: boolean) {
  const query = db
    .select({ id: privacyLinks.id, requestId: privacyLinks.requestId, usedAt: privacyLinks.usedAt, expiresAt: privacyLinks.expiresAt, state: privacyRequests.state })
    .from(privacyLinks)
    .innerJoin(privacyRequests, eq(privacyRequests.id, privacyLinks.requestId))
    .where(and(eq(privacyLinks.tokenHash, hashToken(token))));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const judge = (row: Awaited<ReturnType<typeof find>>, now: Date): PrivacyLinkCheck => {
  if (!row) return { state: 'invalid' };
  if (row.usedAt || row.state !== 'requested') return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', requestId: row.requestId, linkId: row.id };
};

/** What a link is worth now, without using it up: opening the page changes nothing (mail scanners open links). */
export async function checkPrivacyLink(token: string, now = new Date()): Promise<PrivacyLinkCheck> {
  if (!isLinkToken(token)) return { state: 'invalid' };
  return judge(await find(getDb(), token, false), now);
}

/** Uses the link up inside the caller's transaction; of two simultaneous posts, one gets it. */
export async function usePrivacyLink(tx: Transaction, token: string, now = new Date()): Promise<PrivacyLinkCheck> {
  if (!isLinkToken(token)) return { state: 'invalid' };
  const check = judge(await find(tx, token, true), now);
  if (check.state === 'valid') await tx.update(privacyLinks).set({ usedAt: now }).where(eq(privacyLinks.id, check.linkId));
  return check;
}
