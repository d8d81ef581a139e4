import type { CollectionEntry } from 'astro:content';
import { site } from '../../site.config.ts';

/** An article in English (`blog`) or its Filipino translation (`blogFil`, same slug). */
export type Post = CollectionEntry<'blog'> | CollectionEntry<'blogFil'>;

export const postAuthor = (post: Post) => post.data.author ?? `${site.name} Team`;
export const postUrl = (post: Post) => (post.collection === 'blogFil' ? `/fil/blog/${post.id}` : `/blog/${post.id}`);
