import { parseFrontmatter } from 'astro/markdown';

export interface FrontMatter {
  /** The YAML between the `---` lines ({} without them). */
  data: Record<string, unknown>;
  /** The Markdown after them, the front matter's lines left blank so that line numbers stay the file's. */
  body: string;
}

/**
 * A Markdown file's front matter, read by the function Astro's content collections read it with
 * (`astro/markdown`, js-yaml): the seed articles' import (features/articles/seed.server.ts) and
 * the e-book builder see the same values. A broken YAML block throws, as it stops `astro build`.
 */
export function readFrontMatter(source: string): FrontMatter {
  const { frontmatter, content } = parseFrontmatter(source, { frontmatter: 'empty-with-lines' });
  return { data: frontmatter, body: content };
}

/** A field that is text (a YAML number is read as its text), or undefined. */
export function textField(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A field that is a date (YAML's `2024-03-15`, or text a Date reads), or undefined. */
export function dateField(data: Record<string, unknown>, key: string): Date | undefined {
  const value = data[key];
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
