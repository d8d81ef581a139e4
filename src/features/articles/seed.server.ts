import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, lt, sql } from 'drizzle-orm';
import { renderArticle, RENDERER_VERSION } from './render.server.ts';
import { getDb } from '../../platform/db/client.ts';
import { articles, articleVersions } from '../../platform/db/schema.ts';
import { dateField, readFrontMatter, textField } from '../../platform/front-matter.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The seed: the articles as Markdown in the repository, imported once (ADR 051). */
export const SEED_DIR = fileURLToPath(new URL('../../content', import.meta.url));
/** Where the seed's hero pictures are served from (public/). */
const SEED_IMAGES = fileURLToPath(new URL('../../../public', import.meta.url));

const FOLDERS: { folder: string; locale: Locale }[] = [
  { folder: 'blog', locale: 'en' },
  { folder: 'blog-fil', locale: 'fil' },
];

export interface SeedVersion {
  key: string;
  locale: Locale;
  title: string;
  description: string;
  summary: string;
  date: Date;
  author?: string | undefined;
  heroImage?: { src: string; width: number; height: number } | undefined;
  heroAlt?: string | undefined;
  body: string;
}

/** An SVG's own width and height (the seed's pictures are SVG illustrations). */
function svgSize(file: string): { width: number; height: number } | undefined {
  try {
    const head = readFileSync(file, 'utf8').slice(0, 500);
    const width = /\bwidth="(\d+)"/.exec(head)?.[1];
    const height = /\bheight="(\d+)"/.exec(head)?.[1];
    return width && height ? { width: Number(width), height: Number(height) } : undefined;
  } catch {
    return undefined;
  }
}

/** Every seed article in both languages, as the Markdown files say. */
export function readSeedArticles(seedDir = SEED_DIR): SeedVersion[] {
  const versions: SeedVersion[] = [];
  for (const { folder, locale } of FOLDERS) {
    let files: string[];
    try {
      files = readdirSync(path.join(seedDir, folder)).filter((name) => name.endsWith('.md')).sort();
    } catch {
      continue;
    }
    for (const file of files) {
      const { data, body } = readFrontMatter(readFileSync(path.join(seedDir, folder, file), 'utf8'));
      const title = textField(data, 'title');
      const date = dateField(data, 'date');
      if (!title || !date) continue;
      const hero = textField(data, 'heroImage');
      const size = hero && svgSize(path.join(SEED_IMAGES, hero));
      versions.push({
        key: file.replace(/\.md$/, ''),
        locale,
        title,
        description: textField(data, 'description') ?? '',
        summary: textField(data, 'summary') ?? '',
        date,
        author: textField(data, 'author'),
        heroImage: hero && size ? { src: hero, ...size } : undefined,
        heroAlt: textField(data, 'heroAlt'),
        // The front matter's lines are left blank by the reader: the Markdown starts at its first line.
        body: body.replace(/^\s*\n/, ''),
      });
    }
  }
  return versions;
}

/**
 * Imports the seed articles that are not in the database yet (by file name), published at their date.
 * Idempotent: an article already imported is left as the owner has it, even if edited or deleted later
 * is not brought back (its key stays). Returns how many versions were added.
 */
export async function importSeedArticles(seedDir = SEED_DIR): Promise<number> {
  const seeds = readSeedArticles(seedDir);
  const rendered = await Promise.all(seeds.map((seed) => renderArticle(seed.body)));
  return getDb().transaction(async (tx) => {
    // One importer at a time (several instances starting together).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kwento.articles.seed'))`);
    const known = new Set((await tx.select({ seedKey: articles.seedKey }).from(articles)).map((row) => row.seedKey));
    const ids = new Map<string, string>();
    let added = 0;
    for (const [index, seed] of seeds.entries()) {
      if (known.has(seed.key)) continue;
      let articleId = ids.get(seed.key);
      if (!articleId) {
        const [row] = await tx.insert(articles).values({ seedKey: seed.key }).returning({ id: articles.id });
        articleId = row!.id;
        ids.set(seed.key, articleId);
      }
      const { html, plainText, rendererVersion } = rendered[index]!;
      await tx.insert(articleVersions).values({
        articleId,
        locale: seed.locale,
        slug: seed.key,
        title: seed.title,
        description: seed.description,
        summary: seed.summary,
        author: seed.author ?? null,
        heroImage: seed.heroImage?.src ?? null,
        heroWidth: seed.heroImage?.width ?? null,
        heroHeight: seed.heroImage?.height ?? null,
        heroAlt: seed.heroAlt ?? null,
        body: seed.body,
        html,
        plainText,
        rendererVersion,
        status: 'published',
        publishedAt: seed.date,
        firstPublishedAt: seed.date,
      });
      added += 1;
    }
    return added;
  });
}

/** Renders again every version an older renderer made (RENDERER_VERSION was bumped). */
export async function renderStaleArticles(): Promise<number> {
  const db = getDb();
  const stale = await db
    .select({ id: articleVersions.id, body: articleVersions.body })
    .from(articleVersions)
    .where(lt(articleVersions.rendererVersion, RENDERER_VERSION));
  for (const row of stale) {
    const { html, plainText, rendererVersion } = await renderArticle(row.body);
    await db.update(articleVersions).set({ html, plainText, rendererVersion }).where(eq(articleVersions.id, row.id));
  }
  return stale.length;
}
