import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEbook, OUTPUT, parseGuide, themeColors } from '../../scripts/build-ebook.ts';
import { site } from '../../src/site.config.ts';

const GUIDE = new URL('../../ebook/guide.md', import.meta.url);

let dir: string;
let bytes: Buffer;
let pages: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kwento-ebook-'));
  const output = path.join(dir, 'guide.pdf');
  pages = await buildEbook(await readFile(GUIDE, 'utf8'), output);
  bytes = await readFile(output);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the e-book builder (npm run ebook)', () => {
  it('writes a PDF with a bookmark per chapter of guide.md, in order, after the preface', async () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(pages);
    const chapters = (await readFile(GUIDE, 'utf8')).match(/^# .+$/gm)!.map((line) => line.slice(2));
    expect(chapters).toHaveLength(9);
    expect((await pdf.getOutline()).map((item) => item.title)).toEqual(['Before you begin', ...chapters]);
  });

  it('shows every chapter and section heading, and the brand from the site configuration', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const guide = await readFile(GUIDE, 'utf8');
    const headings = guide.match(/^#{1,3} .+$/gm)!.map((line) => line.replace(/^#+ (\d+\. )?/, ''));
    expect(headings.length).toBeGreaterThan(30);
    for (const heading of headings) expect(flat).toContain(heading);
    expect(flat).toContain(`${site.name} ${site.tagline}`); // the title page
    expect(flat).toContain(`${site.name} — ${site.tagline}`); // the page footers
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Author: site.name });
  });

  it('is the e-book the site serves: an unchanged guide gives the same bytes', async () => {
    expect(bytes.equals(await readFile(OUTPUT)), 'ebook/kwentong-ofw-guide.pdf is out of date: run `npm run ebook`').toBe(true);
  });

  it('refuses Markdown it cannot lay out, saying where', () => {
    expect(() => parseGuide('---\ntitle: "T"\n---\n\n# One\n\nText.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')).toThrow(
      'guide.md line 9: Markdown "table" is not supported',
    );
    expect(() => parseGuide('# One\n\n- item\n  - nested\n')).toThrow('guide.md line 3: nested lists');
    expect(() => parseGuide('A [link](https://example.com).\n')).toThrow('guide.md line 1: link is not supported');
  });

  it("takes the site's colours from the stylesheet's @theme tokens", async () => {
    const css = await readFile(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    const navy = /--color-navy:\s*(#[0-9a-f]{6})/i.exec(css)![1];
    expect(themeColors(css).navy).toBe(navy);
    expect(() => themeColors(css.replace(/--color-sun:[^;]+;/, ''))).toThrow('--color-sun');
  });
});
