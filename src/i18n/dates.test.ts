import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, isoDate } from './dates.ts';

describe('dates', () => {
  it('formats the long date', () => {
    expect(formatLongDate(new Date('2024-03-15T00:00:00Z'))).toBe('March 15, 2024');
  });

  it('formats the short date without a leading zero', () => {
    expect(formatShortDate(new Date('2024-03-05T12:00:00Z'))).toBe('Mar 5, 2024');
  });

  it('formats dates as the language writes them', () => {
    expect(formatLongDate(new Date('2024-03-15T00:00:00Z'), 'fil-PH')).toBe('Marso 15, 2024');
    expect(formatShortDate(new Date('2024-11-22T00:00:00Z'), 'fil-PH')).toBe('Nob 22, 2024');
  });

  it('formats in UTC whatever the server time zone', () => {
    expect(formatLongDate(new Date('2024-03-15T23:59:59Z'))).toBe('March 15, 2024');
    expect(formatShortDate(new Date('2024-03-05T00:00:00Z'))).toBe('Mar 5, 2024');
  });

  it('shows "Unknown date" for an invalid date', () => {
    const invalid = new Date('not a date');
    expect(formatLongDate(invalid)).toBe('Unknown date');
    expect(formatShortDate(invalid)).toBe('Unknown date');
    expect(isoDate(invalid)).toBe('');
  });

  it('gives the ISO day for <time datetime>', () => {
    expect(isoDate(new Date('2024-03-15T23:59:59Z'))).toBe('2024-03-15');
  });
});
