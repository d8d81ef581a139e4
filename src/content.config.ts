import { defineCollection, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const articleSchema = ({ image }: SchemaContext) =>
    z
      .object({
        title: z.string().min(5).max(100).describe('Shown as the h1 and in the list'),
        description: z.string().min(20).max(160).describe('Meta description and list teaser'),
        date: z.coerce.date().describe('Publication date, YYYY-MM-DD'),
        summary: z.string().min(20).max(280).describe('The summary line under the byline'),
        author: z.string().max(80).optional().describe('Defaults to "<brand> Team"'),
        heroImage: image().optional(),
        heroAlt: z.string().max(200).optional(),
      })
      .strict()
      .refine((post) => !post.heroImage || post.heroAlt, {
        message: 'heroAlt is required when heroImage is set',
      });

const blog = defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/blog' }), schema: articleSchema });
/** The Filipino translations: the same file name (the slug) as the English article they translate. */
const blogFil = defineCollection({ loader: glob({ pattern: '*.md', base: './src/content/blog-fil' }), schema: articleSchema });

export const collections = { blog, blogFil };
