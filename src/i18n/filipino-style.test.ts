import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The mechanical rules of docs/filipino-style.md, over every Filipino text we write: the dictionaries,
// the articles and the e-book.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const filesIn = (dir: string, ext: string) =>
  readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith(ext) && !name.endsWith('.test.ts') && name !== 'index.ts')
    .map((name) => path.join(dir, name));

/** The strings of a dictionary file a visitor can read: not imports, keys, or values the code compares. */
function visitorStrings(file: string): string {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isTypeNode(node) || ts.isBinaryExpression(node) || ts.isCaseClause(node)) return;
    if (ts.isPropertyAssignment(node)) return visit(node.initializer);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
    else if (ts.isTemplateExpression(node)) strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return strings.join('\n');
}

const TEXTS: { file: string; text: string }[] = [
  ...filesIn('src/i18n/fil', '.ts').map((file) => ({ file, text: visitorStrings(file) })),
  ...filesIn('src/content/blog-fil', '.md').map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
  { file: 'ebook/guide.fil.md', text: readFileSync(path.join(ROOT, 'ebook/guide.fil.md'), 'utf8') },
];

// The brand, its tagline and the section named after it keep the brand's spelling; kwento_lang is a cookie's name.
const BRAND = /Kwentong OFW|Ito ang kwento nyo|Kwento nyo|kwento_lang/g;

/** Where a pattern occurs in each text, as "file: …excerpt…". */
function occurrences(pattern: RegExp, keep: (match: RegExpExecArray, text: string) => boolean = () => true): string[] {
  return TEXTS.flatMap(({ file, text }) =>
    [...text.replace(BRAND, '').matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))]
      .filter((match) => keep(match, text))
      .map((match) => `${file}: …${text.replace(BRAND, '').slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)}…`),
  );
}

describe('the Filipino style sheet (docs/filipino-style.md)', () => {
  it('reads every Filipino dictionary, article and the e-book', () => {
    expect(TEXTS.filter(({ file }) => file.startsWith('src/i18n/fil/')).length).toBeGreaterThanOrEqual(16);
    expect(TEXTS.filter(({ file }) => file.startsWith('src/content/blog-fil/'))).toHaveLength(18);
    expect(TEXTS.filter(({ text }) => text.trim().length < 40).map(({ file }) => file)).toEqual([]);
    // The reader of dictionaries sees the words, not the code.
    const stories = TEXTS.find(({ file }) => file === 'src/i18n/fil/stories.ts')!.text;
    expect(stories).toContain('Ibahagi ang kuwento mo');
    expect(stories).not.toContain('TOO_MANY_REQUESTS');
  });

  it('spells kuwento (kuwentuhan, magkuwento…); only the brand keeps "kwento"', () => {
    expect(occurrences(/kwent/i)).toEqual([]);
    expect(occurrences(/\bnyo\b/i)).toEqual([]);
  });

  it('writes e-mail with a hyphen', () => {
    expect(occurrences(/\bemails?\b/i)).toEqual([]);
  });

  it('uses one word for each step of a story: ilathala, payagan', () => {
    expect(occurrences(/\b(?:i|ipa|na|naka|ipina|i-re)-?publish\w*/i)).toEqual([]);
    expect(occurrences(/\b(?:i|ina|na|ma)-approve\b|\baaprubahan mo\b/i)).toEqual([]);
  });

  it('has none of the translations the editor flagged', () => {
    for (const flagged of [
      /Tagumpay!/,
      /\b(?:hatian|budget|panimula)(?: ng budget)? ng site\b/i,
      /\bPag-ipon\b/i,
      /Makipag-ugnayan na page/i,
      /kasuhan ng kriminal/i,
      /kung ano talaga sila/i,
      /\bkami(?:ng)? (?:gagaling|gumaling)\b/i,
      /marinig namin/i,
      /"Others"/,
    ]) {
      expect(occurrences(flagged), String(flagged)).toEqual([]);
    }
  });

  it('never leaves kapwa alone: kapwa OFW, kapwa Pilipino, kapwa manggagawa', () => {
    expect(occurrences(/\bkapwa\b(?! (?:OFW|Pilipino|Filipino|manggagawa))/i)).toEqual([]);
  });

  it('writes nang, not ng, before how and how much', () => {
    expect(occurrences(/\bng (?:husto|maaga|dahan-dahan|tuloy-tuloy)\b/i)).toEqual([]);
    expect(occurrences(/\bnang malaki nang\b/i)).toEqual([]);
  });

  it('writes rin, raw, rito, roon, riyan after a vowel, and din, daw, dito, doon, diyan after a consonant', () => {
    const ENCLITIC = /\b([\p{L}'’-]+) (din|rin|daw|raw|dito|rito|doon|roon|diyan|riyan)\b/iu;
    const misplaced = (match: RegExpExecArray) => {
      const [, before, word] = match as unknown as [string, string, string];
      const afterVowel = /[aeiouwy]$/i.test(before);
      // After -ra, -ri, -raw and -ray the d form may stay, to avoid r r (bihira din).
      if (/(?:ra|ri|raw|ray)$/i.test(before)) return false;
      return afterVowel === word.startsWith('d');
    };
    expect(occurrences(ENCLITIC, misplaced)).toEqual([]);
  });
});
