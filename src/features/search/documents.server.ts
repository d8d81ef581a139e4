import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { SearchLocale, SearchType } from '../../platform/limits.ts';
import { indexableText } from './search.ts';
import { getDb, type Database, type Transaction } from '../../platform/db/client.ts';
import { searchDocuments } from '../../platform/db/schema.ts';
import { log } from '../../platform/log.ts';
import { indexChanged } from './generation.server.ts';

export interface SearchDocument {
  type: SearchType;
  /** Stable per type: an article's slug, an episode's slug, a story's slug or id. */
  key: string;
  locale: SearchLocale;
  title: string;
  /** What it says it is about (an article's description and summary), plain text: ranked above the body. */
  summary?: string;
  /** Plain text (no markup). */
  body: string;
  url: string;
  date: Date | null;
}

const row = (doc: SearchDocument) => ({
  ...doc,
  title: indexableText(doc.title),
  summary: indexableText(doc.summary ?? ''),
  body: indexableText(doc.body),
  updatedAt: new Date(),
});

async function upsert(db: Database | Transaction, docs: SearchDocument[]) {
  if (docs.length === 0) return;
  await db
    .insert(searchDocuments)
    .values(docs.map(row))
    .onConflictDoUpdate({
      target: [searchDocuments.type, searchDocuments.key, searchDocuments.locale],
      set: {
        title: sql`excluded.title`,
        summary: sql`excluded.summary`,
        body: sql`excluded.body`,
        url: sql`excluded.url`,
        date: sql`excluded.date`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The words the assistant corrects typos against: every word of the index, accents folded. */
export async function refreshVocabulary(db: Database | Transaction = getDb()) {
  await db.execute(sql`refresh materialized view search_words`);
  indexChanged();
}

/**
 * After a transaction that changed the index has committed: this instance's recent results are stale
 * at once (others notice within a second, ADR 023), and the words for typo correction follow.
 */
export async function indexCommitted(): Promise<void> {
  indexChanged();
  await refreshVocabulary().catch((error: Error) => log.error({ err: error.message }, 'the search vocabulary could not be refreshed'));
}

/**
 * Adds or replaces one document (a story when it is published). Given the transaction that makes it
 * public, it is searchable when that commits, not before or after; the caller then calls indexCommitted().
 */
export async function indexDocument(doc: SearchDocument, tx?: Transaction) {
  await upsert(tx ?? getDb(), [doc]);
  if (!tx) await refreshVocabulary();
}

/**
 * Takes a document out of search, in every language or in `locale` only (an article is unpublished one
 * language at a time). Given the transaction that takes it down (a story declined, unpublished or
 * withdrawn, an article unpublished, an episode hidden), it leaves search when that commits; the caller
 * then calls indexCommitted().
 */
export async function removeDocument(type: SearchType, key: string, tx?: Transaction, locale?: SearchLocale) {
  await (tx ?? getDb())
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.type, type), eq(searchDocuments.key, key), locale ? eq(searchDocuments.locale, locale) : undefined));
  if (!tx) await refreshVocabulary();
}

/** Adds or replaces many documents at once (an episode sync). */
export async function indexDocuments(docs: SearchDocument[]) {
  if (docs.length === 0) return;
  await getDb().transaction(async (tx) => {
    for (let at = 0; at < docs.length; at += 500) await upsert(tx, docs.slice(at, at + 500));
  });
  await refreshVocabulary();
}

/** Makes `docs` the whole indexed set of `type` (the articles of this build): the rest of that type goes. */
export async function replaceDocumentsOfType(type: SearchType, docs: SearchDocument[]) {
  await getDb().transaction(async (tx) => {
    for (let at = 0; at < docs.length; at += 500) await upsert(tx, docs.slice(at, at + 500));
    const keep = docs.map((d) => `${d.key}\u0001${d.locale}`);
    await tx
      .delete(searchDocuments)
      .where(
        and(
          eq(searchDocuments.type, type),
          keep.length > 0 ? notInArray(sql`${searchDocuments.key} || chr(1) || ${searchDocuments.locale}`, keep) : undefined,
        ),
      );
  });
  await refreshVocabulary();
}
