ALTER TABLE "youtube_videos" ADD COLUMN "thumbnail_name" text;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "thumbnail_source" text;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "thumbnail_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "thumbnail_error" text;