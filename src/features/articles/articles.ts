import type { CollectionEntry } from 'astro:content';
import { site } from '../../site.config.ts';

/** An article in English (`blog`) or its Filipino translation (`blogFil`, same slug). */
export type ArticleEntry = CollectionEntry<'blog'> | CollectionEntry<'blogFil'>;

export const articleAuthor = (post: ArticleEntry) => post.data.author ?? `${site.name} Team`;
export const articleUrl = (post: ArticleEntry) => (post.collection === 'blogFil' ? `/fil/blog/${post.id}` : `/blog/${post.id}`);
