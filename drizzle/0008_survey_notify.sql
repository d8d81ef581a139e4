-- Custom SQL, written by hand (drizzle-kit does not model functions or triggers); listed in
-- src/server/db/schema.ts. It first landed inside 0002_auth.sql; this migration owns it from now on
-- and is idempotent, so it runs the same on a new database and on one that already has the trigger.
-- Live owner list (/admin/responses/stream): every app instance LISTENs on the channel
-- SURVEY_RESPONSE_CHANNEL (src/server/db/schema.ts); the payload is the new row's id.
CREATE OR REPLACE FUNCTION "notify_survey_response"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('survey_responses', NEW.id::text);
	RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "survey_responses_notify" ON "survey_responses";--> statement-breakpoint
CREATE TRIGGER "survey_responses_notify" AFTER INSERT ON "survey_responses" FOR EACH ROW EXECUTE FUNCTION "notify_survey_response"();
