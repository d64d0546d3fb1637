CREATE TYPE "public"."notice_audience" AS ENUM('guest', 'hotel');--> statement-breakpoint
CREATE TYPE "public"."notice_channel" AS ENUM('sms', 'email');--> statement-breakpoint
CREATE TYPE "public"."notice_event" AS ENUM('booking_confirmed', 'booking_cancelled', 'stay_reminder', 'table_reminder', 'hall_request_received', 'hall_confirmed', 'hall_declined');--> statement-breakpoint
CREATE TYPE "public"."notice_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" "notice_event" NOT NULL,
	"channel" "notice_channel" NOT NULL,
	"audience" "notice_audience" NOT NULL,
	"recipient" text,
	"booking_kind" "booking_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" "notice_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_attempts" CHECK ("notifications"."attempts" >= 0),
	CONSTRAINT "notifications_guest_recipient" CHECK ("notifications"."audience" = 'hotel' or ("notifications"."recipient" is not null and length("notifications"."recipient") > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once" ON "notifications" USING btree ("booking_id","event","channel","audience");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("status","due_at");