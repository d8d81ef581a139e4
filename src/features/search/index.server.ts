// What other code may use of this feature on the server.
export { indexArticles, readArticles } from './articles.server.ts';
export { indexCommitted, indexDocument, removeDocument } from './documents.server.ts';
export { episodeDocument, indexEpisodes } from './episodes.server.ts';
export { indexedDocuments } from './generation.server.ts';
export { isPublicDocument } from './public-documents.server.ts';
export { RANK_WEIGHTS, documentConfig, searchSite, searchTiming } from './query.server.ts';
export type { SearchHit, SearchPage } from './query.server.ts';
export { suggestTitles } from './suggestions.server.ts';
export { addSynonymGroup, listSynonymGroups, removeSynonymGroup } from './synonyms.server.ts';
export { anyTerm, bothConfigurations, queryTerms, termQueries } from './terms.server.ts';
export { seedSynonyms } from './topics.server.ts';
export { plainQuery } from './search-words.ts';
export { MARK_END, MARK_START } from './search.ts';
