import { and, count, desc, eq, isNotNull, not, type SQL } from 'drizzle-orm';
import { STORIES_PER_PAGE, type PublishedStory, type PublishedStoryPage } from './stories.ts';
import { getDb } from '../../platform/db/client.ts';
import { stories } from '../../platform/db/schema.ts';

// The only columns a public page reads: the prepared version. The teller's address and original
// words are never selected here.
const summaryColumns = {
  slug: stories.slug,
  title: stories.title,
  excerpt: stories.excerpt,
  byline: stories.byline,
  country: stories.shownCountry,
  publishedAt: stories.publishedAt,
};

/**
 * The one test of "public" for a story (ADR 040): pages, /stories, the feed, the sitemap, the home page,
 * search and the assistant all read through it. Only the teller's Approve sets it; every way of taking
 * a story down clears it.
 */
export const isPublished: SQL = and(eq(stories.status, 'published'), isNotNull(stories.slug), isNotNull(stories.publishedAt))!;

interface Row {
  slug: string | null;
  title: string | null;
  excerpt: string | null;
  byline: string | null;
  country: string | null;
  publishedAt: Date | null;
}

const summary = (row: Row): PublishedStory => ({
  slug: row.slug!,
  title: row.title ?? '',
  excerpt: row.excerpt ?? '',
  byline: row.byline ?? 'Anonymous',
  country: row.country ?? '',
  publishedAt: row.publishedAt!,
});

export async function latestPublishedStories(limit = 3): Promise<PublishedStory[]> {
  const rows = await getDb()
    .select(summaryColumns)
    .from(stories)
    .where(isPublished)
    .orderBy(desc(stories.publishedAt), desc(stories.id))
    .limit(limit);
  return rows.map(summary);
}

export async function publishedStoriesPage(page: number): Promise<{ stories: PublishedStory[]; page: number; pages: number }> {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(stories)
      .where(isPublished)
      .orderBy(desc(stories.publishedAt), desc(stories.id))
      .limit(STORIES_PER_PAGE)
      .offset((page - 1) * STORIES_PER_PAGE),
    db.select({ n: count() }).from(stories).where(isPublished),
  ]);
  return { stories: rows.map(summary), page, pages: Math.max(1, Math.ceil((total?.n ?? 0) / STORIES_PER_PAGE)) };
}

export async function publishedStory(slug: string): Promise<PublishedStoryPage | undefined> {
  if (slug.length > 200) return undefined;
  const [row] = await getDb()
    .select({ ...summaryColumns, text: stories.editedStory, pullQuote: stories.pullQuote })
    .from(stories)
    .where(and(isPublished, eq(stories.slug, slug)));
  return row ? { ...summary(row), text: row.text ?? '', pullQuote: row.pullQuote } : undefined;
}

/** A story that was public at this address and has been taken down since: its page answers 410 Gone. */
export async function storyTakenDown(slug: string): Promise<boolean> {
  if (slug.length > 200) return false;
  const [row] = await getDb()
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.slug, slug), not(isPublished)));
  return row !== undefined;
}

export async function storySitemapEntries(): Promise<{ slug: string; publishedAt: Date }[]> {
  const rows = await getDb().select({ slug: stories.slug, publishedAt: stories.publishedAt }).from(stories).where(isPublished);
  return rows.map((r) => ({ slug: r.slug!, publishedAt: r.publishedAt! }));
}
