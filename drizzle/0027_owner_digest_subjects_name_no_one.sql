-- Custom SQL, written by hand; listed in src/platform/db/schema.ts. Idempotent: a subject it has
-- rewritten no longer matches.
-- The owner's notification about a single enquiry used to name its sender in the subject ("New enquiry:
-- SERVICE from NAME"). A subject outlives the body (emptied after EMAIL_BODY_DAYS), so an erasure that
-- finds notifications by the address in their text cannot reach the old ones: they name no one now (ADR 050).
UPDATE "email_outbox"
   SET "subject" = regexp_replace("subject", '^(New enquiry: .*?) from .*$', '\1')
 WHERE "kind" = 'owner-digest' AND "subject" ~ '^New enquiry: .* from ';
