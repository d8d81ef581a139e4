import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits in base64url (43 characters): what every private link carries. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The shape of a token; anything else is refused without a query. */
export const isLinkToken = (token: string) => /^[\w-]{43}$/.test(token);

// 256 random bits: nothing to guess, so a plain hash is enough to keep a database copy from opening links.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The answer's status on a private link's page: 404 for a link that never was, 410 for one used or expired. */
export const linkPageStatus = (state: string) => (state === 'invalid' ? 404 : state === 'used' || state === 'expired' ? 410 : 200);

export const DAY_MS = 86_400_000;
