import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { articlePath, type ArticleEntry, type ArticlePage } from './articles.ts';
import { getDb } from '../../platform/db/client.ts';
import { articleSlugRedirects, articleVersions } from '../../platform/db/schema.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';

/**
 * The one test of "public" for an article's version (ADR 040, ADR 051): /blog, article pages, the
 * home page, both feeds, the sitemap, search and the assistant all read through it. A scheduled
 * version counts from its time on, so every reader changes at that moment even before the publishing
 * job has turned its status (the job's change renders the cached pages again).
 */
export const isPublic: SQL = sql`(${articleVersions.status} = 'published' or ${articleVersions.status} = 'scheduled') and ${articleVersions.publishedAt} <= now()`;

const cardColumns = {
  id: articleVersions.id,
  articleId: articleVersions.articleId,
  locale: articleVersions.locale,
  slug: articleVersions.slug,
  title: articleVersions.title,
  description: articleVersions.description,
  summary: articleVersions.summary,
  author: articleVersions.author,
  heroImage: articleVersions.heroImage,
  heroWidth: articleVersions.heroWidth,
  heroHeight: articleVersions.heroHeight,
  heroAlt: articleVersions.heroAlt,
  publishedAt: articleVersions.publishedAt,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | ((typeof cardColumns)[K]['_']['notNull'] extends true ? never : null) };

/** Uploaded pictures have smaller WebP copies beside them: `<name>-480.webp` and so on. */
export const HERO_WIDTHS = [480, 800, 1200] as const;

export function toEntry(row: CardRow): ArticleEntry {
  const hero =
    row.heroImage && row.heroWidth && row.heroHeight
      ? {
          src: row.heroImage,
          width: row.heroWidth,
          height: row.heroHeight,
          srcset: row.heroImage.startsWith('/media/')
            ? HERO_WIDTHS.filter((w) => w < row.heroWidth!).map((w) => `${row.heroImage!.replace(/-full\.\w+$/, `-${w}.webp`)} ${w}w`).concat(`${row.heroImage} ${row.heroWidth}w`).join(', ')
            : undefined,
        }
      : undefined;
  return {
    id: row.slug,
    articleId: row.articleId,
    locale: row.locale,
    data: {
      title: row.title,
      description: row.description,
      summary: row.summary,
      date: row.publishedAt ?? new Date(0),
      author: row.author ?? undefined,
      heroImage: hero,
      heroAlt: row.heroAlt ?? undefined,
    },
  };
}

/** The public articles in one language, newest first. */
export async function getArticles(locale: Locale = 'en'): Promise<ArticleEntry[]> {
  const rows = await getDb()
    .select(cardColumns)
    .from(articleVersions)
    .where(and(eq(articleVersions.locale, locale), isPublic))
    .orderBy(desc(articleVersions.publishedAt), desc(articleVersions.slug));
  return rows.map(toEntry);
}

/** The Filipino articles, newest first. */
export const getFilipinoArticles = () => getArticles('fil');

/** The languages a public article exists in, with each version's slug. */
async function publicTranslations(articleId: string): Promise<Partial<Record<Locale, string>>> {
  const rows = await getDb()
    .select({ locale: articleVersions.locale, slug: articleVersions.slug })
    .from(articleVersions)
    .where(and(eq(articleVersions.articleId, articleId), isPublic));
  return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
}

export type ArticleLookup =
  | { found: 'article'; page: ArticlePage; older?: ArticleEntry | undefined; newer?: ArticleEntry | undefined }
  | { found: 'moved'; slug: string }
  | { found: 'none' };

/** A public article by its slug in one language; an old slug of it answers where it moved. */
export async function articleBySlug(locale: Locale, slug: string): Promise<ArticleLookup> {
  const db = getDb();
  const [row] = await db
    .select({ ...cardColumns, html: articleVersions.html })
    .from(articleVersions)
    .where(and(eq(articleVersions.locale, locale), eq(articleVersions.slug, slug), isPublic));
  if (!row) {
    const [moved] = await db
      .select({ slug: articleVersions.slug })
      .from(articleSlugRedirects)
      .innerJoin(articleVersions, eq(articleVersions.id, articleSlugRedirects.versionId))
      .where(and(eq(articleSlugRedirects.locale, locale), eq(articleSlugRedirects.slug, slug), isPublic));
    return moved ? { found: 'moved', slug: moved.slug } : { found: 'none' };
  }
  const [translations, [older], [newer]] = await Promise.all([
    publicTranslations(row.articleId),
    db
      .select(cardColumns)
      .from(articleVersions)
      .where(and(eq(articleVersions.locale, locale), isPublic, sql`(${articleVersions.publishedAt}, ${articleVersions.slug}) < (${row.publishedAt}, ${row.slug})`))
      .orderBy(desc(articleVersions.publishedAt), desc(articleVersions.slug))
      .limit(1),
    db
      .select(cardColumns)
      .from(articleVersions)
      .where(and(eq(articleVersions.locale, locale), isPublic, sql`(${articleVersions.publishedAt}, ${articleVersions.slug}) > (${row.publishedAt}, ${row.slug})`))
      .orderBy(articleVersions.publishedAt, articleVersions.slug)
      .limit(1),
  ]);
  return {
    found: 'article',
    page: { ...toEntry(row), html: row.html, translations },
    older: older && toEntry(older),
    newer: newer && toEntry(newer),
  };
}

/** Every public article with the address of each of its languages, for the sitemap. */
export async function articleSitemapEntries(): Promise<{ alternates: Partial<Record<Locale, string>>; lastmod: Date }[]> {
  const rows = await getDb()
    .select({ articleId: articleVersions.articleId, locale: articleVersions.locale, slug: articleVersions.slug, publishedAt: articleVersions.publishedAt, updatedAt: articleVersions.updatedAt })
    .from(articleVersions)
    .where(isPublic)
    .orderBy(desc(articleVersions.publishedAt));
  const byArticle = new Map<string, { alternates: Partial<Record<Locale, string>>; lastmod: Date }>();
  for (const row of rows) {
    const entry = byArticle.get(row.articleId) ?? { alternates: {}, lastmod: row.publishedAt! };
    entry.alternates[row.locale] = articlePath(row.locale, row.slug);
    if (row.publishedAt! > entry.lastmod) entry.lastmod = row.publishedAt!;
    byArticle.set(row.articleId, entry);
  }
  return [...byArticle.values()];
}

/** What search and the assistant index of a public article: its words as stored on save. */
export interface ArticleDocument {
  slug: string;
  locale: Locale;
  title: string;
  description: string;
  summary: string;
  /** The Markdown, for its section headings. */
  body: string;
  plainText: string;
  url: string;
  publishedAt: Date;
}

export async function publicArticleDocuments(): Promise<ArticleDocument[]> {
  const rows = await getDb()
    .select({
      slug: articleVersions.slug,
      locale: articleVersions.locale,
      title: articleVersions.title,
      description: articleVersions.description,
      summary: articleVersions.summary,
      body: articleVersions.body,
      plainText: articleVersions.plainText,
      publishedAt: articleVersions.publishedAt,
    })
    .from(articleVersions)
    .where(and(isPublic, sql`${articleVersions.locale} in (${sql.join(LOCALES.map((l) => sql`${l}`), sql`, `)})`))
    .orderBy(desc(articleVersions.publishedAt));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt!, url: articlePath(row.locale, row.slug) }));
}

/** The scheduled versions whose time has come become published; how many did. */
export async function publishDueArticles(now = new Date()): Promise<number> {
  const rows = await getDb()
    .update(articleVersions)
    .set({ status: 'published', firstPublishedAt: sql`coalesce(${articleVersions.firstPublishedAt}, ${articleVersions.publishedAt})`, updatedAt: sql`now()` })
    .where(and(eq(articleVersions.status, 'scheduled'), lte(articleVersions.publishedAt, now)))
    .returning({ id: articleVersions.id });
  return rows.length;
}
