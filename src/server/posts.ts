import { getCollection } from 'astro:content';
import type { Post } from '../lib/posts.ts';

/** All articles, newest first. */
export async function getPosts(): Promise<Post[]> {
  const posts = await getCollection('blog');
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}
