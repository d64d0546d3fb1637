ALTER TYPE "public"."notice_event" ADD VALUE 'room_moved';--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "housekeeping_before_check_out" "housekeeping_status";