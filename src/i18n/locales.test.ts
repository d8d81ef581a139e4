import { describe, expect, it } from 'vitest';
import { alternatesOf, localePath, splitLocale } from './locales.ts';
import { localeOf } from './routes.ts';

describe('language addresses', () => {
  it('keeps English at its own addresses and puts Filipino under /fil', () => {
    expect(localePath('en', '/survey')).toBe('/survey');
    expect(localePath('fil', '/survey')).toBe('/fil/survey');
    expect(localePath('fil', '/')).toBe('/fil');
  });

  it('reads the language of an address, and only a real language prefix counts', () => {
    expect(splitLocale('/fil/blog/x')).toEqual({ locale: 'fil', path: '/blog/x' });
    expect(splitLocale('/fil')).toEqual({ locale: 'fil', path: '/' });
    expect(splitLocale('/filipino-food')).toEqual({ locale: 'en', path: '/filipino-food' });
    expect(splitLocale('/en/survey')).toEqual({ locale: 'en', path: '/en/survey' });
  });

  it("reads a page's language from its [...locale] segment only", () => {
    expect(localeOf({ locale: 'fil', slug: 'x' })).toBe('fil');
    expect(localeOf({ locale: undefined, token: 'fil' })).toBe('en');
    expect(localeOf({})).toBe('en');
  });

  it('gives every page its twin in the other language', () => {
    expect(alternatesOf('/fil/survey')).toEqual({ en: '/survey', fil: '/fil/survey' });
    expect(alternatesOf('/')).toEqual({ en: '/', fil: '/fil' });
  });
});
