// What other code may use of this feature on the server (Node-safe: no astro: modules).
export { articleBySlug, articleSitemapEntries, getArticles, getFilipinoArticles, isPublic, publicArticleDocuments, publishDueArticles } from './articles.server.ts';
export type { ArticleDocument, ArticleLookup } from './articles.server.ts';
export { ARTICLE_PAGES } from './articles.ts';
export { importSeedArticles, readSeedArticles, renderStaleArticles, SEED_DIR } from './seed.server.ts';
export { renderArticle, RENDERER_VERSION } from './render.server.ts';
export { ARTICLES_QUEUE, createArticlesQueue, queueArticlesJob, startArticlesWorker } from './jobs.server.ts';
export { articlesForOwner, articleExists, articleVersionForOwner, ownerTimeZone, revisionForOwner, revisionsOf, REVISIONS_KEPT } from './owner.server.ts';
export type { OwnerArticleRow, OwnerVersion } from './owner.server.ts';
export { createArticleForm, ownerTimeZoneForm, restoreRevisionForm, saveArticleForm } from './owner-actions.server.ts';
export { formatInZone, zonedFields } from './time-zone.ts';
export { setHeroAlt } from './owner.server.ts';
export { acceptPhoto, createPhotoQueue, PHOTO_AREA, PHOTO_FILE, PHOTO_MAX_BYTES, PHOTO_QUEUE, processPhoto, startPhotoWorker } from './photos.server.ts';
export type { PhotoJob } from './photos.server.ts';
export { articleFeed } from './feed.server.ts';
