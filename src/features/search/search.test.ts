import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START, htmlToText, markdownToText, readPageNumber, readSearchQuery, snippetParts } from './search.ts';

describe('snippetParts', () => {
  it('splits a headline into marked and plain text, leaving markup in the text as text', () => {
    expect(snippetParts(`a <b> ${MARK_START}fund${MARK_END} and ${MARK_START}ipon${MARK_END}.`)).toEqual([
      { text: 'a <b> ', marked: false },
      { text: 'fund', marked: true },
      { text: ' and ', marked: false },
      { text: 'ipon', marked: true },
      { text: '.', marked: false },
    ]);
  });
});

describe('markdownToText', () => {
  it('keeps the words a reader sees', () => {
    expect(markdownToText('## Where to keep it\n\n- **PHP 50,000** in a [bank](https://x.example)\n\n> Ipon muna.')).toBe(
      'Where to keep it PHP 50,000 in a bank Ipon muna.',
    );
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Kuya &amp; Ate&#39;s <b>kwento</b>&nbsp;&#x1F600;</p>')).toBe("Kuya & Ate's kwento 😀");
  });
});

describe('readSearchQuery', () => {
  it('trims, refuses an empty query and cuts a long one, saying so', () => {
    expect(readSearchQuery('  emergency   fund ')).toEqual({ ok: true, query: 'emergency fund', truncated: false });
    expect(readSearchQuery('   ')).toEqual({ ok: false });
    expect(readSearchQuery(null)).toEqual({ ok: false });
    const long = readSearchQuery('a'.repeat(250));
    expect(long).toEqual({ ok: true, query: 'a'.repeat(200), truncated: true });
  });
});

describe('readPageNumber', () => {
  it('accepts whole page numbers only', () => {
    expect(readPageNumber(null)).toBe(1);
    expect(readPageNumber('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'x', '100000']) expect(readPageNumber(bad)).toBeUndefined();
  });
});
