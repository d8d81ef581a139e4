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
ALTER TABLE "site_settings" ADD COLUMN "owner_time_zone" text DEFAULT 'Asia/Manila' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_version_id_article_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."article_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_version_idx" ON "article_revisions" USING btree ("version_id","created_at" DESC NULLS LAST);