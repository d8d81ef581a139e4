CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"summary" text NOT NULL,
	"author" text,
	"hero_alt" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_revision_reason_known" CHECK ("article_revisions"."reason" in ('save', 'publish'))
);
--> statement-breakpoint
CREATE TABLE "article_slug_redirects" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"version_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_slug_redirects_language_slug_pk" PRIMARY KEY("language","slug")
);
--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author" text,
	"hero_image" text,
	"hero_width" integer,
	"hero_height" integer,
	"hero_alt" text,
	"body" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"renderer_version" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_language_known" CHECK ("article_versions"."language" in ('en', 'fil')),
	CONSTRAINT "article_status_known" CHECK ("article_versions"."status" in ('draft', 'scheduled', 'published', 'unpublished')),
	CONSTRAINT "article_slug_form" CHECK ("article_versions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("article_versions"."slug") <= 80),
	CONSTRAINT "article_dated_when_public" CHECK ("article_versions"."status" not in ('published', 'scheduled') or "article_versions"."published_at" is not null),
	CONSTRAINT "article_lengths" CHECK (char_length("article_versions"."title") between 1 and 100
        and char_length("article_versions"."description") <= 160
        and char_length("article_versions"."summary") <= 280
        and coalesce(char_length("article_versions"."author"), 0) <= 80
        and coalesce(char_length("article_versions"."hero_alt"), 0) <= 200
        and char_length("article_versions"."body") <= 100000)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "owner_time_zone" text DEFAULT 'Asia/Manila' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_version_id_article_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."article_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slug_redirects" ADD CONSTRAINT "article_slug_redirects_version_id_article_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."article_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_version_idx" ON "article_revisions" USING btree ("version_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_article_language_idx" ON "article_versions" USING btree ("article_id","language");--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_language_slug_idx" ON "article_versions" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "article_versions_published_idx" ON "article_versions" USING btree ("language","published_at" DESC NULLS LAST) WHERE "article_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "article_versions_scheduled_idx" ON "article_versions" USING btree ("published_at") WHERE "article_versions"."status" = 'scheduled';