import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fil } from '../../../i18n/fil/index.ts';
import { showSuggestion, SUGGESTION_HIDDEN } from '../../../platform/language-choice.ts';
import LanguageSuggestion from './LanguageSuggestion.tsx';

const render = (shown: boolean) =>
  renderToStaticMarkup(createElement(LanguageSuggestion, { locale: 'fil', pageLocale: 'en', path: '/blog', shown, messages: fil.layout.languageSuggestion }));

// The static file server finds the hidden suggestion in a prerendered page by the exact way it begins.
describe('the language suggestion as the server finds it', () => {
  it('begins with SUGGESTION_HIDDEN when hidden, and showing it gives what a page rendered shown has', () => {
    const hidden = render(false);
    expect(hidden.startsWith(SUGGESTION_HIDDEN)).toBe(true);
    expect(showSuggestion(hidden)).toBe(render(true));
  });
});
