import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START, readPageNumber, readSearchQuery, snippetParts } from './search.ts';

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
