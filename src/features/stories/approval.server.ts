import { eq } from 'drizzle-orm';
import { slugify } from '../../platform/slug.ts';
import { getDb } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { log } from '../../platform/log.ts';
import { indexCommitted, indexDocument } from '../search/index.server.ts';
import { checkStoryLink, closeStoryLinks, useStoryLink } from './links.server.ts';
import { awaitsTeller, nextStatus, storyState } from './workflow.ts';

/** What the teller sees before answering: the prepared version only (never the address). */
export interface StoryPreview {
  title: string;
  excerpt: string;
  text: string;
  byline: string;
  country: string;
  pullQuote: string | null;
}

export type ReviewPage = { state: 'valid'; preview: StoryPreview } | { state: 'used' | 'expired' | 'invalid' };

// A suffix from the id keeps two stories with the same title apart, and the address stable.
const storySlug = (title: string, id: string) => `${slugify(title, 'story')}-${id.replace(/-/g, '').slice(0, 6)}`;

export async function approvalPage(token: string): Promise<ReviewPage> {
  const check = await checkStoryLink(token, 'review');
  if (check.state !== 'valid') return check;
  const [story] = await getDb().select().from(stories).where(eq(stories.id, check.link.storyId));
  // The owner declined it or changed it after this link was sent: the link has done its work.
  if (!story || !awaitsTeller(storyState(story))) return { state: 'used' };
  return {
    state: 'valid',
    preview: {
      title: story.title ?? '',
      excerpt: story.excerpt ?? '',
      text: story.editedStory ?? '',
      byline: story.byline ?? 'Anonymous',
      country: story.shownCountry ?? story.country,
      pullQuote: story.pullQuote,
    },
  };
}

export type ReviewOutcome = { state: 'approved'; slug: string } | { state: 'declined' } | { state: 'used' | 'expired' | 'invalid' };

/** The teller's Approve or Decline: the only way a story is published. Works once per link. */
export async function answerApproval(token: string, decision: 'approve' | 'decline', now = new Date()): Promise<ReviewOutcome> {
  const outcome = await getDb().transaction(async (tx): Promise<ReviewOutcome> => {
    const used = await useStoryLink(tx, token, 'review', now);
    if (used.state !== 'valid') return used;
    const storyId = used.link.storyId;
    const [story] = await tx.select().from(stories).where(eq(stories.id, storyId)).for('update');
    // The same state the page asked for: what the teller read is still what they answer.
    if (!story || !awaitsTeller(storyState(story))) return { state: 'used' };
    const next = nextStatus(storyState(story), decision, 'teller');
    if (!next.ok) return { state: 'used' };
    await closeStoryLinks(tx, storyId, 'review', now);
    if (decision === 'decline') {
      await tx.update(stories).set({ status: next.status }).where(eq(stories.id, storyId));
      return { state: 'declined' };
    }
    const title = story.title ?? '';
    const slug = story.slug ?? storySlug(title, storyId);
    await tx.update(stories).set({ status: next.status, slug, publishedAt: now }).where(eq(stories.id, storyId));
    // In the same commit: the story is searchable exactly when it is published.
    await indexDocument({ type: 'story', key: slug, locale: 'en', title, body: story.editedStory ?? '', url: `/stories/${slug}`, date: now }, tx);
    return { state: 'approved', slug };
  });
  log.info({ event: 'story_review', outcome: outcome.state }, 'teller answered a story review link');
  if (outcome.state === 'approved') await indexCommitted();
  return outcome;
}
