import type { CollectionEntry } from 'astro:content';
import { site } from '../site.config.ts';

export type Post = CollectionEntry<'blog'>;

export const postAuthor = (post: Post) => post.data.author ?? `${site.name} Team`;
export const postUrl = (post: Post) => `/blog/${post.id}`;
