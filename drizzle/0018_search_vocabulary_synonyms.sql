-- Custom SQL, written by hand (ADR 025, ADR 043); listed in src/server/db/schema.ts. Re-runnable.
-- 0017 recreated search_documents.tsv (title A, summary B, body C): its GIN index went with the old
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
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
