import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEbook, editionFiles, parseGuide, themeColors } from '../../scripts/build-ebook.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { site } from '../../src/site.config.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kwento-ebook-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const headingsOf = (guide: string, levels: string) => guide.match(new RegExp(`^${levels} .+$`, 'gm'))!.map((line) => line.replace(/^#+ (\d+\. )?/, ''));

describe.each([
  { locale: 'en' as Locale, preface: 'Before you begin', contents: 'Contents' },
  { locale: 'fil' as Locale, preface: 'Bago ka magsimula', contents: 'Nilalaman' },
])('the e-book builder (npm run ebook), $locale edition', ({ locale, preface, contents }) => {
  const { source, output } = editionFiles(locale);
  let guide: string;
  let bytes: Buffer;
  let pages: number;

  beforeAll(async () => {
    guide = await readFile(source, 'utf8');
    const built = path.join(dir, `${locale}.pdf`);
    pages = await buildEbook(guide, built);
    bytes = await readFile(built);
  });

  it('writes a PDF with a bookmark per chapter of the guide, in order, after the preface', async () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBe(pages);
    const chapters = guide.match(/^# .+$/gm)!.map((line) => line.slice(2));
    expect(chapters).toHaveLength(9);
    expect((await pdf.getOutline()).map((item) => item.title)).toEqual([preface, ...chapters]);
  });

  it("shows every chapter and section heading, its contents page in the guide's language, and the brand from the site configuration", async () => {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    // A heading wrapped after a hyphen ("nag-" / "aalaga") reads back with a space after it.
    const flat = text.replace(/\s+/g, ' ').replace(/(\w)- (\w)/g, '$1-$2');
    const headings = headingsOf(guide, '#{1,3}');
    expect(headings.length).toBeGreaterThan(30);
    for (const heading of headings) expect(flat).toContain(heading);
    expect(flat).toContain(`${contents} ${preface}`);
    expect(flat).toContain(`${site.name} ${site.tagline}`); // the title page
    expect(flat).toContain(`${site.name} — ${site.tagline}`); // the page footers
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({ Author: site.name, Language: locale });
  });

  it('is the e-book the site serves: an unchanged guide gives the same bytes', async () => {
    expect(bytes.equals(await readFile(output)), `${path.basename(output)} is out of date: run \`npm run ebook\``).toBe(true);
  });
});

describe('the e-book builder', () => {
  it('the Filipino edition has the chapters and sections of the English one, in the same order', async () => {
    const [english, filipino] = await Promise.all((['en', 'fil'] as const).map((locale) => readFile(editionFiles(locale).source, 'utf8')));
    const shape = (guide: string) => guide.match(/^#{1,3} /gm)!.join('');
    expect(shape(filipino!)).toBe(shape(english!));
    const steps = (guide: string) => guide.match(/^- \[ \] /gm)!.length;
    expect(steps(filipino!)).toBe(steps(english!));
  });

  it('refuses Markdown it cannot lay out, saying where', () => {
    expect(() => parseGuide('---\ntitle: "T"\n---\n\n# One\n\nText.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n')).toThrow(
      'guide.md line 9: Markdown "table" is not supported',
    );
    expect(() => parseGuide('# One\n\n- item\n  - nested\n')).toThrow('guide.md line 3: nested lists');
    expect(() => parseGuide('A [link](https://example.com).\n')).toThrow('guide.md line 1: link is not supported');
  });

  it('refuses a guide in a language it has no labels for', async () => {
    await expect(buildEbook('---\ntitle: "T"\nlang: de\n---\n\n# One\n\nText.\n', path.join(dir, 'de.pdf'))).rejects.toThrow(
      'front matter lang "de" has no labels',
    );
  });

  it("takes the site's colours from the stylesheet's @theme tokens", async () => {
    const css = await readFile(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
    const navy = /--color-navy:\s*(#[0-9a-f]{6})/i.exec(css)![1];
    expect(themeColors(css).navy).toBe(navy);
    expect(() => themeColors(css.replace(/--color-sun:[^;]+;/, ''))).toThrow('--color-sun');
  });
});
