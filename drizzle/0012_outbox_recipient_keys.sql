-- Custom SQL, written by hand; listed in src/server/db/schema.ts. Idempotent: it only touches rows
-- written before 0011, and running it again changes nothing.
-- Rows from before recipient_key existed count towards the caps under their lower-cased address (the
-- full normalisation, Gmail dots and +tags, is the application's: src/lib/email-address.ts).
UPDATE "email_outbox" SET "recipient_key" = lower("recipient") WHERE "recipient_key" = '';--> statement-breakpoint
-- The owner's notifications are one mail per window now, listing enquiries and stories together.
UPDATE "email_outbox" SET "kind" = 'owner-digest' WHERE "kind" = 'enquiry-owner';--> statement-breakpoint
-- Messages written before 0011 hold their private links in full: keep only the placeholder, so no
-- row, owner page or backup opens a story or downloads the e-book (ADR 039).
UPDATE "email_outbox"
   SET "text_body" = regexp_replace("text_body", 'https?://[^[:space:]<>"]+/(stories/review|stories/remove|ebook/download)/[A-Za-z0-9_.-]+', '[private link, sent only to the recipient]', 'g'),
       "html_body" = regexp_replace("html_body", 'https?://[^[:space:]<>"]+/(stories/review|stories/remove|ebook/download)/[A-Za-z0-9_.-]+', '[private link, sent only to the recipient]', 'g')
 WHERE "kind" IN ('ebook-delivery', 'story-review', 'story-removal')
   AND ("text_body" ~ '/(stories/review|stories/remove|ebook/download)/' OR "html_body" ~ '/(stories/review|stories/remove|ebook/download)/');
