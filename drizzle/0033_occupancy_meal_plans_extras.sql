-- Occupancy, meal plans and extras (issue 43, decision 133): a listing's base occupancy, limits and extra-guest
-- prices; its meal plans; the extras the hotel sells with a stay; and on each booked room its party, meal plan and
-- supplements as booked, and the extras booked with it.
CREATE TABLE "room_booking_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"extra_id" uuid NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_booking_extras_quantity" CHECK ("room_booking_extras"."quantity" between 1 and 10),
	CONSTRAINT "room_booking_extras_amount" CHECK ("room_booking_extras"."amount_paise" > 0 and "room_booking_extras"."unit_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "room_meal_plans" (
	"room_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"adult_paise" integer NOT NULL,
	"child_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_meal_plans_room_id_plan_pk" PRIMARY KEY("room_id","plan"),
	CONSTRAINT "room_meal_plans_plan" CHECK ("room_meal_plans"."plan" in ('CP', 'MAP', 'AP')),
	CONSTRAINT "room_meal_plans_prices" CHECK ("room_meal_plans"."adult_paise" > 0 and "room_meal_plans"."child_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stay_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"basis" text NOT NULL,
	"price_paise" integer NOT NULL,
	"supply" text NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_extras_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stay_extras_basis" CHECK ("stay_extras"."basis" in ('stay', 'night', 'guest', 'guest_night')),
	CONSTRAINT "stay_extras_price" CHECK ("stay_extras"."price_paise" > 0),
	CONSTRAINT "stay_extras_supply" CHECK ("stay_extras"."supply" in ('transport', 'recreation', 'wellness', 'decoration', 'restaurant')),
	CONSTRAINT "stay_extras_quantity" CHECK ("stay_extras"."max_quantity" between 1 and 10),
	CONSTRAINT "stay_extras_name" CHECK (length("stay_extras"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "adults" integer;--> statement-breakpoint
-- Rows booked before parties were asked for: every guest was an adult.
UPDATE "room_bookings" SET "adults" = "num_guests";--> statement-breakpoint
ALTER TABLE "room_bookings" ALTER COLUMN "adults" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "child_ages" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "meal_plan" text DEFAULT 'EP' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "meal_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "extra_guests_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "base_occupancy" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_adults" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "max_children" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_adult_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_child_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Listings before occupancy: their price covered up to two guests, any of them adults or children.
UPDATE "rooms" SET "base_occupancy" = least(2, "max_guests"), "max_adults" = "max_guests", "max_children" = "max_guests" - 1;--> statement-breakpoint
ALTER TABLE "room_booking_extras" ADD CONSTRAINT "room_booking_extras_booking_id_room_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."room_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_booking_extras" ADD CONSTRAINT "room_booking_extras_extra_id_stay_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."stay_extras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_meal_plans" ADD CONSTRAINT "room_meal_plans_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_booking_extras_booking_idx" ON "room_booking_extras" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_party" CHECK ("room_bookings"."adults" >= 1 and "room_bookings"."num_guests" = "room_bookings"."adults" + cardinality("room_bookings"."child_ages") and 0 <= all("room_bookings"."child_ages") and 17 >= all("room_bookings"."child_ages"));--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_meal_plan" CHECK ("room_bookings"."meal_plan" in ('EP', 'CP', 'MAP', 'AP') and "room_bookings"."meal_paise" >= 0 and "room_bookings"."extra_guests_paise" >= 0 and ("room_bookings"."meal_plan" <> 'EP' or "room_bookings"."meal_paise" = 0));--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_occupancy" CHECK ("rooms"."base_occupancy" between 1 and "rooms"."max_guests" and "rooms"."max_adults" between 1 and "rooms"."max_guests" and "rooms"."max_children" between 0 and "rooms"."max_guests" - 1);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_extra_guest_prices" CHECK ("rooms"."extra_adult_paise" >= 0 and "rooms"."extra_child_paise" >= 0);