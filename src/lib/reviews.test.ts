import { describe, expect, it } from 'vitest';
import { formatAverage } from './reviews.ts';

describe('the average rating beside the stars', () => {
  it('always shows one decimal', () => {
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.25)).toBe('4.3');
    expect(formatAverage(3.333)).toBe('3.3');
  });

  it('is written as the language writes numbers', () => {
    expect(formatAverage(4.5, 'fil-PH')).toBe('4.5');
    expect(formatAverage(4.5, 'de-DE')).toBe('4,5');
  });
});
