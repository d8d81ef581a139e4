import { createHash } from 'node:crypto';
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as far as we can tell without asking its server: mail caps count
 * per key, so `Ana.Cruz+news@GoogleMail.com` and `anacruz@gmail.com` share one. Lower case; a `+tag`
 * removed on every domain (the common sub-address convention); Gmail ignores dots and
 * googlemail.com is gmail.com.
 */
export function recipientKey(address: string): string {
  const at = address.lastIndexOf('@');
  const lower = address.toLowerCase();
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

// Whatever a library wraps an address in (angle brackets, quotes, a colon), the address itself is a
// run of characters without those around one `@` and a dotted domain.
const ADDRESS = /[^\s<>()[\]{}"'`,;:@\\]+@[^\s<>()[\]{}"'`,;:@\\]+\.[^\s<>()[\]{}"'`,;:@\\]+/gu;

export const ADDRESS_REMOVED = '[address removed]';

/** Text (a library's error message, a log line) with every e-mail address in it replaced. */
export const withoutEmailAddresses = (text: string) => text.replace(ADDRESS, ADDRESS_REMOVED);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What stays of an address after erasure, and what finds its rows: SHA-256 of it, trimmed and lower-cased (the same as SQL's encode(sha256(convert_to(lower(btrim(email)), 'UTF8')), 'hex')). */
export const addressHash = (address: string) => sha256(address.trim().toLowerCase());

/** SHA-256 of the mailbox's key (recipientKey): the suppression list holds these, so no spelling of an erased mailbox is mailed. */
export const mailboxHash = (address: string) => sha256(recipientKey(address.trim()));
