import { eq } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';
import { removeDocument } from '../search/index.server.ts';
import type { StoryStatus } from './workflow.ts';

/**
 * Every way of taking a story down goes through here (ADR 040): the status and the search index change
 * in the caller's transaction, so no reader sees one without the other. The page, /stories, the feed,
 * the sitemap and the home page read the status; the home page's render cache hears of the change from
 * the table's trigger at commit. `status` is where the workflow's take-down takes it (declined, new,
 * withdrawn). Answers whether the story had been published (it has a slug): the caller then calls
 * indexCommitted() after its commit.
 */
export async function takeStoryOffSite(tx: Transaction, id: string, status: StoryStatus): Promise<boolean> {
  const [story] = await tx.update(stories).set({ status }).where(eq(stories.id, id)).returning({ slug: stories.slug });
  if (!story?.slug) return false;
  await removeDocument('story', story.slug, tx);
  return true;
}
