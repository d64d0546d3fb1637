CREATE TABLE "booking_tax_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_kind" "booking_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"gross_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tax_lines_taxable" CHECK ("booking_tax_lines"."taxable_paise" = "booking_tax_lines"."gross_paise" - "booking_tax_lines"."discount_paise"),
	CONSTRAINT "booking_tax_lines_adds_up" CHECK ("booking_tax_lines"."total_paise" = "booking_tax_lines"."taxable_paise" + "booking_tax_lines"."cgst_paise" + "booking_tax_lines"."sgst_paise")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings made before GST was charged were charged their tariff total: that is their taxable value, with no tax.
UPDATE "table_bookings" SET "taxable_paise" = "total_paise";--> statement-breakpoint
UPDATE "hall_bookings" SET "taxable_paise" = "total_paise";--> statement-breakpoint
UPDATE "room_bookings" SET "taxable_paise" = "total_paise";--> statement-breakpoint
CREATE UNIQUE INDEX "booking_tax_lines_position_uq" ON "booking_tax_lines" USING btree ("booking_kind","booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_tax_lines_booking_idx" ON "booking_tax_lines" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_charged" CHECK ("table_bookings"."total_paise" = "table_bookings"."taxable_paise" + "table_bookings"."cgst_paise" + "table_bookings"."sgst_paise");--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_charged" CHECK ("hall_bookings"."total_paise" = "hall_bookings"."taxable_paise" + "hall_bookings"."cgst_paise" + "hall_bookings"."sgst_paise");--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_charged" CHECK ("room_bookings"."total_paise" = "room_bookings"."taxable_paise" + "room_bookings"."cgst_paise" + "room_bookings"."sgst_paise");