CREATE TYPE "public"."housekeeping_status" AS ENUM('clean', 'dirty', 'inspected');--> statement-breakpoint
ALTER TYPE "public"."user_role" ADD VALUE 'housekeeper';--> statement-breakpoint
ALTER TABLE "room_units" ADD COLUMN "housekeeping" "housekeeping_status" DEFAULT 'clean' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_units" ADD COLUMN "housekeeping_at" timestamp with time zone;