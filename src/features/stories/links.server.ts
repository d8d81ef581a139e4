import { and, eq, isNull } from 'drizzle-orm';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { STORY_LINK_DAYS } from '../../platform/limits.ts';
import { config } from '../../platform/config.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { getDb } from '../../platform/db/client.ts';
import { STORY_LINK_PURPOSES, stories, storyLinks } from '../../platform/db/schema.ts';
import { DAY_MS, hashToken, isLinkToken, newLinkToken } from '../../platform/link-tokens.ts';
import { canTake, storyState, type StoryAction } from './workflow.ts';

export type StoryLinkPurpose = (typeof STORY_LINK_PURPOSES)[number];

/** What the teller does with a link of this purpose: the story must be where the workflow allows it. */
const ACTION: Record<StoryLinkPurpose, StoryAction> = { review: 'approve', removal: 'remove' };

const PAGE: Record<StoryLinkPurpose, string> = { review: 'review', removal: 'remove' };

/** The teller's private page, in the language of the mail that carries it. */
export const storyLinkUrl = (purpose: StoryLinkPurpose, token: string, locale: Locale) =>
  new URL(localePath(locale, `/stories/${PAGE[purpose]}/${token}`), config().SITE_URL).href;

/**
 * A new link for the story, made as its e-mail is sent; the token is returned once, for the e-mail, and
 * only its hash is kept. None when the story has moved on (edited, answered or declined since the owner
 * asked; no longer published): such a link would act on something the teller was not asked about.
 */
export async function createStoryLink(tx: Transaction, storyId: string, purpose: StoryLinkPurpose, now = new Date()): Promise<string | undefined> {
  const [story] = await tx
    .select({ status: stories.status, title: stories.title, editedStory: stories.editedStory })
    .from(stories)
    .where(eq(stories.id, storyId))
    .for('share');
  if (!story || !canTake(storyState(story), ACTION[purpose], 'teller')) return undefined;
  const token = newLinkToken();
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
  if (!isLinkToken(token)) return { state: 'invalid' };
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
  if (!isLinkToken(token)) return { state: 'invalid' };
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
