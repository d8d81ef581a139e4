-- Search (ADR 023): accents folded by unaccent, typos matched by pg_trgm. Both ship with PostgreSQL
-- (contrib), including the embedded one, and are "trusted": a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- English documents: English stemming ("saving" finds "savings"), after folding accents.
CREATE TEXT SEARCH CONFIGURATION kwento_en (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kwento_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
-- Filipino documents (PostgreSQL has no Filipino dictionary): words as written, accents folded.
CREATE TEXT SEARCH CONFIGURATION kwento_simple (COPY = simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION kwento_simple ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;--> statement-breakpoint
CREATE TABLE "assistant_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answered" boolean NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_question_length" CHECK (char_length("assistant_questions"."question") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"type" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"date" timestamp with time zone,
	"tsv" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end, title), 'A') || setweight(to_tsvector(case when language = 'en' then 'kwento_en'::regconfig else 'kwento_simple'::regconfig end, body), 'B')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_type_key_language_pk" PRIMARY KEY("type","key","language"),
	CONSTRAINT "search_type_known" CHECK ("search_documents"."type" in ('article', 'episode', 'story')),
	CONSTRAINT "search_language_known" CHECK ("search_documents"."language" in ('en', 'fil'))
);
--> statement-breakpoint
CREATE INDEX "assistant_questions_asked_idx" ON "assistant_questions" USING btree ("asked_at");--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
-- Every word of the index, for the assistant's typo correction (refreshed after each indexing).
-- Schema-qualified: PostgreSQL 17 builds and refreshes a view with search_path set to pg_catalog.
CREATE MATERIALIZED VIEW search_words AS
  SELECT word FROM ts_stat('SELECT to_tsvector(''public.kwento_simple'', title || '' '' || body) FROM public.search_documents')
  WHERE char_length(word) BETWEEN 3 AND 40;--> statement-breakpoint
CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
