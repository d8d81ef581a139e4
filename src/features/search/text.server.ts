import { decodeHTML } from 'entities';
import { markdownToMdast, type MdastNode } from 'satteri';
import { indexableText } from './search.ts';

/** Nodes whose children are one run of text: their pieces join without a space ("un**believ**able"). */
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

/** The words a reader sees in a node: links as their words, images as their alt text; code blocks, HTML and breaks as a space. */
function textOf(node: MdastNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if ('children' in node) return (node.children as MdastNode[]).map(textOf).join(PHRASING_PARENTS.has(node.type) ? '' : ' ');
  return ' ';
}

/**
 * Markdown parsed by satteri, the parser Astro renders the articles with (CommonMark and GFM, no smart
 * quotes), so the search reads what the page shows.
 */
const parse = (markdown: string) => markdownToMdast(markdown, { position: false, features: { frontmatter: false } });

const oneLine = (text: string) => indexableText(text).replace(/\s+/g, ' ').trim();

/** Markdown as the plain text a visitor reads: no markup, links as their words, one space between blocks. */
export const markdownToText = (markdown: string): string => oneLine(textOf(parse(markdown)));

/** The text of a Markdown document's section headings (## and below), in order. */
export function sectionHeadings(markdown: string): string[] {
  const root = parse(markdown);
  if (root.type !== 'root') return [];
  return root.children.flatMap((node) => (node.type === 'heading' && node.depth >= 2 ? [oneLine(textOf(node))] : []));
}

/** Show notes (sanitized HTML) as plain text: tags dropped, entities decoded by `entities`. */
export const htmlToText = (html: string): string => oneLine(decodeHTML(html.replace(/<[^>]*>/g, ' ')));
