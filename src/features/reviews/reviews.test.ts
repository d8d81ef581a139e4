import { describe, expect, it } from 'vitest';
import { formatAverage, reviewContactDetails } from './reviews.ts';

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

describe('the contact details of a review', () => {
  it('are read in the name and the feedback, the words that can become public', () => {
    expect(reviewContactDetails({ name: 'DubaiJobs.com', feedback: 'Great episodes!' })).toEqual(['link']);
    expect(reviewContactDetails({ name: null, feedback: 'Text 0917 555 0199' })).toEqual(['phone']);
    expect(reviewContactDetails({ name: 'Maria Santos', feedback: 'Salamat po, 5 stars after 2 years in Dubai!' })).toEqual([]);
  });

  it('do not join a number across the name and the feedback', () => {
    expect(reviewContactDetails({ name: 'Ate 0917', feedback: '555 0199 ang episode na ito' })).toEqual([]);
  });
});
