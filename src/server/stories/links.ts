import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { getDb } from '../db/client.ts';
import { STORY_LINK_PURPOSES, storyLinks } from '../db/schema.ts';
import { STORY_LINK_DAYS } from '../../lib/stories.ts';

export type StoryLinkPurpose = (typeof STORY_LINK_PURPOSES)[number];

const DAY_MS = 86_400_000;

// 256 random bits: nothing to guess, so a plain hash is enough to keep a database copy from opening links.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the story; the token is returned once, for the e-mail, and only its hash is kept. */
export async function createStoryLink(tx: Transaction, storyId: string, purpose: StoryLinkPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(storyLinks).values({ storyId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + STORY_LINK_DAYS * DAY_MS) });
  return token;
}

export type LinkCheck<T> = { state: 'valid'; link: T } | { state: 'used' | 'expired' | 'invalid' };

export interface StoryLink {
  id: string;
  storyId: string;
}

/** What a link is worth now, without using it up (a mail scanner may open it before the teller). */
export async function checkStoryLink(token: string, purpose: StoryLinkPurpose, now = new Date()): Promise<LinkCheck<StoryLink>> {
  const [row] = await getDb()
    .select({ id: storyLinks.id, storyId: storyLinks.storyId, usedAt: storyLinks.usedAt, expiresAt: storyLinks.expiresAt })
    .from(storyLinks)
    .where(and(eq(storyLinks.tokenHash, hashToken(token)), eq(storyLinks.purpose, purpose)));
  if (!row) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', link: { id: row.id, storyId: row.storyId } };
}

/**
 * Uses the link up inside the caller's transaction: of two simultaneous posts, one gets it. The row
 * stays locked until the transaction ends, so the change it allows happens once.
 */
export async function useStoryLink(tx: Transaction, token: string, purpose: StoryLinkPurpose, now = new Date()): Promise<LinkCheck<StoryLink>> {
  const [row] = await tx
    .select({ id: storyLinks.id, storyId: storyLinks.storyId, usedAt: storyLinks.usedAt, expiresAt: storyLinks.expiresAt })
    .from(storyLinks)
    .where(and(eq(storyLinks.tokenHash, hashToken(token)), eq(storyLinks.purpose, purpose)))
    .for('update');
  if (!row) return { state: 'invalid' };
  if (row.usedAt) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  await tx.update(storyLinks).set({ usedAt: now }).where(eq(storyLinks.id, row.id));
  return { state: 'valid', link: { id: row.id, storyId: row.storyId } };
}

/** Every open link of this purpose stops working (the story changed, or was answered another way). */
export async function closeStoryLinks(tx: Transaction, storyId: string, purpose: StoryLinkPurpose, now = new Date()): Promise<void> {
  await tx
    .update(storyLinks)
    .set({ usedAt: now })
    .where(and(eq(storyLinks.storyId, storyId), eq(storyLinks.purpose, purpose), isNull(storyLinks.usedAt)));
}
