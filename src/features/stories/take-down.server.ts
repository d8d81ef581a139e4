import { eq } from 'drizzle-orm';
import type { OWNER_STORY_STATUSES } from '../../platform/limits.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { removeDocument } from '../search/index.server.ts';

/** Every status that keeps a story off the site and that a take-down sets: the owner's buttons, the teller's removal. */
export type OffSiteStatus = (typeof OWNER_STORY_STATUSES)[number] | 'withdrawn';

/**
 * Every way of taking a story down goes through here (ADR 040): the status and the search index change
 * in the caller's transaction, so no reader sees one without the other. The page, /stories, the feed,
 * the sitemap and the home page read the status; the home page's render cache hears of the change from
 * the table's trigger at commit. Answers whether the story had been published (it has a slug): the
 * caller then calls indexCommitted() after its commit.
 */
export async function takeStoryOffSite(tx: Transaction, id: string, status: OffSiteStatus): Promise<boolean> {
  const [story] = await tx.update(stories).set({ status }).where(eq(stories.id, id)).returning({ slug: stories.slug });
  if (!story?.slug) return false;
  await removeDocument('story', story.slug, tx);
  return true;
}
