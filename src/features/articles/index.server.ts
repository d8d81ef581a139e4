// What other code may use of this feature on the server.
export { articlePageData, getFilipinoArticles, getArticles } from './articles.server.ts';
