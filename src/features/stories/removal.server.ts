import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { StoryRemovalRequestInput } from './publishing-schema.ts';
import { getDb } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { storyRemovalMessage } from './mail.server.ts';
import { queueVisitorEmail } from '../../platform/email/outbox.ts';
import { runningBoss } from '../../platform/jobs/running.ts';
import { log } from '../../platform/log.ts';
import { indexCommitted } from '../search/index.server.ts';
import { checkStoryLink, closeStoryLinks, useStoryLink } from './links.server.ts';
import { takeStoryOffSite } from './take-down.server.ts';
import { canTake, nextStatus, statusesAllowing, storyState } from './workflow.ts';

export const STORY_REMOVAL_QUEUE = 'story-removal';

export interface StoryRemovalJob {
  slug: string;
  /** SHA-256 of the typed address, lower-cased: the queue never holds the address itself. */
  emailHash: string;
}

const addressHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/**
 * "Remove my story": every request is queued, whether the address sent the story or not, so the
 * answer and its timing are the same either way (ADR 022). The job decides, out of sight.
 */
export async function requestStoryRemoval(input: StoryRemovalRequestInput): Promise<void> {
  const boss = runningBoss();
  if (!boss) throw new Error('the job queue is not running');
  const job: StoryRemovalJob = { slug: input.slug, emailHash: addressHash(input.email) };
  await boss.send(STORY_REMOVAL_QUEUE, job, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
}

/**
 * The job: when the address is the teller's, an e-mail goes to the address we have stored; its one-time
 * removal link is made when it is sent. Removal mails have their own daily cap (ADR 039), so no other
 * use of the teller's address can hold this one back.
 */
export async function handleStoryRemovalRequest(job: StoryRemovalJob): Promise<'sent' | 'no-match'> {
  const sent = await getDb().transaction(async (tx) => {
    const [story] = await tx
      .select({ id: stories.id, email: stories.email, locale: stories.locale })
      .from(stories)
      .where(and(eq(stories.slug, job.slug), inArray(stories.status, statusesAllowing('remove', 'teller'))));
    if (!story || addressHash(story.email) !== job.emailHash) return false;
    return queueVisitorEmail(tx, storyRemovalMessage(story.email, story.id, story.locale));
  });
  log.info({ event: 'story_removal_request', outcome: sent ? 'sent' : 'no-match' }, 'story removal request handled');
  return sent ? 'sent' : 'no-match';
}

export type RemovalPage = { state: 'valid'; title: string } | { state: 'used' | 'expired' | 'invalid' };

export async function removalPage(token: string): Promise<RemovalPage> {
  const check = await checkStoryLink(token, 'removal');
  if (check.state !== 'valid') return check;
  const [story] = await getDb()
    .select({ title: stories.title, status: stories.status, editedStory: stories.editedStory })
    .from(stories)
    .where(eq(stories.id, check.link.storyId));
  if (!story || !canTake(storyState(story), 'remove', 'teller')) return { state: 'used' };
  return { state: 'valid', title: story.title ?? '' };
}

/** The teller's confirmation: the story leaves the site, search included, in one commit; the owner sees it as withdrawn. */
export async function removeStory(token: string, now = new Date()): Promise<{ state: 'removed' } | { state: 'used' | 'expired' | 'invalid' }> {
  const outcome = await getDb().transaction(async (tx) => {
    const used = await useStoryLink(tx, token, 'removal', now);
    if (used.state !== 'valid') return used;
    const storyId = used.link.storyId;
    const [story] = await tx
      .select({ status: stories.status, title: stories.title, editedStory: stories.editedStory })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('update');
    const next = story && nextStatus(storyState(story), 'remove', 'teller');
    if (!next?.ok) return { state: 'used' as const };
    await takeStoryOffSite(tx, storyId, next.status);
    await closeStoryLinks(tx, storyId, 'removal', now);
    return { state: 'removed' as const };
  });
  log.info({ event: 'story_removal', outcome: outcome.state }, 'teller used a story removal link');
  if (outcome.state === 'removed') await indexCommitted();
  return outcome;
}
