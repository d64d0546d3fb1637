ALTER TYPE "public"."notice_event" ADD VALUE 'hall_change_confirmed';--> statement-breakpoint
ALTER TYPE "public"."notice_event" ADD VALUE 'hall_change_declined';--> statement-breakpoint
CREATE TABLE "hall_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guests" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer DEFAULT 0 NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_change_requests_status" CHECK ("hall_change_requests"."status" in ('pending', 'confirmed', 'declined', 'withdrawn', 'lapsed')),
	CONSTRAINT "hall_change_requests_range" CHECK ("hall_change_requests"."ends_at" > "hall_change_requests"."starts_at"),
	CONSTRAINT "hall_change_requests_days" CHECK ("hall_change_requests"."end_date" >= "hall_change_requests"."date"),
	CONSTRAINT "hall_change_requests_guests" CHECK ("hall_change_requests"."guests" >= 1),
	CONSTRAINT "hall_change_requests_charged" CHECK ("hall_change_requests"."total_paise" = "hall_change_requests"."taxable_paise" + "hall_change_requests"."cgst_paise" + "hall_change_requests"."sgst_paise")
);
--> statement-breakpoint
ALTER TABLE "hall_change_requests" ADD CONSTRAINT "hall_change_requests_booking_id_hall_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."hall_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hall_change_requests_one_open" ON "hall_change_requests" USING btree ("booking_id") WHERE "hall_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "hall_change_requests_status_idx" ON "hall_change_requests" USING btree ("status","created_at");