import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './working-days.ts';

describe('the owner’s deadline in working days', () => {
  it('counts Monday to Friday only', () => {
    // Thursday 26 November 2026 + 30 working days = six weeks later, Thursday 7 January 2027.
    expect(addWorkingDays(new Date('2026-11-26T09:00:00Z'), 30).toISOString()).toBe('2027-01-07T09:00:00.000Z');
    // From a Friday, one working day is the Monday after.
    expect(addWorkingDays(new Date('2026-11-27T12:00:00Z'), 1).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    // From a Saturday, five working days end on the Friday after.
    expect(addWorkingDays(new Date('2026-11-28T12:00:00Z'), 5).toISOString()).toBe('2026-12-04T12:00:00.000Z');
  });
});
