CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_count" CHECK (cardinality("search_synonyms"."terms") between 2 and 12)
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING btree ("terms");