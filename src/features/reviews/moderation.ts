// The owner area's words about review moderation (English, like the rest of the owner area).
import type { ContactDetail } from './contact-details.ts';

const DETAIL_NAMES: Record<ContactDetail, string> = { link: 'a link', email: 'an e-mail address', phone: 'a phone number' };

/** Why a held review waits: the contact details in its public words, or the owner's choice to hold every review. */
export function heldBecause(details: ContactDetail[]): string {
  if (details.length === 0) return 'Held because every review waits for you.';
  const names = details.map((d) => DETAIL_NAMES[d]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Held because it contains ${list}.`;
}


/** What the owner is told after Approve, Show or Hide changed `count` responses. */
export function reviewStatusNotice(status: string | null, count: number): string | undefined {
  const subject = count === 1 ? 'The response is' : `${count} responses are`;
  if (status === 'hidden') return `${subject} hidden from the public reviews.`;
  if (status === 'published') return `${subject} shown in the public reviews.`;
  return undefined;
}

export const REVIEW_MODE_NOTICES: Record<string, string> = {
  hold: 'Every new review now waits for your approval.',
  publish: 'New reviews are now published at once, except those with a link, an e-mail address or a phone number.',
};
