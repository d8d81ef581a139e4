-- Custom SQL, written by hand; listed in src/platform/db/schema.ts. Re-runnable: it fills only empty cells.
-- The outbox rows written before email_outbox.about_id existed learn what they are about, so the owner's
-- pages of an enquiry, a signup or a story show their mails too. A mail with a private link names its
-- signup or story already; an auto-reply or a receipt was written in its enquiry's or story's transaction,
-- so it has the same created_at (now() is the transaction's start) and the same address.
UPDATE "email_outbox" SET "about_id" = "private_link_for" WHERE "about_id" IS NULL AND "private_link_for" IS NOT NULL;--> statement-breakpoint
UPDATE "email_outbox" o SET "about_id" = c."id" FROM "contact_submissions" c
WHERE o."about_id" IS NULL AND o."kind" = 'enquiry-reply' AND o."created_at" = c."created_at" AND lower(o."recipient") = lower(c."email");--> statement-breakpoint
UPDATE "email_outbox" o SET "about_id" = s."id" FROM "stories" s
WHERE o."about_id" IS NULL AND o."kind" = 'story-receipt' AND o."created_at" = s."created_at" AND lower(o."recipient") = lower(s."email");
