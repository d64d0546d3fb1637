-- Existing requests were one-day events: their last day is their first (added nullable, filled, then required).
ALTER TABLE "hall_bookings" ADD COLUMN "end_date" date;--> statement-breakpoint
UPDATE "hall_bookings" SET "end_date" = "date";--> statement-breakpoint
ALTER TABLE "hall_bookings" ALTER COLUMN "end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "hotel_answer" text;--> statement-breakpoint
CREATE INDEX "hall_bookings_pending_idx" ON "hall_bookings" USING btree ("status","hotel_answer");--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_days" CHECK ("hall_bookings"."end_date" >= "hall_bookings"."date");--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_answer" CHECK ("hall_bookings"."hotel_answer" in ('confirmed', 'declined'));