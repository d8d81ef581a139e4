CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hold_every_review" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
CREATE INDEX "survey_responses_published_idx" ON "survey_responses" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "survey_responses"."status" = 'published';--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_status_known" CHECK ("survey_responses"."status" in ('published', 'held', 'hidden'));