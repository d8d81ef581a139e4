CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"service" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "contact_service_known" CHECK ("contact_submissions"."service" in ('full-stack-web-development', 'web-renovation-migration', 'mobile-app-development', 'advertising', 'interview-guesting', 'others')),
	CONSTRAINT "contact_status_known" CHECK ("contact_submissions"."status" in ('new', 'replied', 'archived')),
	CONSTRAINT "contact_name_length" CHECK (char_length("contact_submissions"."name") between 1 and 100),
	CONSTRAINT "contact_email_length" CHECK (char_length("contact_submissions"."email") between 3 and 254),
	CONSTRAINT "contact_phone_length" CHECK (char_length("contact_submissions"."phone") between 1 and 40),
	CONSTRAINT "contact_message_length" CHECK (char_length("contact_submissions"."message") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "ebook_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"list_type" text DEFAULT 'ebook' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_source_known" CHECK ("ebook_signups"."source" in ('ebook_page', 'popup')),
	CONSTRAINT "ebook_email_length" CHECK (char_length("ebook_signups"."email") between 3 and 254),
	CONSTRAINT "ebook_name_length" CHECK (char_length("ebook_signups"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"story" text NOT NULL,
	"interview_ok" boolean DEFAULT false NOT NULL,
	"consent" boolean NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stories_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "story_consent_given" CHECK ("stories"."consent"),
	CONSTRAINT "story_status_known" CHECK ("stories"."status" in ('new', 'approved', 'declined')),
	CONSTRAINT "story_name_length" CHECK (char_length("stories"."name") between 1 and 100),
	CONSTRAINT "story_email_length" CHECK (char_length("stories"."email") between 3 and 254),
	CONSTRAINT "story_country_length" CHECK (char_length("stories"."country") between 1 and 80),
	CONSTRAINT "story_text_length" CHECK (char_length("stories"."story") between 50 and 5000)
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"rating" integer NOT NULL,
	"feedback" text NOT NULL,
	"interview_experience" text,
	"interview_suggestions" text,
	"interview_favorite" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_submission_id_unique" UNIQUE("submission_id"),
	CONSTRAINT "survey_rating_range" CHECK ("survey_responses"."rating" between 1 and 5),
	CONSTRAINT "survey_name_length" CHECK (char_length("survey_responses"."name") between 1 and 100),
	CONSTRAINT "survey_email_length" CHECK (char_length("survey_responses"."email") between 3 and 254),
	CONSTRAINT "survey_feedback_length" CHECK (char_length(btrim("survey_responses"."feedback")) between 1 and 5000),
	CONSTRAINT "survey_interview_length" CHECK (coalesce(char_length("survey_responses"."interview_experience"), 0) <= 2000
        and coalesce(char_length("survey_responses"."interview_suggestions"), 0) <= 2000
        and coalesce(char_length("survey_responses"."interview_favorite"), 0) <= 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_signups_email_key" ON "ebook_signups" USING btree (lower("email"));