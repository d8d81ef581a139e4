import { describe, expect, it } from 'vitest';
import { firstSentence, formatDuration, isoDurationSeconds, itunesDurationSeconds } from './durations.ts';

describe('isoDurationSeconds (YouTube contentDetails.duration)', () => {
  it.each([
    ['PT5M', 300],
    ['PT4M59S', 299],
    ['PT5M1S', 301],
    ['PT58S', 58],
    ['PT1H', 3600],
    ['PT1H12S', 3612],
    ['PT1H2M3S', 3723],
    ['PT42M17S', 2537],
    ['P1DT1S', 86_401],
    ['P1D', 86_400],
    ['P1DT2H3M4S', 93_784],
    ['P0D', 0],
    ['PT0S', 0],
    ['PT1.5S', 1],
    ['PT299.9S', 299],
  ])('%s is %i s', (value, seconds) => {
    expect(isoDurationSeconds(value)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', 'P1DT', '5:00', '300', 'PT5', 'T5M', 'pt5m', 'PT5M ', ' PT5M', 'PT-5M', 'PT5S5M', 'P1W', 'PT1H2M3', 'P1Y2M', 'abc'])(
    '%j is not a duration',
    (value) => {
      expect(isoDurationSeconds(value)).toBeNull();
    },
  );

  it('puts the 300 s rule exactly at five minutes', () => {
    expect(isoDurationSeconds('PT5M')! >= 300).toBe(true);
    expect(isoDurationSeconds('PT4M59S')! >= 300).toBe(false);
  });
});

describe('itunesDurationSeconds (podcast itunes:duration)', () => {
  it.each([
    ['3600', 3600],
    ['0', 0],
    ['2537', 2537],
    ['59:59', 3599],
    ['42:17', 2537],
    ['0:09', 9],
    ['1:02:03', 3723],
    ['01:05:09', 3909],
    ['02:00:00', 7200],
    ['100:00', 6000],
    ['  45:00  ', 2700],
  ])('%j is %i s', (value, seconds) => {
    expect(itunesDurationSeconds(value)).toBe(seconds);
  });

  it.each(['', 'abc', '1:75', '1:60', '1:02:60', '1:60:00', '1:2:3:4', ':30', '30:', '1::2', '-5', '12.5', '1h', '1:0a'])(
    '%j is unreadable',
    (value) => {
      expect(itunesDurationSeconds(value)).toBeNull();
    },
  );
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [59, '0:59'],
    [300, '5:00'],
    [725, '12:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_005, '10:00:05'],
    [86_401, '24:00:01'],
    [61.9, '1:01'],
  ])('%d s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('reads back what itunesDurationSeconds understood', () => {
    for (const text of ['0:09', '59:59', '1:02:03', '12:05']) expect(formatDuration(itunesDurationSeconds(text)!)).toBe(text);
  });
});

describe('firstSentence', () => {
  it('keeps the first sentence, whatever ends it', () => {
    expect(firstSentence('Maricel left Iloilo in 2019. She talks about live-in care.')).toBe('Maricel left Iloilo in 2019.');
    expect(firstSentence('Ready to go home? Here is how.')).toBe('Ready to go home?');
    expect(firstSentence('Mabuhay! Salamat sa pakikinig.')).toBe('Mabuhay!');
  });

  it('does not stop at a dot inside a number or an address', () => {
    expect(firstSentence('About 2.2 million OFWs send money home. More below.')).toBe('About 2.2 million OFWs send money home.');
    expect(firstSentence('Read kwento.example/ebook first. Then listen.')).toBe('Read kwento.example/ebook first.');
  });

  it('flattens line breaks and runs of spaces', () => {
    expect(firstSentence('  New stories\n\nevery   Saturday.\nSubscribe!')).toBe('New stories every Saturday.');
  });

  it('returns text without a sentence end whole, and empty text empty', () => {
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('')).toBe('');
    expect(firstSentence('   ')).toBe('');
  });

  it('cuts a long sentence at the limit with an ellipsis', () => {
    const long = `${'word '.repeat(100)}end.`;
    const cut = firstSentence(long);
    expect(cut).toHaveLength(200);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
    expect(firstSentence('A short one. Another.', 5)).toBe('A sh…');
    expect(firstSentence('Exactly ten', 11)).toBe('Exactly ten');
  });
});
