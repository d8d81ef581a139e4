import { describe, expect, it } from 'vitest';
import { editDistance, foldText, isTypoOf, parseSearchQuery, plainQuery, textWords, wordVariants } from './search-words.ts';

describe('textWords', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(foldText('José SÃO')).toBe('jose sao');
    expect(textWords('Paano mag-ipon ng ₱5,000?')).toEqual(['paano', 'mag', 'ipon', 'ng', '5', '000']);
  });
});

describe('wordVariants', () => {
  it('finds the root of Filipino verb forms', () => {
    expect(wordVariants('nagbabayad')).toContain('bayad');
    expect(wordVariants('magsusumbong')).toContain('sumbong');
    expect(wordVariants('inaabuso')).toContain('abuso');
    expect(wordVariants('umuwi')).toContain('uwi');
  });

  it('never offers a filler word as a root ("manila" is not "ma-" + "nila")', () => {
    expect(wordVariants('manila')).not.toContain('nila');
  });
});

describe('parseSearchQuery', () => {
  const words = (query: string) => parseSearchQuery(query).groups.map((group) => group.map((p) => p.words.join(' ')));

  it('reads words, "quoted phrases", or and -left out, as web search does', () => {
    expect(parseSearchQuery('"emergency fund" -pesos')).toEqual({
      groups: [[{ words: ['emergency', 'fund'], quoted: true }]],
      excluded: [{ words: ['pesos'], quoted: false }],
    });
    expect(words('padala or remittance Dubai')).toEqual([['padala', 'remittance'], ['dubai']]);
    expect(words('mag-ipon')).toEqual([['mag'], ['ipon']]);
  });

  it('finds nothing to look for in odd input', () => {
    for (const odd of ['!!!', '&|:*', "'", '((', 'or', '-', '""']) expect(parseSearchQuery(odd).groups, odd).toEqual([]);
  });

  it('reads a question as plain words, without the syntax', () => {
    expect(plainQuery('Stocks or -funds?').groups.map((g) => g[0]!.words[0])).toEqual(['stocks', 'or', 'funds']);
  });
});

describe('typos', () => {
  it('counts changed, added, removed and swapped letters', () => {
    expect(editDistance('planing', 'planning')).toBe(1);
    expect(editDistance('recruitmnet', 'recruitment')).toBe(1);
    expect(editDistance('france', 'franchise')).toBe(3);
  });

  it('allows one slip in a short word and two in a long one', () => {
    expect(isTypoOf('helth', 'health')).toBe(true);
    expect(isTypoOf('finacial', 'financial')).toBe(true);
    expect(isTypoOf('france', 'franchise')).toBe(false);
    expect(isTypoOf('lotto', 'lot')).toBe(false);
  });
});
