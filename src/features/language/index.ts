// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as LanguageSuggestion } from './components/LanguageSuggestion.tsx';
export { default as LanguageSwitch } from './components/LanguageSwitch.tsx';
