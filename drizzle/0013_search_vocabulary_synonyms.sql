-- Custom SQL, written by hand (ADR 025, ADR 043); listed in src/server/db/schema.ts. Re-runnable.
-- 0012 recreated search_documents.tsv (title A, summary B, body C): its GIN index went with the old
-- column, and its vectors are kept in the row as 0009 decided (ADR 027).
CREATE INDEX IF NOT EXISTS "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
UPDATE "search_documents" SET "title" = "title";--> statement-breakpoint
-- The site's own vocabulary, for spelling correction: every word as written, accents folded, with the
-- number of documents it is in (a correction prefers the word more documents use).
DROP MATERIALIZED VIEW IF EXISTS search_words;--> statement-breakpoint
CREATE MATERIALIZED VIEW search_words AS
  SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''public.kwento_simple'', title || '' '' || summary || '' '' || body) FROM public.search_documents')
  WHERE char_length(word) BETWEEN 3 AND 40;--> statement-breakpoint
CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
-- Words that mean the same for the site's topics, in English, Filipino and Taglish. The owner adds
-- and removes groups at /admin/synonyms; a group removed there is not put back by this migration.
INSERT INTO search_synonyms (terms) VALUES
  -- Money
  (ARRAY['ipon', 'pag-iipon', 'mag-ipon', 'savings']),
  (ARRAY['padala', 'remittance', 'send money']),
  (ARRAY['sahod', 'sweldo', 'suweldo', 'salary', 'wage']),
  (ARRAY['bayad', 'payment', 'pay']),
  (ARRAY['pera', 'money']),
  (ARRAY['gastos', 'gastusin', 'expenses']),
  (ARRAY['budget', 'badyet', 'budgeting']),
  (ARRAY['utang', 'debt', 'loan']),
  (ARRAY['negosyo', 'business', 'entrepreneurship']),
  (ARRAY['puhunan', 'capital']),
  (ARRAY['mag-invest', 'invest', 'investment']),
  (ARRAY['scam', 'scammer', 'fraud', 'panloloko', 'manloloko']),
  (ARRAY['insurance', 'insurans', 'seguro']),
  -- Work and rights
  (ARRAY['amo', 'employer', 'boss']),
  (ARRAY['ahensya', 'ahensiya', 'agency']),
  (ARRAY['kontrata', 'contract']),
  (ARRAY['pirma', 'sign', 'signature']),
  (ARRAY['reklamo', 'sumbong', 'complaint', 'report']),
  (ARRAY['abuso', 'pang-aabuso', 'abuse', 'maltreatment']),
  (ARRAY['trabaho', 'hanapbuhay', 'work', 'job']),
  (ARRAY['promotion', 'ma-promote', 'promote']),
  (ARRAY['raise', 'salary increase', 'umento', 'dagdag-sahod']),
  (ARRAY['day off', 'rest day', 'pahinga']),
  (ARRAY['pagod', 'tired', 'exhausted', 'burnout']),
  (ARRAY['passport', 'pasaporte']),
  (ARRAY['illegal', 'ilegal']),
  (ARRAY['illegal recruiter', 'illegal recruitment', 'ilegal na recruiter']),
  (ARRAY['pre-departure', 'departure', 'pag-alis', 'bago umalis']),
  (ARRAY['batas', 'law']),
  (ARRAY['karapatan', 'rights']),
  (ARRAY['kasambahay', 'domestic helper', 'domestic worker', 'household worker']),
  (ARRAY['nurse', 'nars']),
  (ARRAY['seafarer', 'seaman', 'marino']),
  (ARRAY['license', 'lisensya', 'lisensiya']),
  (ARRAY['skills', 'kasanayan', 'kakayahan']),
  (ARRAY['certificate', 'certification', 'sertipiko', 'credentials']),
  (ARRAY['learn', 'matuto', 'study', 'pag-aaral']),
  -- Feelings and health
  (ARRAY['lungkot', 'kalungkutan', 'malungkot', 'pangungulila', 'homesick', 'homesickness', 'lonely', 'loneliness']),
  (ARRAY['kalusugan', 'health']),
  (ARRAY['mental health', 'kalusugan ng isip', 'kalusugang pangkaisipan']),
  (ARRAY['stress', 'stressed', 'pressure']),
  (ARRAY['anxiety', 'pagkabalisa', 'balisa']),
  (ARRAY['friends', 'kaibigan', 'barkada']),
  -- Family
  (ARRAY['pamilya', 'family']),
  (ARRAY['anak', 'children', 'kids', 'child']),
  (ARRAY['magulang', 'parents', 'parent']),
  (ARRAY['parenting', 'pagiging magulang', 'pagpapalaki ng anak']),
  (ARRAY['asawa', 'spouse', 'husband', 'wife', 'mister', 'misis']),
  (ARRAY['tawag', 'call']),
  -- A new country, and going home
  (ARRAY['kultura', 'culture']),
  (ARRAY['wika', 'lengguwahe', 'language']),
  (ARRAY['uwi for good', 'pag-uwi', 'coming home', 'going home', 'homecoming', 'reintegration', 'return home']),
  (ARRAY['success', 'tagumpay', 'asenso'])
ON CONFLICT (terms) DO NOTHING;
