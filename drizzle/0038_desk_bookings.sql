ALTER TYPE "public"."notice_event" ADD VALUE 'payment_link';--> statement-breakpoint
ALTER TYPE "public"."notice_event" ADD VALUE 'booking_pay_at_hotel';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_at_hotel_since" timestamp with time zone;