// Builds the free e-book in each language: ebook/guide.md → ebook/kwentong-ofw-guide.pdf and
// ebook/guide.fil.md → ebook/kwentong-ofw-gabay.pdf (src/features/ebook/editions.server.ts).
//
// Run with `npm run ebook`. `marked` parses the Markdown and src/platform/front-matter.ts its front
// matter (as Astro reads the articles'); this file only turns what the guide uses into pages: `#`
// chapters, `##`/`###` sections, paragraphs, `-` bullets, `- [ ]` checkboxes, `1.` numbered lists and
// **bold** inline. Anything else (tables, code, quotes,
// nested lists, links, images) stops the build with where it is, rather than printing garbage.
//
// The brand's name and tagline come from src/site.config.ts, its colours from the `@theme` tokens of
// src/styles/global.css; the words the builder adds itself (contents, chapter, the cover's notes) come
// from LABELS, in the language the guide's front matter names (`lang: fil`; English without it). Only the PDF standard fonts (Helvetica, Times) are used, so nothing is
// embedded or downloaded, and the dates in the metadata are fixed so that an unchanged guide gives a
// byte-identical PDF.
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { finished } from 'node:stream/promises';
import { Lexer, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import type { Locale } from '../src/i18n/locales.ts';
import { readFrontMatter, textField } from '../src/platform/front-matter.ts';
import { EDITIONS } from '../src/features/ebook/index.server.ts';
import { site } from '../src/site.config.ts';

type Doc = PDFKit.PDFDocument;

const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
/** The guide's Markdown and the PDF built from it, in one language. */
export const editionFiles = (locale: Locale) => ({ source: fromRoot(EDITIONS[locale].source), output: fromRoot(EDITIONS[locale].pdf) });
const THEME = fromRoot('src/styles/global.css');

const BRAND = site.name;
const TAGLINE = site.tagline;

const LABELS: Record<Locale, { subtitle: string; preface: string; contents: string; chapter: string; badge: string; disclaimer: string; keywords: string }> = {
  en: {
    subtitle: 'A practical guide for overseas Filipino workers and their families',
    preface: 'Before you begin',
    contents: 'Contents',
    chapter: 'Chapter',
    badge: 'FREE E-BOOK',
    disclaimer:
      'General information, not legal or financial advice. Rules change and differ by country: ' +
      'confirm with the DMW, OWWA or the Migrant Workers Office.',
    keywords: 'OFW, overseas Filipino workers, remittances, emergency fund, DMW, OWWA, reintegration',
  },
  fil: {
    subtitle: 'Praktikal na gabay para sa mga overseas Filipino worker at sa kanilang pamilya',
    preface: 'Bago ka magsimula',
    contents: 'Nilalaman',
    chapter: 'Kabanata',
    badge: 'LIBRENG E-BOOK',
    disclaimer:
      'Pangkalahatang impormasyon, hindi legal o financial advice. Nagbabago ang mga patakaran at iba-iba ' +
      'sa bawat bansa: kumpirmahin sa DMW, OWWA o Migrant Workers Office.',
    keywords: 'OFW, overseas Filipino worker, padala, ipon, emergency fund, DMW, OWWA, reintegration, pag-uwi',
  },
};
type Labels = (typeof LABELS)[Locale];
// Fixed so that rebuilding an unchanged guide gives the same bytes.
const BUILD_DATE = new Date('2026-11-22T00:00:00Z');

const THEME_COLORS = ['navy', 'ocean', 'sky', 'sun', 'cream', 'ink', 'muted'] as const;
type ThemeColor = (typeof THEME_COLORS)[number];

/** The `--color-*` tokens of the stylesheet's `@theme` block, so the e-book wears the site's colours. */
export function themeColors(css: string): Record<ThemeColor, string> {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!theme) throw new Error('global.css: no @theme block');
  const tokens = new Map([...theme.matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]));
  return Object.fromEntries(
    THEME_COLORS.map((name) => {
      const value = tokens.get(name);
      // pdfkit takes hex colours; a token written another way must be converted here first.
      if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`global.css: @theme needs --color-${name} as #rrggbb (found ${value ?? 'none'})`);
      return [name, value];
    }),
  ) as Record<ThemeColor, string>;
}

const COLOR = themeColors(readFileSync(THEME, 'utf8'));

const FONT = {
  body: 'Times-Roman',
  bodyBold: 'Times-Bold',
  bodyItalic: 'Times-Italic',
  head: 'Helvetica-Bold',
  sans: 'Helvetica',
} as const;

const BODY_SIZE = 10.5;
const LINE_GAP = 2.6;
const MARGIN = { top: 56, bottom: 62, left: 50, right: 50 };

// ---------------------------------------------------------------------------------------------
// Markdown

interface Span {
  text: string;
  bold: boolean;
}

interface ListItem {
  spans: Span[];
  number: number;
  checkbox: boolean;
}

type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: ListItem[] };

interface Guide {
  meta: Record<string, unknown>;
  blocks: Block[];
}

/** Appends text to the runs, joining it to the last one when it is as bold; source line breaks become spaces. */
function pushSpan(spans: Span[], text: string, bold: boolean): void {
  const clean = text.replace(/\s*\n\s*/g, ' ');
  const last = spans[spans.length - 1];
  if (last?.bold === bold) last.text += clean;
  else if (clean) spans.push({ text: clean, bold });
}

/** Inline tokens as runs of text, bold or not. */
function spansOf(tokens: Token[] | undefined, where: string, bold = false, spans: Span[] = []): Span[] {
  for (const token of tokens ?? []) {
    if (token.type === 'strong') spansOf((token as Tokens.Strong).tokens, where, true, spans);
    else if (token.type === 'text' && (token as Tokens.Text).tokens) spansOf((token as Tokens.Text).tokens, where, bold, spans);
    else if (token.type === 'text' || token.type === 'escape') pushSpan(spans, (token as Tokens.Text | Tokens.Escape).text, bold);
    else throw new Error(`${where}: ${token.type} is not supported by build-ebook.ts (${JSON.stringify(token.raw.slice(0, 40))})`);
  }
  return spans;
}

function itemSpans(item: Tokens.ListItem, where: string): Span[] {
  const spans: Span[] = [];
  for (const part of item.tokens) {
    if (part.type === 'checkbox' || part.type === 'space') continue;
    if (part.type !== 'text' && part.type !== 'paragraph') {
      throw new Error(`${where}: nested lists and blocks inside list items are not supported by build-ebook.ts`);
    }
    if (spans.length > 0) pushSpan(spans, ' ', false);
    spansOf((part as Tokens.Text | Tokens.Paragraph).tokens, where, false, spans);
  }
  return spans;
}

const textOf = (spans: Span[]) => spans.map((span) => span.text).join('');

export function parseGuide(source: string): Guide {
  const { data: meta, body } = readFrontMatter(source);
  // The tokens' raw texts follow each other through the source (the front matter's lines left blank):
  // counting their lines locates them.
  let line = 1;

  const blocks: Block[] = [];
  for (const token of new Lexer({ gfm: true }).lex(body)) {
    const where = `guide.md line ${line}`;
    line += token.raw.split('\n').length - 1;
    if (token.type === 'space') continue;
    if (token.type === 'heading') {
      const { depth } = token as Tokens.Heading;
      if (depth > 3) throw new Error(`${where}: only #, ## and ### headings are supported`);
      blocks.push({ kind: 'heading', level: depth as 1 | 2 | 3, text: textOf(spansOf((token as Tokens.Heading).tokens, where)) });
    } else if (token.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', spans: spansOf((token as Tokens.Paragraph).tokens, where) });
    } else if (token.type === 'list') {
      const list = token as Tokens.List;
      const start = typeof list.start === 'number' ? list.start : 1;
      const items = list.items.map((item, index) => ({
        spans: itemSpans(item, where),
        number: start + index,
        checkbox: Boolean(item.task) && !list.ordered,
      }));
      blocks.push({ kind: 'list', ordered: list.ordered, items });
    } else {
      throw new Error(`${where}: Markdown "${token.type}" is not supported by build-ebook.ts`);
    }
  }
  return { meta, blocks };
}

// ---------------------------------------------------------------------------------------------
// Layout helpers

/** Body text settings: normal pages use BODY, the one-page checklist chapter COMPACT. */
interface Style {
  size: number;
  lineGap: number;
  paragraphGap: number;
  itemGap: number;
  h2: number;
  h2Before: number;
}

const BODY: Style = { size: BODY_SIZE, lineGap: LINE_GAP, paragraphGap: 6, itemGap: 3, h2: 13, h2Before: 12 };
const COMPACT: Style = { size: 9.5, lineGap: 1.2, paragraphGap: 4, itemGap: 1.6, h2: 11, h2Before: 9 };

function contentWidth(doc: Doc): number {
  return doc.page.width - MARGIN.left - MARGIN.right;
}

function bottomLimit(doc: Doc): number {
  return doc.page.height - MARGIN.bottom;
}

function atPageTop(doc: Doc): boolean {
  return doc.y <= MARGIN.top + 1;
}

/** Starts a new page unless `height` points still fit below the cursor. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function richHeight(doc: Doc, spans: Span[], width: number, style: Style): number {
  // Bold Times is a little wider than roman; measuring in bold when there is bold errs on the safe side.
  doc.font(spans.some((span) => span.bold) ? FONT.bodyBold : FONT.body).fontSize(style.size);
  const height = doc.heightOfString(textOf(spans), { width, lineGap: style.lineGap });
  doc.font(FONT.body);
  return height;
}

function lineHeight(doc: Doc, style: Style): number {
  doc.font(FONT.body).fontSize(style.size);
  return doc.currentLineHeight(true) + style.lineGap;
}

/** Writes one paragraph of body text with its bold spans, starting at (x, doc.y). */
function writeRich(doc: Doc, spans: Span[], x: number, width: number, style: Style): void {
  doc.fillColor(COLOR.ink).fontSize(style.size);
  spans.forEach((span, index) => {
    doc.font(span.bold ? FONT.bodyBold : FONT.body);
    const continued = index < spans.length - 1;
    if (index === 0) doc.text(span.text, x, doc.y, { width, lineGap: style.lineGap, continued });
    else doc.text(span.text, { lineGap: style.lineGap, continued });
  });
  doc.font(FONT.body);
  doc.x = MARGIN.left;
}

// ---------------------------------------------------------------------------------------------
// Pages

function titlePage(doc: Doc, title: string, subtitle: string, labels: Labels): void {
  const { width, height } = doc.page;
  const [main = title, rest = ''] = title.split(/:\s+/, 2);
  const inner = width - 2 * MARGIN.left;

  doc.rect(0, 0, width, height * 0.62).fill(COLOR.navy);
  doc.rect(0, height * 0.62, width, height * 0.38).fill(COLOR.cream);
  doc.rect(MARGIN.left, 92, 56, 5).fill(COLOR.sun);

  doc.fillColor(COLOR.sky).font(FONT.head).fontSize(10).text(`${BRAND.toUpperCase()}  ·  ${labels.badge}`, MARGIN.left, 112, {
    width: inner,
    characterSpacing: 1.2,
  });
  doc.moveDown(1.4);
  doc.fillColor('#ffffff').font(FONT.head).fontSize(27).text(main, { width: inner, lineGap: 2 });
  if (rest) {
    doc.moveDown(0.5);
    doc.fillColor(COLOR.sun).font(FONT.head).fontSize(16).text(rest, { width: inner, lineGap: 3 });
  }
  doc.moveDown(1.2);
  doc.fillColor(COLOR.sky).font(FONT.sans).fontSize(11.5).text(subtitle, { width: inner, lineGap: 3 });

  const bandTop = height * 0.62;
  doc.fillColor(COLOR.navy).font(FONT.head).fontSize(15).text(BRAND, MARGIN.left, bandTop + 48, { width: inner });
  doc.fillColor(COLOR.ocean).font(FONT.bodyItalic).fontSize(13).text(TAGLINE, { width: inner });
  doc
    .fillColor(COLOR.muted)
    .font(FONT.sans)
    .fontSize(8.5)
    .text(labels.disclaimer, MARGIN.left, height - 96, { width: inner, lineGap: 2 });
}

function pageHeading(doc: Doc, label: string | null, title: string): void {
  const width = contentWidth(doc);
  doc.rect(MARGIN.left, MARGIN.top, 40, 4).fill(COLOR.sun);
  doc.y = MARGIN.top + 18;
  if (label) {
    doc.fillColor(COLOR.ocean).font(FONT.head).fontSize(9.5).text(label.toUpperCase(), MARGIN.left, doc.y, {
      width,
      characterSpacing: 1.4,
    });
    doc.moveDown(0.5);
  }
  doc.fillColor(COLOR.navy).font(FONT.head).fontSize(20).text(title, MARGIN.left, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN.left, doc.y)
    .lineTo(MARGIN.left + width, doc.y)
    .lineWidth(0.6)
    .strokeColor(COLOR.sky)
    .stroke();
  doc.y += 14;
  doc.x = MARGIN.left;
}

function headingSize(level: 2 | 3, style: Style): number {
  return level === 2 ? style.h2 : style.size + 0.5;
}

function headingHeight(doc: Doc, level: 2 | 3, text: string, width: number, style: Style): number {
  doc.font(FONT.head).fontSize(headingSize(level, style));
  return doc.heightOfString(text, { width, lineGap: 1 }) + (level === 2 ? 4 : 3);
}

function headingBefore(level: 2 | 3, style: Style): number {
  return level === 2 ? style.h2Before : style.h2Before * 0.7;
}

/** Draws a ## or ### heading at (x, doc.y); the caller has made room for it. */
function drawHeading(doc: Doc, level: 2 | 3, text: string, x: number, width: number, style: Style): void {
  doc
    .fillColor(level === 2 ? COLOR.navy : COLOR.ocean)
    .font(FONT.head)
    .fontSize(headingSize(level, style))
    .text(text, x, doc.y, { width, lineGap: 1 });
  doc.y += level === 2 ? 4 : 3;
}

/** Draws a heading in page flow, moving it to a new page unless `nextHeight` more fits below it. */
function sectionHeading(doc: Doc, level: 2 | 3, text: string, nextHeight: number): void {
  const width = contentWidth(doc);
  const before = headingBefore(level, BODY);
  const own = headingHeight(doc, level, text, width, BODY);
  // Keep the heading with the start of what follows it.
  ensureSpace(doc, (atPageTop(doc) ? 0 : before) + own + nextHeight);
  if (!atPageTop(doc)) doc.y += before;
  drawHeading(doc, level, text, MARGIN.left, width, BODY);
}

function paragraph(doc: Doc, spans: Span[], x: number, width: number, style: Style): void {
  ensureSpace(doc, Math.min(richHeight(doc, spans, width, style), 2 * lineHeight(doc, style)));
  writeRich(doc, spans, x, width, style);
  doc.y += style.paragraphGap;
}

function listIndent(ordered: boolean, style: Style): number {
  return Math.round((ordered ? 18 : 14) * (style.size / BODY_SIZE));
}

function listHeight(doc: Doc, block: Extract<Block, { kind: 'list' }>, width: number, style: Style): number {
  const textWidth = width - listIndent(block.ordered, style);
  return block.items.reduce((sum, item) => sum + richHeight(doc, item.spans, textWidth, style) + style.itemGap, 4);
}

/** Lists up to this tall are kept on one page rather than split. */
const KEEP_TOGETHER = 150;

function list(doc: Doc, block: Extract<Block, { kind: 'list' }>, left: number, width: number, style: Style): void {
  const total = listHeight(doc, block, width, style);
  if (total <= KEEP_TOGETHER) ensureSpace(doc, total);
  const indent = listIndent(block.ordered, style);
  const x = left + indent;
  const textWidth = width - indent;
  const scale = style.size / BODY_SIZE;
  for (const item of block.items) {
    const height = richHeight(doc, item.spans, textWidth, style);
    ensureSpace(doc, Math.min(height, 2 * lineHeight(doc, style)));
    const top = doc.y;
    doc.font(FONT.body).fontSize(style.size);
    const ascent = doc.currentLineHeight(false) * 0.68;
    if (item.checkbox) {
      const box = 7.5 * scale;
      doc
        .rect(left + 1, top + ascent - box + 0.5, box, box)
        .lineWidth(0.8)
        .strokeColor(COLOR.ocean)
        .stroke();
    } else if (block.ordered) {
      doc.fillColor(COLOR.ocean).font(FONT.bodyBold).text(`${item.number}.`, left, top, {
        width: indent - 5,
        align: 'right',
        lineBreak: false,
      });
    } else {
      doc.circle(left + 4 * scale, top + ascent - 3 * scale, 1.8 * scale).fill(COLOR.ocean);
    }
    doc.y = top;
    writeRich(doc, item.spans, x, textWidth, style);
    doc.y += style.itemGap;
  }
  doc.y += 4;
}

/** A paragraph such as "Where to keep it:" that introduces the list after it. */
function isLeadIn(blocks: Block[], index: number): boolean {
  const block = blocks[index];
  return block?.kind === 'paragraph' && textOf(block.spans).endsWith(':') && blocks[index + 1]?.kind === 'list';
}

/**
 * How much of a block must fit on the page together with whatever comes right before it:
 * short paragraphs and lists whole, longer ones their first lines, a heading itself plus the
 * start of the block after it.
 */
function keepHeight(doc: Doc, blocks: Block[], index: number): number {
  const block = blocks[index];
  if (!block) return 0;
  const width = contentWidth(doc);
  if (block.kind === 'paragraph') {
    const height = richHeight(doc, block.spans, width, BODY);
    if (isLeadIn(blocks, index)) return height + BODY.paragraphGap + keepHeight(doc, blocks, index + 1);
    return height <= KEEP_TOGETHER ? height : 3 * lineHeight(doc, BODY);
  }
  if (block.kind === 'list') {
    const height = listHeight(doc, block, width, BODY);
    if (height <= KEEP_TOGETHER) return height;
    const first = richHeight(doc, block.items[0]?.spans ?? [], width - listIndent(block.ordered, BODY), BODY);
    return Math.max(first, 2 * lineHeight(doc, BODY));
  }
  if (block.level === 1) return 0;
  return (
    headingBefore(block.level, BODY) +
    headingHeight(doc, block.level, block.text, width, BODY) +
    keepHeight(doc, blocks, index + 1)
  );
}

function renderFlow(doc: Doc, blocks: Block[]): void {
  blocks.forEach((block, index) => {
    const width = contentWidth(doc);
    if (block.kind === 'paragraph') {
      // A lead-in such as "Where to keep it:" stays with the start of its list.
      if (isLeadIn(blocks, index)) ensureSpace(doc, keepHeight(doc, blocks, index));
      paragraph(doc, block.spans, MARGIN.left, width, BODY);
    } else if (block.kind === 'list') list(doc, block, MARGIN.left, width, BODY);
    else if (block.level !== 1) sectionHeading(doc, block.level, block.text, keepHeight(doc, blocks, index + 1));
  });
}

/** A chapter whose every list is a checklist: laid out on one page, its sections in two columns. */
function isChecklistChapter(blocks: Block[]): boolean {
  const lists = blocks.filter((block) => block.kind === 'list');
  return lists.length > 0 && lists.every((block) => block.items.every((item) => item.checkbox));
}

function blockHeight(doc: Doc, block: Block, width: number, style: Style, first: boolean): number {
  if (block.kind === 'paragraph') return richHeight(doc, block.spans, width, style) + style.paragraphGap;
  if (block.kind === 'list') return listHeight(doc, block, width, style);
  if (block.level === 1) return 0;
  return (first ? 0 : headingBefore(block.level, style)) + headingHeight(doc, block.level, block.text, width, style);
}

function drawBlock(doc: Doc, block: Block, x: number, width: number, style: Style, first: boolean): void {
  if (block.kind === 'paragraph') paragraph(doc, block.spans, x, width, style);
  else if (block.kind === 'list') list(doc, block, x, width, style);
  else if (block.level !== 1) {
    if (!first) doc.y += headingBefore(block.level, style);
    drawHeading(doc, block.level, block.text, x, width, style);
  }
}

/**
 * Lays a checklist chapter out on the current page: the opening paragraphs full width, the
 * `##` sections in two balanced columns, and any closing paragraphs full width below them.
 * Returns false, having drawn nothing, when it would not fit on the page.
 */
function checklistPage(doc: Doc, blocks: Block[]): boolean {
  const width = contentWidth(doc);
  const firstSection = blocks.findIndex((block) => block.kind === 'heading');
  let lastList = -1;
  blocks.forEach((block, index) => {
    if (block.kind === 'list') lastList = index;
  });
  const intro = firstSection === -1 ? [] : blocks.slice(0, firstSection);
  const body = firstSection === -1 ? blocks : blocks.slice(firstSection, lastList + 1);
  const outro = blocks.slice(lastList + 1);

  const sections: Block[][] = [];
  for (const block of body) {
    const current = sections[sections.length - 1];
    if (block.kind === 'heading' || !current) sections.push([block]);
    else current.push(block);
  }

  const gutter = 18;
  const columnWidth = (width - gutter) / 2;
  const sectionHeights = sections.map((section) =>
    section.reduce((sum, block, index) => sum + blockHeight(doc, block, columnWidth, COMPACT, index === 0), 0),
  );
  const gap = COMPACT.h2Before;
  const total = sectionHeights.reduce((sum, height) => sum + height + gap, 0);
  // Split the sections where the left column comes closest to half of the total.
  let split = 0;
  let best = Infinity;
  for (let count = 0, left = 0; count <= sections.length; count++) {
    if (Math.abs(total / 2 - left) < best) {
      best = Math.abs(total / 2 - left);
      split = count;
    }
    left += (sectionHeights[count] ?? 0) + gap;
  }
  const columnHeight = (from: number, to: number) =>
    sectionHeights.slice(from, to).reduce((sum, height, index) => sum + height + (index > 0 ? gap : 0), 0);
  const columnsHeight = Math.max(columnHeight(0, split), columnHeight(split, sections.length));
  const flowHeight = (list: Block[]) =>
    list.reduce((sum, block, index) => sum + blockHeight(doc, block, width, COMPACT, index === 0), 0);
  const needed = flowHeight(intro) + 6 + columnsHeight + 12 + flowHeight(outro);
  if (doc.y + needed > bottomLimit(doc)) return false;

  intro.forEach((block, index) => drawBlock(doc, block, MARGIN.left, width, COMPACT, index === 0));
  doc.y += 6;
  const top = doc.y;
  let bottom = top;
  [sections.slice(0, split), sections.slice(split)].forEach((column, columnIndex) => {
    const x = MARGIN.left + columnIndex * (columnWidth + gutter);
    doc.y = top;
    column.forEach((section, sectionIndex) => {
      if (sectionIndex > 0) doc.y += gap;
      section.forEach((block, index) => drawBlock(doc, block, x, columnWidth, COMPACT, index === 0));
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 12;
  outro.forEach((block, index) => drawBlock(doc, block, MARGIN.left, width, COMPACT, index === 0));
  return true;
}

function footers(doc: Doc, firstNumbered: number): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start + firstNumbered; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit start a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN.bottom + 22;
    doc
      .moveTo(MARGIN.left, y - 7)
      .lineTo(MARGIN.left + width, y - 7)
      .lineWidth(0.5)
      .strokeColor(COLOR.sky)
      .stroke();
    doc.fillColor(COLOR.muted).font(FONT.sans).fontSize(8);
    doc.text(`${BRAND} — ${TAGLINE}`, MARGIN.left, y, { width, align: 'left', lineBreak: false });
    doc.text(String(index + 1), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = savedBottom;
  }
}

interface TocEntry {
  label: string | null;
  title: string;
  destination: string;
  page: number;
}

function tableOfContents(doc: Doc, pageIndex: number, entries: TocEntry[], title: string): void {
  doc.switchToPage(pageIndex);
  pageHeading(doc, null, title);
  const width = contentWidth(doc);
  const numberWidth = 26;
  const pageWidth = 28;
  const titleWidth = width - numberWidth - pageWidth - 8;
  for (const entry of entries) {
    const top = doc.y;
    doc.font(FONT.sans).fontSize(11);
    const height = doc.heightOfString(entry.title, { width: titleWidth, lineGap: 2 });
    if (entry.label) {
      doc.fillColor(COLOR.ocean).font(FONT.head).text(entry.label, MARGIN.left, top, {
        width: numberWidth,
        lineBreak: false,
        goTo: entry.destination,
      });
    }
    doc.fillColor(COLOR.ink).font(FONT.sans).text(entry.title, MARGIN.left + numberWidth, top, {
      width: titleWidth,
      lineGap: 2,
      goTo: entry.destination,
    });
    doc.fillColor(COLOR.navy).font(FONT.head).text(String(entry.page), MARGIN.left + width - pageWidth, top, {
      width: pageWidth,
      align: 'right',
      lineBreak: false,
      goTo: entry.destination,
    });
    doc.y = top + height + 9;
  }
}

// ---------------------------------------------------------------------------------------------
// Build

export async function buildEbook(source: string, output: string): Promise<number> {
  const guide = parseGuide(source);
  const title = textField(guide.meta, 'title');
  if (!title) throw new Error('guide.md: front matter needs a title');
  const lang = textField(guide.meta, 'lang') ?? 'en';
  if (!(lang in LABELS)) throw new Error(`guide.md: front matter lang "${lang}" has no labels in build-ebook.ts`);
  const labels = LABELS[lang as Locale];
  const subtitle = textField(guide.meta, 'subtitle') ?? labels.subtitle;

  const doc: Doc = new PDFDocument({
    size: 'A5',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang,
    displayTitle: true,
    info: {
      Title: title,
      Author: BRAND,
      Subject: subtitle,
      Keywords: labels.keywords,
      Creator: `${BRAND} build-ebook`,
      CreationDate: BUILD_DATE,
      ModDate: BUILD_DATE,
    },
  });
  mkdirSync(dirname(output), { recursive: true });
  const stream = createWriteStream(output);
  doc.pipe(stream);

  doc.addPage();
  titlePage(doc, title, subtitle, labels);

  doc.addPage();
  const tocPage = doc.bufferedPageRange().count - 1;
  const entries: TocEntry[] = [];
  const currentPage = () => doc.bufferedPageRange().count;

  const firstChapter = guide.blocks.findIndex((block) => block.kind === 'heading' && block.level === 1);
  const preface = firstChapter === -1 ? guide.blocks : guide.blocks.slice(0, firstChapter);
  const chapters = firstChapter === -1 ? [] : guide.blocks.slice(firstChapter);

  if (preface.length > 0) {
    doc.addPage();
    doc.addNamedDestination('preface');
    doc.outline.addItem(labels.preface);
    entries.push({ label: null, title: labels.preface, destination: 'preface', page: currentPage() });
    pageHeading(doc, null, labels.preface);
    renderFlow(doc, preface);
  }

  const groups: { title: string; blocks: Block[] }[] = [];
  for (const block of chapters) {
    if (block.kind === 'heading' && block.level === 1) groups.push({ title: block.text, blocks: [] });
    else groups[groups.length - 1]?.blocks.push(block);
  }

  groups.forEach((chapter, index) => {
    const numbered = /^(\d+)\.\s+(.+)$/.exec(chapter.title);
    const name = numbered?.[2] ?? chapter.title;
    const label = numbered?.[1] ?? null;
    const destination = `chapter-${index + 1}`;
    doc.addPage();
    doc.addNamedDestination(destination);
    doc.outline.addItem(label ? `${label}. ${name}` : name);
    entries.push({ label, title: name, destination, page: currentPage() });
    pageHeading(doc, label ? `${labels.chapter} ${label}` : null, name);
    if (isChecklistChapter(chapter.blocks) && checklistPage(doc, chapter.blocks)) return;
    if (isChecklistChapter(chapter.blocks)) console.warn(`build-ebook: "${name}" no longer fits on one page`);
    renderFlow(doc, chapter.blocks);
  });

  tableOfContents(doc, tocPage, entries, labels.contents);
  footers(doc, 1);

  const pages = doc.bufferedPageRange().count;
  doc.end();
  await finished(stream);
  return pages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const locale of Object.keys(EDITIONS) as Locale[]) {
    const { source, output } = editionFiles(locale);
    const pages = await buildEbook(readFileSync(source, 'utf8'), output);
    console.log(`Wrote ${output} (${pages} pages)`);
  }
}
