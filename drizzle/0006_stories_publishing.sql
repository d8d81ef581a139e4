CREATE TABLE "story_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "story_link_purpose_known" CHECK ("story_links"."purpose" in ('review', 'removal'))
);
--> statement-breakpoint
ALTER TABLE "stories" DROP CONSTRAINT "story_status_known";--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "excerpt" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "edited_story" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "byline" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "shown_country" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "pull_quote" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "story_links" ADD CONSTRAINT "story_links_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_links_story_idx" ON "story_links" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "stories_published_idx" ON "stories" USING btree ("published_at" DESC NULLS LAST) WHERE "stories"."status" = 'published';--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "story_prepared_length" CHECK (coalesce(char_length("stories"."title"), 0) <= 120
        and coalesce(char_length("stories"."excerpt"), 0) <= 300
        and coalesce(char_length("stories"."edited_story"), 0) <= 5000
        and coalesce(char_length("stories"."byline"), 0) <= 40
        and coalesce(char_length("stories"."shown_country"), 0) <= 80
        and coalesce(char_length("stories"."pull_quote"), 0) <= 300);--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "story_published_complete" CHECK ("stories"."status" <> 'published' or ("stories"."slug" is not null and "stories"."published_at" is not null and "stories"."title" is not null));--> statement-breakpoint
-- A story the owner had "approved" was chosen for publishing: with the teller's approval now needed, it is being prepared.
UPDATE "stories" SET "status" = 'preparing' WHERE "status" = 'approved';--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "story_status_known" CHECK ("stories"."status" in ('new', 'preparing', 'waiting', 'published', 'declined', 'withdrawn'));--> statement-breakpoint
-- Publishing or withdrawing a story changes the home page's "Kwento nyo" section: its render cache listens.
CREATE TRIGGER "stories_page_data" AFTER UPDATE OR DELETE OR TRUNCATE ON "stories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();
