-- The home page's render cache (src/server/http/render-cache.ts): every app instance LISTENs on this
-- channel and renders its home page again after any committed change to what the page shows, whoever
-- made it (the app, the worker, a restore, psql). New reviews already notify "survey_responses".
CREATE FUNCTION "notify_page_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('page_data_changed', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "survey_responses_page_data" AFTER UPDATE OR DELETE OR TRUNCATE ON "survey_responses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();--> statement-breakpoint
CREATE TRIGGER "youtube_videos_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "youtube_videos" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();--> statement-breakpoint
CREATE TRIGGER "spotify_episodes_page_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spotify_episodes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_page_data_changed"();
