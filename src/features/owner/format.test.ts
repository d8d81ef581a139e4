import { describe, expect, it } from 'vitest';
import { formatResponseDate } from './format.server.ts';

describe('formatResponseDate ("MMM dd, yyyy at h:mm a")', () => {
  it('formats in the owner’s time zone', () => {
    expect(formatResponseDate(new Date('2024-03-05T06:07:00Z'), 'Asia/Manila')).toBe('Mar 05, 2024 at 2:07 PM');
    expect(formatResponseDate('2024-12-31T23:59:00Z', 'UTC')).toBe('Dec 31, 2024 at 11:59 PM');
    expect(formatResponseDate('2024-01-01T00:05:00Z', 'UTC')).toBe('Jan 01, 2024 at 12:05 AM');
  });

  it('says "Unknown date" for a date it cannot read', () => {
    for (const value of [null, undefined, '', 'yesterday', new Date(Number.NaN)]) {
      expect(formatResponseDate(value, 'UTC')).toBe('Unknown date');
    }
  });
});
