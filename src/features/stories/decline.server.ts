import { eq } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import { getDb } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';
import { indexCommitted } from '../search/index.server.ts';
import { closeStoryLinks } from './links.server.ts';
import { storyDeclinedMessage } from './mail.server.ts';
import { isDeclinable } from './stories.ts';
import { takeStoryOffSite } from './take-down.server.ts';

export const DECLINE_FAILURES = {
  missing: 'That story does not exist.',
  closed: 'This story is already declined or withdrawn: there is nothing to decline.',
} as const;

/** What happened to the owner's note: queued in the outbox, not written, or held back by the teller's daily cap. */
export type DeclineNote = 'queued' | 'none' | 'capped';

export type DeclineOutcome = { ok: true; note: DeclineNote } | { ok: false; status: 404 | 409; message: string };

/**
 * The owner's confirmed Decline: the story leaves the site (if it was on it) and the teller's open
 * link to approve stops working, and the owner's note, when there is one, is queued for the teller in
 * the same transaction, in the language of the teller's e-mails. A note held back by the teller's
 * daily cap does not stop the decline: the owner is told.
 */
export async function declineStory(id: string, note: string | null): Promise<DeclineOutcome> {
  const outcome = await getDb().transaction(async (tx) => {
    const [story] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
    if (!story) return { ok: false, status: 404, message: DECLINE_FAILURES.missing } as const;
    if (!isDeclinable(story.status)) return { ok: false, status: 409, message: DECLINE_FAILURES.closed } as const;
    const wasPublic = await takeStoryOffSite(tx, id, 'declined');
    await closeStoryLinks(tx, id, 'review');
    // Last: it holds the address's lock until the commit.
    const sent: DeclineNote = note === null ? 'none' : (await queueVisitorEmail(tx, storyDeclinedMessage(story.email, id, note, story.locale))) ? 'queued' : 'capped';
    return { ok: true, note: sent, wasPublic } as const;
  });
  if (!outcome.ok) return outcome;
  if (outcome.wasPublic) await indexCommitted();
  return { ok: true, note: outcome.note };
}

/** "E-mails to the teller in …": the owner's choice, where the teller wrote in another language than the page's. */
export async function setStoryMailLocale(id: string, locale: Locale): Promise<boolean> {
  const updated = await getDb().update(stories).set({ locale }).where(eq(stories.id, id)).returning({ id: stories.id });
  return updated.length > 0;
}
