CREATE TABLE "email_suppressions" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"email_hash" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"new_name" text,
	"new_email" text,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	CONSTRAINT "privacy_kind_known" CHECK ("privacy_requests"."kind" in ('copy', 'correct', 'delete', 'withdraw-story', 'withdraw-ebook', 'withdraw-newsletter')),
	CONSTRAINT "privacy_state_known" CHECK ("privacy_requests"."state" in ('requested', 'done', 'owner', 'lapsed')),
	CONSTRAINT "privacy_language_known" CHECK ("privacy_requests"."language" in ('en', 'fil')),
	CONSTRAINT "privacy_email_length" CHECK (char_length("privacy_requests"."email") between 3 and 254),
	CONSTRAINT "privacy_new_email_length" CHECK (char_length("privacy_requests"."new_email") between 3 and 254),
	CONSTRAINT "privacy_new_name_length" CHECK (char_length("privacy_requests"."new_name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_private_link_known";--> statement-breakpoint
ALTER TABLE "privacy_links" ADD CONSTRAINT "privacy_links_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_links_request_idx" ON "privacy_links" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_private_link_known" CHECK ("email_outbox"."private_link" in ('ebook-download', 'story-review', 'story-removal', 'privacy-confirm', 'privacy-copy'));