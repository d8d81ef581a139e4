import { sql } from 'drizzle-orm';
import { getDb } from '../../platform/db/client.ts';
import { indexChanged } from './generation.server.ts';

/**
 * Words that mean the same for the site's topics, in English, Filipino and Taglish, written from the
 * topics of the articles (not from questions that missed): the synonym table a new site starts with.
 * The owner adds and removes groups at /admin/synonyms.
 */
export const TOPIC_SYNONYMS: string[][] = [
  // Money
  ['ipon', 'pag-iipon', 'mag-ipon', 'savings'],
  ['padala', 'remittance', 'send money'],
  ['sahod', 'sweldo', 'suweldo', 'salary', 'wage'],
  ['bayad', 'payment', 'pay'],
  ['pera', 'money'],
  ['gastos', 'gastusin', 'expenses'],
  ['budget', 'badyet', 'budgeting'],
  ['utang', 'debt', 'loan'],
  ['negosyo', 'business', 'entrepreneurship'],
  ['puhunan', 'capital'],
  ['mag-invest', 'invest', 'investment'],
  ['scam', 'scammer', 'fraud', 'panloloko', 'manloloko'],
  ['insurance', 'insurans', 'seguro'],
  // Work and rights
  ['amo', 'employer', 'boss'],
  ['ahensya', 'ahensiya', 'agency'],
  ['kontrata', 'contract'],
  ['pirma', 'sign', 'signature'],
  ['reklamo', 'sumbong', 'complaint', 'report'],
  ['abuso', 'pang-aabuso', 'abuse', 'maltreatment'],
  ['trabaho', 'hanapbuhay', 'work', 'job'],
  ['promotion', 'ma-promote', 'promote'],
  ['raise', 'salary increase', 'umento', 'dagdag-sahod'],
  ['day off', 'rest day', 'pahinga'],
  ['pagod', 'tired', 'exhausted', 'burnout'],
  ['passport', 'pasaporte'],
  ['illegal', 'ilegal'],
  ['illegal recruiter', 'illegal recruitment', 'ilegal na recruiter'],
  ['pre-departure', 'departure', 'pag-alis', 'bago umalis'],
  ['batas', 'law'],
  ['karapatan', 'rights'],
  ['kasambahay', 'domestic helper', 'domestic worker', 'household worker'],
  ['nurse', 'nars'],
  ['seafarer', 'seaman', 'marino'],
  ['license', 'lisensya', 'lisensiya'],
  ['skills', 'kasanayan', 'kakayahan'],
  ['certificate', 'certification', 'sertipiko', 'credentials'],
  ['learn', 'matuto', 'study', 'pag-aaral'],
  // Feelings and health
  ['lungkot', 'kalungkutan', 'malungkot', 'pangungulila', 'homesick', 'homesickness', 'lonely', 'loneliness'],
  ['kalusugan', 'health'],
  ['mental health', 'kalusugan ng isip', 'kalusugang pangkaisipan'],
  ['stress', 'stressed', 'pressure'],
  ['anxiety', 'pagkabalisa', 'balisa'],
  ['friends', 'kaibigan', 'barkada'],
  // Family
  ['pamilya', 'family'],
  ['anak', 'children', 'kids', 'child'],
  ['magulang', 'parents', 'parent'],
  ['parenting', 'pagiging magulang', 'pagpapalaki ng anak'],
  ['asawa', 'spouse', 'husband', 'wife', 'mister', 'misis'],
  ['tawag', 'call'],
  // A new country, and going home
  ['kultura', 'culture'],
  ['wika', 'lengguwahe', 'language'],
  ['uwi for good', 'pag-uwi', 'coming home', 'going home', 'homecoming', 'reintegration', 'return home'],
  ['success', 'tagumpay', 'asenso'],
];

/**
 * Gives an empty synonym table the topics' groups, in this order (a new site, at start; not in a
 * migration: a new database stays empty for db:restore). A table with any group is the owner's and
 * left alone; two instances starting at once add each group once.
 */
export async function seedSynonyms(): Promise<number> {
  const { rowCount } = await getDb().execute(sql`
    insert into search_synonyms (terms, created_at)
    select array(select json_array_elements_text(g.terms)), now() + g.n * interval '1 microsecond'
    from json_array_elements(${JSON.stringify(TOPIC_SYNONYMS)}::json) with ordinality as g(terms, n)
    where not exists (select 1 from search_synonyms)
    on conflict (terms) do nothing`);
  indexChanged();
  return rowCount ?? 0;
}
