ALTER TABLE "spotify_episodes" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "spotify_episodes" ADD CONSTRAINT "episode_status_known" CHECK ("spotify_episodes"."status" in ('published', 'hidden'));--> statement-breakpoint
ALTER TABLE "youtube_videos" ADD CONSTRAINT "youtube_video_status_known" CHECK ("youtube_videos"."status" in ('published', 'hidden'));