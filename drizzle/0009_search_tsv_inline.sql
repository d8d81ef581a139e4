-- Custom SQL, written by hand (drizzle-kit does not model column storage); listed in
-- src/server/db/schema.ts. Idempotent: running it again changes nothing.
-- A document's tsvector (3 to 4 KB for an article) is kept in its table row, uncompressed, instead of
-- in the TOAST table: a search reads it for every matching document (the match, then ts_rank), and
-- fetching it from TOAST cost more than the ranking itself (EXPLAIN ANALYZE, 1,000 documents: ADR 027).
-- Only a vector larger than a page still goes out of line.
ALTER TABLE "search_documents" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
-- Rows stored earlier keep their out-of-line vectors until rewritten; an update recomputes the vector.
UPDATE "search_documents" SET "title" = "title";
