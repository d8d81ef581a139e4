import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import sanitizeHtml from 'sanitize-html';
import { decodeHTML } from 'entities';

/**
 * Bump to render every stored article again at the next start (a new allow-list, a pipeline upgrade):
 * versions rendered by an older one are rendered from their Markdown (ADR 051).
 */
export const RENDERER_VERSION = 1;

/**
 * Astro's own Markdown pipeline (satteri: CommonMark, GFM, smart punctuation, heading ids) with the
 * options of astro.config.ts, so an article reads as it did when Astro rendered it from the repository.
 */
const processor = createSatteriMarkdownProcessor({ syntaxHighlight: false });

/**
 * What an article may contain once rendered: the elements Markdown writes, nothing else. Raw HTML in
 * the Markdown is dropped to its text; `javascript:` and other schemes, event and style attributes go.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'blockquote', 'code', 'pre', 'hr', 'br',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'input', 'sup', 'section',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'id', 'aria-describedby', 'data-footnote-ref', 'data-footnote-backref', 'aria-label'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    h1: ['id'], h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
    th: ['style'], td: ['style'],
    ol: ['start'],
    li: ['id'],
    input: ['type', 'checked', 'disabled'],
    section: ['data-footnotes'],
  },
  allowedClasses: { ul: ['contains-task-list'], ol: ['contains-task-list'], li: ['task-list-item'], section: ['footnotes'], h2: ['sr-only'] },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A task list's box, never a field: only a disabled checkbox stays.
  exclusiveFilter: (frame) => frame.tag === 'input' && (frame.attribs['type'] !== 'checkbox' || frame.attribs['disabled'] === undefined),
};

/** The words a reader sees, one space between blocks and words; images as their alt text. */
export function htmlToPlainText(html: string): string {
  const withAlts = html.replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ');
  return decodeHTML(withAlts.replace(/<\/?(?:h[1-6]|p|li|ul|ol|blockquote|pre|tr|td|th|table|br|hr|section)\b[^>]*>/g, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface RenderedArticle {
  html: string;
  plainText: string;
  rendererVersion: number;
}

/** The owner's Markdown as the HTML a page shows (sanitised) and the plain text search reads. */
export async function renderArticle(markdown: string): Promise<RenderedArticle> {
  const { code } = await (await processor).render(markdown);
  const html = sanitizeHtml(code, ALLOWED);
  return { html, plainText: htmlToPlainText(html), rendererVersion: RENDERER_VERSION };
}
