import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { articleSlug, ARTICLE_MESSAGES, type SaveArticleInput } from './schema.ts';
import { renderArticle } from './render.server.ts';
import { DEFAULT_TIME_ZONE, isTimeZone, zonedInstant } from './time-zone.ts';
import { getDb, type Transaction } from '../../platform/db/client.ts';
import { articleRevisions, articles, articleSlugRedirects, articleVersions, siteSettings } from '../../platform/db/schema.ts';
import type { FormOutcome } from '../../platform/form-submission.ts';
import type { ArticleStatus } from '../../platform/limits.ts';
import type { Locale } from '../../i18n/locales.ts';
import { indexCommitted, removeDocument } from '../search/index.server.ts';

/** How many earlier texts the owner can go back to, per article and language. */
export const REVISIONS_KEPT = 25;

/** The owner's time zone (Asia/Manila until set in the owner area). */
export async function ownerTimeZone(): Promise<string> {
  const [row] = await getDb().select({ zone: siteSettings.ownerTimeZone }).from(siteSettings);
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

export async function setOwnerTimeZone(zone: string): Promise<boolean> {
  if (!isTimeZone(zone)) return false;
  await getDb()
    .insert(siteSettings)
    .values({ id: 1, ownerTimeZone: zone })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ownerTimeZone: zone, updatedAt: sql`now()` } });
  return true;
}

export interface OwnerArticleRow {
  id: string;
  updatedAt: Date;
  versions: { locale: Locale; title: string; status: ArticleStatus; publishedAt: Date | null; updatedAt: Date }[];
}

/** Every article, the last changed first, with the state of each language. */
export async function articlesForOwner(): Promise<OwnerArticleRow[]> {
  const db = getDb();
  const [rows, versions] = await Promise.all([
    db.select({ id: articles.id, updatedAt: articles.updatedAt }).from(articles).orderBy(desc(articles.updatedAt), desc(articles.createdAt)),
    db
      .select({
        articleId: articleVersions.articleId,
        locale: articleVersions.locale,
        title: articleVersions.title,
        status: articleVersions.status,
        publishedAt: articleVersions.publishedAt,
        updatedAt: articleVersions.updatedAt,
      })
      .from(articleVersions)
      .orderBy(articleVersions.locale),
  ]);
  return rows.map((row) => {
    const own = versions.filter((version) => version.articleId === row.id);
    const updatedAt = own.reduce((latest, version) => (version.updatedAt > latest ? version.updatedAt : latest), row.updatedAt);
    return { id: row.id, updatedAt, versions: own };
  }).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime());
}

export async function createArticle(): Promise<string> {
  const [row] = await getDb().insert(articles).values({}).returning({ id: articles.id });
  return row!.id;
}

export async function articleExists(id: string): Promise<boolean> {
  return (await getDb().select({ id: articles.id }).from(articles).where(eq(articles.id, id))).length > 0;
}

export type OwnerVersion = typeof articleVersions.$inferSelect;

/** One language of an article as the owner edits it (undefined: not written yet), with the other languages' states. */
export async function articleVersionForOwner(id: string, locale: Locale) {
  const rows = await getDb().select().from(articleVersions).where(eq(articleVersions.articleId, id));
  return { version: rows.find((row) => row.locale === locale), others: rows.filter((row) => row.locale !== locale) };
}

export async function revisionsOf(versionId: string) {
  return getDb()
    .select({ id: articleRevisions.id, reason: articleRevisions.reason, title: articleRevisions.title, createdAt: articleRevisions.createdAt })
    .from(articleRevisions)
    .where(eq(articleRevisions.versionId, versionId))
    .orderBy(desc(articleRevisions.createdAt));
}

export async function revisionForOwner(revisionId: string) {
  const [row] = await getDb()
    .select({ revision: articleRevisions, articleId: articleVersions.articleId, locale: articleVersions.locale })
    .from(articleRevisions)
    .innerJoin(articleVersions, eq(articleVersions.id, articleRevisions.versionId))
    .where(eq(articleRevisions.id, revisionId));
  return row;
}

/** Keeps the text as a revision, and only the newest REVISIONS_KEPT of the version. */
async function keepRevision(tx: Transaction, versionId: string, reason: 'save' | 'publish') {
  await tx.execute(sql`
    insert into ${articleRevisions} (version_id, reason, title, slug, description, summary, author, hero_alt, body)
    select id, ${reason}, title, slug, description, summary, author, hero_alt, body from ${articleVersions} where id = ${versionId}`);
  const keep = tx
    .select({ id: articleRevisions.id })
    .from(articleRevisions)
    .where(eq(articleRevisions.versionId, versionId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(articleRevisions).where(and(eq(articleRevisions.versionId, versionId), notInArray(articleRevisions.id, keep)));
}

export interface SavedArticle {
  id: string;
  locale: Locale;
  intent: SaveArticleInput['intent'];
  /** When the intent was 'preview': the page as it would be, nothing stored. */
  preview?: { title: string; description: string; summary: string; author: string | null; html: string } | undefined;
  /** When the public articles changed (or will, at this moment): search and the cached pages follow. */
  publicChange?: Date | undefined;
}

const complete = (input: SaveArticleInput) => Boolean(input.title && input.summary && input.description && input.body);

/**
 * Saves one language of an article, and publishes, schedules or unpublishes it as the button asked.
 * The slug follows the title until the first publication; a slug changed later leaves a redirect.
 */
export async function saveArticle(input: SaveArticleInput, timeZone: string, now = new Date()): Promise<FormOutcome<SavedArticle>> {
  const title = input.title ?? '';
  const rendered = await renderArticle(input.body ?? '');
  if (input.intent === 'preview') {
    if (!(await articleExists(input.id))) return { ok: false, status: 404, message: ARTICLE_MESSAGES.noArticle };
    return {
      ok: true,
      data: { id: input.id, locale: input.locale, intent: 'preview', preview: { title, description: input.description ?? '', summary: input.summary ?? '', author: input.author, html: rendered.html } },
    };
  }
  if (!title) return { ok: false, status: 409, message: ARTICLE_MESSAGES.title };
  if ((input.intent === 'publish' || input.intent === 'schedule') && !complete(input)) return { ok: false, status: 409, message: ARTICLE_MESSAGES.toPublish };
  let scheduledAt: Date | undefined;
  if (input.intent === 'schedule') {
    scheduledAt = input.date && input.time ? zonedInstant(input.date, input.time, timeZone) : undefined;
    if (!scheduledAt) return { ok: false, status: 409, message: ARTICLE_MESSAGES.scheduleWhen };
    if (scheduledAt.getTime() <= now.getTime()) return { ok: false, status: 409, message: ARTICLE_MESSAGES.schedulePast };
  }

  let tookDown = false;
  const outcome = await getDb().transaction(async (tx): Promise<FormOutcome<SavedArticle>> => {
    const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, input.id)).for('update');
    if (!article) return { ok: false, status: 404, message: ARTICLE_MESSAGES.noArticle };
    const [existing] = await tx
      .select()
      .from(articleVersions)
      .where(and(eq(articleVersions.articleId, input.id), eq(articleVersions.locale, input.locale)));
    const wasPublic = existing && (existing.status === 'published' || existing.status === 'scheduled') && existing.publishedAt !== null && existing.publishedAt <= now;
    if (input.intent === 'unpublish' && !(existing && (existing.status === 'published' || existing.status === 'scheduled'))) {
      return { ok: false, status: 409, message: ARTICLE_MESSAGES.nothingToUnpublish };
    }
    // Before the first publication the address follows the title unless the owner wrote one.
    const slug = input.slug ?? (existing?.firstPublishedAt ? existing.slug : articleSlug(title));
    const [taken] = await tx
      .select({ id: articleVersions.id })
      .from(articleVersions)
      .where(and(eq(articleVersions.locale, input.locale), eq(articleVersions.slug, slug), existing ? ne(articleVersions.id, existing.id) : sql`true`));
    if (taken) return { ok: false, status: 409, message: ARTICLE_MESSAGES.slugTaken };

    let status: ArticleStatus = existing?.status ?? 'draft';
    let publishedAt = existing?.publishedAt ?? null;
    if (input.intent === 'publish') {
      // Published again after an unpublication, or for the first time: dated now; an edit of a public one keeps its date.
      if (!wasPublic) publishedAt = now;
      status = 'published';
    } else if (input.intent === 'schedule') {
      status = 'scheduled';
      publishedAt = scheduledAt!;
    } else if (input.intent === 'unpublish') {
      status = 'unpublished';
    }
    const firstPublishedAt = existing?.firstPublishedAt ?? (status === 'published' ? publishedAt : null);
    const fields = {
      slug,
      title,
      description: input.description ?? '',
      summary: input.summary ?? '',
      author: input.author,
      heroAlt: input.heroAlt,
      body: input.body ?? '',
      ...rendered,
      status,
      publishedAt,
      firstPublishedAt,
      updatedAt: sql`now()`,
    };
    let versionId: string;
    if (existing) {
      await tx.update(articleVersions).set(fields).where(eq(articleVersions.id, existing.id));
      versionId = existing.id;
      // A public address that changes keeps answering, with a 301 to the new one.
      if (existing.slug !== slug && existing.firstPublishedAt) {
        await tx
          .insert(articleSlugRedirects)
          .values({ locale: input.locale, slug: existing.slug, versionId })
          .onConflictDoUpdate({ target: [articleSlugRedirects.locale, articleSlugRedirects.slug], set: { versionId } });
      }
    } else {
      const [row] = await tx.insert(articleVersions).values({ articleId: input.id, locale: input.locale, ...fields }).returning({ id: articleVersions.id });
      versionId = row!.id;
    }
    // The new address is no one's old address any more.
    await tx.delete(articleSlugRedirects).where(and(eq(articleSlugRedirects.locale, input.locale), eq(articleSlugRedirects.slug, slug)));
    await keepRevision(tx, versionId, input.intent === 'save' ? 'save' : 'publish');
    await tx.update(articles).set({ updatedAt: sql`now()` }).where(eq(articles.id, input.id));
    const isPublicNow = (status === 'published' || status === 'scheduled') && publishedAt !== null && publishedAt <= now;
    // Taken down (unpublished, or scheduled again for later): its search document goes in this
    // transaction, so search and the assistant never answer with it after the commit (ADR 040).
    tookDown = Boolean(wasPublic && !isPublicNow);
    if (tookDown) for (const key of new Set([existing!.slug, slug])) await removeDocument('article', key, tx, input.locale);
    const publicChange = input.intent === 'schedule' ? scheduledAt : wasPublic || isPublicNow ? now : undefined;
    return { ok: true, data: { id: input.id, locale: input.locale, intent: input.intent, publicChange } };
  });
  if (tookDown) await indexCommitted();
  return outcome;
}

/** Puts a revision's text back as the version's text (its status and date stay); the text replaced is kept as a revision too. */
export async function restoreRevision(articleId: string, revisionId: string): Promise<FormOutcome<{ id: string; locale: Locale; publicChange?: Date | undefined }>> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ revision: articleRevisions, version: articleVersions })
      .from(articleRevisions)
      .innerJoin(articleVersions, eq(articleVersions.id, articleRevisions.versionId))
      .where(and(eq(articleRevisions.id, revisionId), eq(articleVersions.articleId, articleId)));
    if (!row) return { ok: false, status: 404, message: ARTICLE_MESSAGES.noArticle };
    const { revision, version } = row;
    const rendered = await renderArticle(revision.body);
    // The address stays: a restored text never moves a public page.
    await tx
      .update(articleVersions)
      .set({ title: revision.title, description: revision.description, summary: revision.summary, author: revision.author, heroAlt: revision.heroAlt, body: revision.body, ...rendered, updatedAt: sql`now()` })
      .where(eq(articleVersions.id, version.id));
    await keepRevision(tx, version.id, 'save');
    await tx.update(articles).set({ updatedAt: sql`now()` }).where(eq(articles.id, articleId));
    return { ok: true, data: { id: articleId, locale: version.locale, publicChange: version.status === 'published' ? new Date() : undefined } };
  });
}

/** Sets the alt text of a version's hero image (the photo itself arrives from the photo job). */
export async function setHeroAlt(articleId: string, locale: Locale, heroAlt: string): Promise<boolean> {
  const rows = await getDb()
    .update(articleVersions)
    .set({ heroAlt, updatedAt: sql`now()` })
    .where(and(eq(articleVersions.articleId, articleId), eq(articleVersions.locale, locale)))
    .returning({ id: articleVersions.id });
  return rows.length > 0;
}
