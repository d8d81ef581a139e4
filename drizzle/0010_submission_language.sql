ALTER TABLE "contact_submissions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebook_signups" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_language_known" CHECK ("contact_submissions"."language" in ('en', 'fil'));--> statement-breakpoint
ALTER TABLE "ebook_signups" ADD CONSTRAINT "ebook_language_known" CHECK ("ebook_signups"."language" in ('en', 'fil'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "story_language_known" CHECK ("stories"."language" in ('en', 'fil'));--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_language_known" CHECK ("survey_responses"."language" in ('en', 'fil'));
