CREATE TABLE "newsletter_digests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_digest_language_known" CHECK ("newsletter_digests"."language" in ('en', 'fil'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"digest_id" uuid,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "newsletter_link_purpose_known" CHECK ("newsletter_links"."purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"weekday" integer DEFAULT 5 NOT NULL,
	"hour" integer DEFAULT 18 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_settings_one_row" CHECK ("newsletter_settings"."id" = 1),
	CONSTRAINT "newsletter_settings_weekday" CHECK ("newsletter_settings"."weekday" between 0 and 6),
	CONSTRAINT "newsletter_settings_hour" CHECK ("newsletter_settings"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_state_known" CHECK ("newsletter_subscriptions"."state" in ('pending', 'confirmed', 'unsubscribed', 'bounced')),
	CONSTRAINT "newsletter_source_known" CHECK ("newsletter_subscriptions"."source" in ('footer', 'ebook', 'survey')),
	CONSTRAINT "newsletter_language_known" CHECK ("newsletter_subscriptions"."language" in ('en', 'fil')),
	CONSTRAINT "newsletter_email_length" CHECK (char_length("newsletter_subscriptions"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_private_link_known";--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_digests_language_idx" ON "newsletter_digests" USING btree ("language","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "newsletter_links_subscription_idx" ON "newsletter_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_links_digest_idx" ON "newsletter_links" USING btree ("digest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_sending_idx" ON "newsletter_subscriptions" USING btree ("language","id") WHERE "newsletter_subscriptions"."state" = 'confirmed';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_private_link_known" CHECK ("email_outbox"."private_link" in ('ebook-download', 'story-review', 'story-removal', 'privacy-confirm', 'privacy-copy', 'newsletter-confirm', 'newsletter-unsubscribe'));