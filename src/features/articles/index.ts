// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { articleAuthor, articleUrl } from './articles.ts';
export type { ArticleEntry } from './articles.ts';
export { default as Article } from './components/Article.tsx';
export { default as ArticleNav } from './components/ArticleNav.tsx';
export { default as LatestArticles } from './components/LatestArticles.tsx';
export { default as ArticleList } from './components/ArticleList.tsx';
