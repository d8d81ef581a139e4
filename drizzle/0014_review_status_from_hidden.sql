-- Custom SQL, written by hand; listed in src/server/db/schema.ts. Re-runnable: each step checks first.
-- A review the owner hid keeps being hidden: "hidden" becomes survey_responses.status = 'hidden'
-- (the next migration drops the column).
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'survey_responses' AND column_name = 'hidden') THEN
		UPDATE "survey_responses" SET "status" = 'hidden' WHERE "hidden" AND "status" = 'published';
	END IF;
END
$$;--> statement-breakpoint
-- Before issue 22 the owner's Decline left a published story in search: only published stories stay.
DELETE FROM "search_documents" d
WHERE d."type" = 'story' AND NOT EXISTS (SELECT 1 FROM "stories" s WHERE s."slug" = d."key" AND s."status" = 'published');--> statement-breakpoint
REFRESH MATERIALIZED VIEW "search_words";
