// What other code may use of this feature, safe in the browser; server code is in index.server.ts.
export { postAuthor, postUrl } from './articles.ts';
export type { Post } from './articles.ts';
export { default as Article } from './components/Article.tsx';
export { default as ArticleNav } from './components/ArticleNav.tsx';
export { default as LatestPosts } from './components/LatestPosts.tsx';
export { default as PostList } from './components/PostList.tsx';
