CREATE TABLE "ebook_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signup_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "owner_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_notification_kind_known" CHECK ("owner_notifications"."kind" in ('enquiry', 'story'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_status_known";--> statement-breakpoint
DROP INDEX "email_outbox_recipient_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "recipient_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "private_link" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "private_link_for" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ebook_links" ADD CONSTRAINT "ebook_links_signup_id_ebook_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."ebook_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_links_signup_idx" ON "ebook_links" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_key_idx" ON "email_outbox" USING btree ("recipient_key","kind","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_language_known" CHECK ("email_outbox"."language" in ('en', 'fil'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_private_link_known" CHECK ("email_outbox"."private_link" in ('ebook-download', 'story-review', 'story-removal'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_private_link_complete" CHECK (("email_outbox"."private_link" is null) = ("email_outbox"."private_link_for" is null));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_status_known" CHECK ("email_outbox"."status" in ('queued', 'sent', 'not-sent', 'dead', 'cancelled'));