ALTER TABLE "room_bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "no_show_at" timestamp with time zone;