// What other code may use of this feature on the server.
export { articlePageData, getFilipinoPosts, getPosts } from './articles.server.ts';
