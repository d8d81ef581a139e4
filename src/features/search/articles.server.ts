import { publicArticleDocuments } from '../articles/index.server.ts';
import { markdownToText, sectionHeadings } from './text.server.ts';
import { replaceDocumentsOfType, type SearchDocument } from './documents.server.ts';
import { indexableText } from './search.ts';

/** Every public article in both languages, as search documents: read from the database (ADR 051). */
export async function readArticles(): Promise<SearchDocument[]> {
  return (await publicArticleDocuments()).map((article) => {
    // With its description and summary, the section headings say what an article is about.
    const about = [markdownToText(article.description), markdownToText(article.summary), ...sectionHeadings(article.body)];
    return {
      type: 'article',
      key: article.slug,
      locale: article.locale,
      title: article.title,
      summary: about.filter(Boolean).join(' '),
      // The plain text stored when the article was saved: what its page shows.
      body: indexableText(article.plainText),
      url: article.url,
      date: article.publishedAt,
    };
  });
}

/**
 * Makes the indexed articles the public ones: at start, and at every publication, unpublication or
 * scheduled time reached (ADR 051). Returns how many are indexed.
 */
export async function indexArticles(): Promise<number> {
  const docs = await readArticles();
  await replaceDocumentsOfType('article', docs);
  return docs.length;
}
