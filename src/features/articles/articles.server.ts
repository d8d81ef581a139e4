import { getImage } from 'astro:assets';
import { getCollection } from 'astro:content';
import { articleAuthor, articleUrl, type ArticleEntry } from './articles.ts';
import { site } from '../../site.config.ts';

const newestFirst = (a: ArticleEntry, b: ArticleEntry) => b.data.date.getTime() - a.data.date.getTime();

/** All articles, newest first. */
export async function getArticles(): Promise<ArticleEntry[]> {
  return (await getCollection('blog')).sort(newestFirst);
}

/**
 * The Filipino translations, newest first. Every article has one and every translation has its
 * article: the build stops on a missing side.
 */
export async function getFilipinoArticles(): Promise<ArticleEntry[]> {
  const [english, filipino] = await Promise.all([getCollection('blog'), getCollection('blogFil')]);
  const slugs = (posts: ArticleEntry[]) => new Set(posts.map((post) => post.id));
  const untranslated = [...slugs(english)].filter((slug) => !slugs(filipino).has(slug));
  const orphaned = [...slugs(filipino)].filter((slug) => !slugs(english).has(slug));
  if (untranslated.length > 0 || orphaned.length > 0) {
    throw new Error(
      `Every article needs its Filipino translation in src/content/blog-fil/ under the same file name. Missing: ${untranslated.join(', ') || 'none'}; without an English article: ${orphaned.join(', ') || 'none'}`,
    );
  }
  return filipino.sort(newestFirst);
}

/** What an article's page needs besides its body: the hero image's file and the structured data. */
export async function articlePageData(post: ArticleEntry, siteUrl: URL) {
  const hero = post.data.heroImage && (await getImage({ src: post.data.heroImage }));
  const heroImage = hero ? { src: hero.src, width: Number(hero.attributes['width']), height: Number(hero.attributes['height']) } : undefined;
  const author = articleAuthor(post);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.data.title,
    description: post.data.description,
    datePublished: post.data.date.toISOString(),
    inLanguage: post.collection === 'blogFil' ? 'fil' : 'en',
    author: { '@type': 'Organization', name: author },
    publisher: { '@type': 'Organization', name: site.name },
    mainEntityOfPage: new URL(articleUrl(post), siteUrl).href,
  };
  return { heroImage, jsonLd };
}
