// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { adminArticlePath, articleAuthor, articleJsonLd, articlePath, articleUrl, localeOfAdminSegment, translationPaths } from './articles.ts';
export type { ArticleEntry, ArticlePage, HeroImage } from './articles.ts';
export { default as Article } from './components/Article.tsx';
export { default as ArticleNav } from './components/ArticleNav.tsx';
export { default as LatestArticles } from './components/LatestArticles.tsx';
export { default as ArticleList } from './components/ArticleList.tsx';
export { default as ArticleEditor } from './components/ArticleEditor.tsx';
export type { ArticleDraft } from './components/ArticleEditor.tsx';
export { default as ArticleAdminList } from './components/ArticleAdminList.tsx';
export type { OwnerArticleListRow } from './components/ArticleAdminList.tsx';
