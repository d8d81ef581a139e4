import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '../auth/secret.ts';

const DAY_MS = 86_400_000;

const sign = (payload: string) =>
  createHmac('sha256', authSecret()).update(`ebook-download:${payload}`).digest('base64url').slice(0, 32);

/** A link token for the e-book, valid for EBOOK_LINK_DAYS: `<expiry in base 36>.<signature>`. */
export function createDownloadToken(now: Date, linkDays: number): string {
  const payload = Math.floor((now.getTime() + linkDays * DAY_MS) / 1000).toString(36);
  return `${payload}.${sign(payload)}`;
}

export type TokenCheck = 'valid' | 'expired' | 'invalid';

export function checkDownloadToken(token: string, now = new Date()): TokenCheck {
  const match = /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return 'invalid';
  const [, payload, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(payload));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return 'invalid';
  return parseInt(payload, 36) * 1000 > now.getTime() ? 'valid' : 'expired';
}
