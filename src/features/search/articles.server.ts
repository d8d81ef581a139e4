import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchLanguage } from '../../platform/limits.ts';
import { dateField, readFrontMatter, textField } from '../../platform/front-matter.ts';
import { markdownToText, sectionHeadings } from './text.server.ts';
import { replaceDocumentsOfType, type SearchDocument } from './documents.server.ts';

/** Where the articles live in a checkout; `npm start` runs from one (ADR 023). */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

const FOLDERS: { folder: string; language: SearchLanguage; url: (slug: string) => string }[] = [
  { folder: 'blog', language: 'en', url: (slug) => `/blog/${slug}` },
  { folder: 'blog-fil', language: 'fil', url: (slug) => `/fil/blog/${slug}` },
];

/** Every article in both languages, as search documents. */
export function readArticles(contentDir = CONTENT_DIR): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const { folder, language, url } of FOLDERS) {
    const dir = path.join(contentDir, folder);
    let files: string[];
    try {
      files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    } catch {
      continue;
    }
    for (const file of files) {
      const slug = file.replace(/\.md$/, '');
      const { data, body } = readFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
      const title = textField(data, 'title');
      if (!title) continue;
      // With its description and summary, the section headings say what an article is about.
      const about = [markdownToText(textField(data, 'description') ?? ''), markdownToText(textField(data, 'summary') ?? ''), ...sectionHeadings(body)];
      docs.push({
        type: 'article',
        key: slug,
        language,
        title,
        summary: about.filter(Boolean).join(' '),
        body: markdownToText(body),
        url: url(slug),
        date: dateField(data, 'date') ?? null,
      });
    }
  }
  return docs;
}

/** Indexes the articles of this checkout, replacing what an earlier version indexed. */
export async function indexArticles(contentDir = CONTENT_DIR): Promise<number> {
  const docs = readArticles(contentDir);
  await replaceDocumentsOfType('article', docs);
  return docs.length;
}
