CREATE TABLE "media_sync_status" (
	"source" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"ok" boolean NOT NULL,
	"items_seen" integer DEFAULT 0 NOT NULL,
	"items_upserted" integer DEFAULT 0 NOT NULL,
	"error" text,
	"paused_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spotify_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"external_url" text,
	"image_url" text,
	"audio_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spotify_episodes_guid_unique" UNIQUE("guid"),
	CONSTRAINT "spotify_episodes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "youtube_videos" (
	"video_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"duration" text,
	"duration_seconds" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
