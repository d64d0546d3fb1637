ALTER TYPE "public"."notice_event" ADD VALUE 'booking_changed';--> statement-breakpoint
DROP INDEX "notifications_once";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_each_sequence" ON "notifications" USING btree ("booking_id","event","channel","audience","sequence") WHERE "notifications"."event" not in ('booking_confirmed', 'booking_cancelled', 'hall_request_received', 'hall_confirmed', 'hall_declined');--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("booking_id","event","channel","audience") WHERE "notifications"."event" in ('booking_confirmed', 'booking_cancelled', 'hall_request_received', 'hall_confirmed', 'hall_declined');