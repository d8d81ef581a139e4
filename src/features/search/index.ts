// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { default as SearchForm } from './components/SearchForm.tsx';
export { default as SearchLimited } from './components/SearchLimited.tsx';
export type { SearchResultItem } from './components/SearchResultList.tsx';
export { default as SearchResults } from './components/SearchResults.tsx';
export { default as SynonymList } from './components/SynonymList.tsx';
export { plainQuery } from './search-words.ts';
export { MARK_END, MARK_START, readAsTyped, readPageNumber, readSearchQuery } from './search.ts';
