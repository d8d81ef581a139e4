import { describe, expect, it } from 'vitest';
import { hasLanguageChoice, languageChoiceHref, languageChoiceTarget, languageCookie, preferredLocale, suggestsFilipino } from './language-choice.ts';

describe('the language a browser prefers', () => {
  it('takes the first of our languages by q-value, then by the order written', () => {
    expect(preferredLocale('fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fil');
    expect(preferredLocale('en-US,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(preferredLocale('en;q=0.5, tl;q=0.8')).toBe('fil');
    expect(preferredLocale('de-DE, es;q=0.9, TL-ph;q=0.3')).toBe('fil');
    expect(preferredLocale('fil, en')).toBe('fil');
    expect(preferredLocale('en, fil')).toBe('en');
  });

  it('ignores languages it refuses (q=0), other languages and nonsense', () => {
    expect(preferredLocale('fil;q=0, en;q=0.1')).toBe('en');
    expect(preferredLocale('ja, de')).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale(undefined)).toBeUndefined();
    expect(preferredLocale(';;,,q=,filipino')).toBeUndefined();
  });

  it('offers Filipino only until the visitor has chosen a language', () => {
    expect(suggestsFilipino('fil-PH', undefined)).toBe(true);
    expect(suggestsFilipino('fil-PH', 'cookie_consent=accepted')).toBe(true);
    expect(suggestsFilipino('fil-PH', 'cookie_consent=accepted; kwento_lang=en')).toBe(false);
    expect(suggestsFilipino('tl', 'kwento_lang=fil')).toBe(false);
    expect(suggestsFilipino('en-US', undefined)).toBe(false);
  });

  it('reads only its own cookie with a known value', () => {
    expect(hasLanguageChoice('kwento_lang=en')).toBe(true);
    expect(hasLanguageChoice('a=1;kwento_lang=fil;b=2')).toBe(true);
    expect(hasLanguageChoice('not_kwento_lang=en')).toBe(false);
    expect(hasLanguageChoice('kwento_lang=de')).toBe(false);
  });
});

describe('choosing a language', () => {
  it('leads to the same page in the chosen language', () => {
    expect(languageChoiceTarget('fil', '/blog/legal-guide')).toEqual({ target: '/fil/blog/legal-guide', locale: 'fil' });
    expect(languageChoiceTarget('en', '/fil/survey')).toEqual({ target: '/survey', locale: 'en' });
    expect(languageChoiceTarget('en', '/blog')).toEqual({ target: '/blog', locale: 'en' });
    expect(languageChoiceTarget('fil', '/')).toEqual({ target: '/fil', locale: 'fil' });
  });

  it('refuses unknown languages and addresses off the site', () => {
    expect(languageChoiceTarget('xx', '/blog')).toEqual({ problem: 'Unknown language: choose en or fil.' });
    expect(languageChoiceTarget(undefined, '/blog')).toHaveProperty('problem');
    for (const path of ['//evil.example/x', 'https://evil.example', '/blog?x=1', '/a b', undefined]) {
      expect(languageChoiceTarget('fil', path), String(path)).toEqual({ problem: 'The page to return to must be a path on this site.' });
    }
  });

  it('remembers the choice for a year, Secure on https', () => {
    expect(languageCookie('fil', false)).toBe('kwento_lang=fil; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('en', true)).toBe('kwento_lang=en; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(languageChoiceHref('fil', '/fil/blog')).toBe('/language-choice?language=fil&path=%2Ffil%2Fblog');
  });
});
