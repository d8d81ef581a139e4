import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SearchLanguage } from '../../platform/limits.ts';
import { markdownToText } from './search.ts';
import { replaceDocumentsOfType, type SearchDocument } from './documents.server.ts';

/** Where the articles live in a checkout; `npm start` runs from one (ADR 023). */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));

const FOLDERS: { folder: string; language: SearchLanguage; url: (slug: string) => string }[] = [
  { folder: 'blog', language: 'en', url: (slug) => `/blog/${slug}` },
  { folder: 'blog-fil', language: 'fil', url: (slug) => `/fil/blog/${slug}` },
];

/** The scalar fields of a Markdown file's frontmatter (`key: value` or `key: "value"` lines). */
function frontmatter(source: string): { fields: Record<string, string>; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { fields: {}, content: source };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!field) continue;
    const raw = field[2]!.trim();
    fields[field[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw.replace(/^'(.*)'$/, '$1');
  }
  return { fields, content: source.slice(match[0].length) };
}

/** The section headings of an article: with its description and summary, what it says it is about. */
const headings = (markdown: string) => [...markdown.matchAll(/^#{2,6}\s+(.+)$/gm)].map((m) => m[1]!);

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
      const { fields, content } = frontmatter(readFileSync(path.join(dir, file), 'utf8'));
      if (!fields['title']) continue;
      const date = fields['date'] ? new Date(fields['date']) : null;
      docs.push({
        type: 'article',
        key: slug,
        language,
        title: fields['title'],
        summary: markdownToText([fields['description'] ?? '', fields['summary'] ?? '', ...headings(content)].join('\n\n')),
        body: markdownToText(content),
        url: url(slug),
        date: date && !Number.isNaN(date.getTime()) ? date : null,
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
