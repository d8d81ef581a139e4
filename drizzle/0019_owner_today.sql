ALTER TABLE "owner_notifications" DROP CONSTRAINT "owner_notification_kind_known";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "about_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "detected_locale" text;--> statement-breakpoint
CREATE INDEX "email_outbox_about_idx" ON "email_outbox" USING btree ("about_id");--> statement-breakpoint
ALTER TABLE "owner_notifications" ADD CONSTRAINT "owner_notification_kind_known" CHECK ("owner_notifications"."kind" in ('enquiry', 'story', 'review'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "story_detected_locale_known" CHECK ("stories"."detected_locale" in ('en', 'fil'));