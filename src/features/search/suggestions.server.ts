import { sql } from 'drizzle-orm';
import type { SearchLocale, SearchType } from '../../platform/limits.ts';
import { textWords } from './search-words.ts';
import { localePath } from '../../i18n/locales.ts';
import { getDb } from '../../platform/db/client.ts';
import { isPublicDocument } from './public-documents.server.ts';

export type Suggestion = {
  type: SearchType;
  title: string;
  url: string;
};

const SUGGESTIONS = 6;

/**
 * What the search box suggests while the visitor types: the documents whose titles have a word
 * starting with each word typed so far ("emergen fu" → "Building Your Emergency Fund…"), an article
 * once, in the page's language when its title there fits.
 */
export async function suggestTitles(text: string, locale: SearchLocale): Promise<Suggestion[]> {
  const words = textWords(text).slice(0, 6);
  if (words.join('').length < 2) return [];
  const fits = sql.join(
    words.map((word) => sql`lower(unaccent(title)) ~ ${`\\m${word}`}`),
    sql` and `,
  );
  const { rows } = await getDb().execute<Suggestion & { key: string }>(sql`
    select type, key, title, url from (
      select distinct on (type, key) type, key, title, url, date
      from search_documents
      where ${fits} and ${isPublicDocument('search_documents')}
      order by type, key, (language = ${locale}) desc
    ) as one
    order by (type = 'article') desc, date desc nulls last, title
    limit ${SUGGESTIONS}`);
  return rows.map(({ type, title, url }) => ({ type, title, url: type === 'article' ? url : localePath(locale, url) }));
}
