import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Two button looks and one card: they live in src/ui (button-look.ts, Button,
// ButtonLink, Card). This reads every component outside src/ui and names each place that draws its
// own button or card again, so a sixth button colour or a second card style cannot come back unseen.

const SRC = path.resolve(import.meta.dirname, '..');

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(SRC, 'ui') ? [] : filesIn(full);
    return /\.(tsx|astro)$/.test(entry.name) ? [full] : [];
  });
}

const FILES = filesIn(SRC);
const name = (file: string) => path.relative(SRC, file);

/** The classes that apply without a variant (no `hover:`, `md:`, …): what the element looks like at rest. */
const atRest = (classes: string) => classes.split(/\s+/).filter((c) => c && !c.includes(':'));

/** A filled or outlined, rounded, padded box: a button, whatever element carries it. */
function looksLikeButton(classes: string): boolean {
  const c = atRest(classes);
  const rounded = c.some((x) => /^rounded(-(sm|md|lg|xl|full))?$/.test(x));
  const padded = c.some((x) => /^px-/.test(x)) && c.some((x) => /^py-/.test(x));
  // A solid colour (a tint such as bg-sky/40 is a badge or a hover, not a button), or an outline.
  const drawn = c.some((x) => /^bg-(ocean|coral|sun|leaf|navy|white)$/.test(x) || /^border(-|$)/.test(x) || /^ring-[12]$/.test(x));
  return rounded && padded && drawn;
}

/**
 * The card: a white, rounded box on the page. Menus and dialogs float over the page with a deep shadow
 * (shadow-lg and more) and are not cards.
 */
function looksLikeCard(classes: string): boolean {
  const c = atRest(classes);
  return c.includes('bg-white') && c.some((x) => /^rounded-(lg|xl|2xl|3xl)$/.test(x)) && !c.some((x) => /^shadow-(lg|xl|2xl)$/.test(x));
}

/** The text of every string in a piece of code, with the strings of the file's constants it names. */
function stringsIn(node: ts.Node, constants: Map<string, string>): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) found.push(n.text);
    else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) found.push(n.text);
    else if (ts.isIdentifier(n) && constants.has(n.text)) found.push(constants.get(n.text)!);
    n.forEachChild(visit);
  };
  visit(node);
  return found;
}

interface Found {
  buttons: string[];
  cards: string[];
}

/** The hand-made buttons and cards of one .tsx file. */
function handMadeInTsx(file: string, text: string): Found {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, string>();
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer && (ts.isStringLiteral(d.initializer) || ts.isNoSubstitutionTemplateLiteral(d.initializer))) {
        constants.set(d.name.text, d.initializer.text);
      }
    }
  });
  const found: Found = { buttons: [], cards: [] };
  const where = (n: ts.Node) => `${name(file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      if (looksLikeCard(n.text)) found.cards.push(where(n));
    }
    const opening = ts.isJsxElement(n) ? n.openingElement : ts.isJsxSelfClosingElement(n) ? n : undefined;
    if (opening) {
      const tag = opening.tagName.getText(source);
      if (tag === 'button') {
        // A control drawn as an icon (close, menu, chat, search) is not a text button: it may have its own
        // shape. Any other <button> is the Button primitive.
        const first = ts.isJsxElement(n) ? n.children.find((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces)) : undefined;
        const iconFirst = first !== undefined && ts.isJsxSelfClosingElement(first) && first.tagName.getText(source) === 'Icon';
        if (!iconFirst) found.buttons.push(`${where(n)} <button>`);
      } else if (tag === 'a' || tag === 'summary' || tag === 'label') {
        const className = opening.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText(source) === 'className');
        // The pieces of a class list built from constants and templates, read as one list.
        if (className && looksLikeButton(stringsIn(className, constants).join(' '))) found.buttons.push(`${where(n)} <${tag}> drawn as a button`);
      }
    }
    n.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** The same for an .astro file, whose markup is HTML: every <button> and every class that draws a button or a card. */
function handMadeInAstro(file: string, text: string): Found {
  const found: Found = { buttons: [], cards: [] };
  const line = (index: number) => `${name(file)}:${text.slice(0, index).split('\n').length}`;
  for (const m of text.matchAll(/<button\b/g)) found.buttons.push(`${line(m.index)} <button>`);
  for (const m of text.matchAll(/<(a|summary|label)\b[^>]*\bclass="([^"]*)"/g)) if (looksLikeButton(m[2]!)) found.buttons.push(`${line(m.index)} <${m[1]}> drawn as a button`);
  for (const m of text.matchAll(/\bclass(?:Name)?="([^"]*)"/g)) if (looksLikeCard(m[1]!)) found.cards.push(line(m.index));
  return found;
}

const handMade = FILES.map((file) => {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.astro') ? handMadeInAstro(file, text) : handMadeInTsx(file, text);
});

describe('one set of buttons and one card', () => {
  it('reads the components (the check below would pass on no files)', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.map(name)).toContain(path.join('features', 'owner', 'components', 'AdminNav.tsx'));
  });

  it('every button with words is Button or ButtonLink from src/ui, in the primary or secondary look', () => {
    expect(handMade.flatMap((f) => f.buttons)).toEqual([]);
  });

  it('every card is Card from src/ui', () => {
    expect(handMade.flatMap((f) => f.cards)).toEqual([]);
  });

  it('would notice a hand-made button, a link drawn as one, and a hand-made card', () => {
    const sample = `const LOOK = 'rounded-md bg-coral px-3 py-2 text-white';
      const PILL = 'inline-flex rounded-full px-4 py-2';
      export default () => (
        <div>
          <button type="submit" className="rounded-md bg-ocean px-4 py-2 text-white">Accept</button>
          <a href="/x" className={\`\${LOOK} shadow\`}>Go</a>
          <li className="rounded-xl bg-white p-4 ring-1 ring-sky">A card</li>
          <a href="tel:+63" className={\`\${PILL} border border-leaf\`}>Call</a>
          <button type="button" className="rounded p-1"><Icon name="close" /><span className="sr-only">Close</span></button>
          <a href="/y" className="block rounded-md px-3 py-2 hover:bg-white/10">A menu entry</a>
          <ul className="rounded-lg bg-white shadow-xl ring-1 ring-sky">A menu</ul>
        </div>
      );`;
    expect(handMadeInTsx(path.join(SRC, 'features', 'sample.tsx'), sample)).toEqual({
      buttons: [':5 <button>', ':6 <a> drawn as a button', ':8 <a> drawn as a button'].map((at) => path.join('features', 'sample.tsx') + at),
      cards: [path.join('features', 'sample.tsx') + ':7'],
    });
    expect(handMadeInAstro(path.join(SRC, 'pages', 'x.astro'), '<p>\n<button type="submit">Go</button>\n<div class="rounded-2xl bg-white p-5 shadow-sm"></div>')).toEqual({
      buttons: [path.join('pages', 'x.astro') + ':2 <button>'],
      cards: [path.join('pages', 'x.astro') + ':3'],
    });
  });
});
