import { eq } from 'drizzle-orm';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { config } from '../../platform/config.ts';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { ebookLinks, ebookSignups } from '../../platform/db/schema.ts';
import { DAY_MS, hashToken, isLinkToken, newLinkToken } from '../../platform/link-tokens.ts';

/** The download page in the reader's language (it exists at both addresses). */
export const ebookDownloadUrl = (token: string, locale: Locale) => new URL(localePath(locale, `/ebook/download/${token}`), config().SITE_URL).href;

/**
 * A new download link for this signup, valid for EBOOK_LINK_DAYS; the token is returned once, for the
 * e-mail, and only its hash is kept. None when the signup is gone.
 */
export async function createEbookLink(tx: Transaction, signupId: string, now = new Date()): Promise<string | undefined> {
  const [signup] = await tx.select({ id: ebookSignups.id }).from(ebookSignups).where(eq(ebookSignups.id, signupId)).for('share');
  if (!signup) return undefined;
  const token = newLinkToken();
  await tx.insert(ebookLinks).values({ signupId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + config().EBOOK_LINK_DAYS * DAY_MS) });
  return token;
}

export type DownloadLinkCheck = 'valid' | 'expired' | 'invalid';

/** A link works until it expires, as often as the reader needs (a download cut short is tried again). */
export async function checkEbookLink(token: string, now = new Date()): Promise<DownloadLinkCheck> {
  if (!isLinkToken(token)) return 'invalid';
  const [link] = await getDb().select({ expiresAt: ebookLinks.expiresAt }).from(ebookLinks).where(eq(ebookLinks.tokenHash, hashToken(token)));
  if (!link) return 'invalid';
  return link.expiresAt > now ? 'valid' : 'expired';
}
