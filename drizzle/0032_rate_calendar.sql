-- The rate calendar and stay rules (issue 43, decision 132): seasons, single-night overrides and stay rules per
-- listing, a listing's weekend price, and each booked night's price kept on the booking. Rows booked before keep
-- their one price on every night.
CREATE TABLE "room_rate_overrides" (
	"room_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price_paise" integer NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_rate_overrides_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "room_rate_overrides_price" CHECK ("room_rate_overrides"."price_paise" > 0),
	CONSTRAINT "room_rate_overrides_label" CHECK (length("room_rate_overrides"."label") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "room_rate_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weekday_price_paise" integer NOT NULL,
	"weekend_price_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_rate_seasons_dates" CHECK ("room_rate_seasons"."ends_on" > "room_rate_seasons"."starts_on"),
	CONSTRAINT "room_rate_seasons_name" CHECK (length("room_rate_seasons"."name") between 1 and 80),
	CONSTRAINT "room_rate_seasons_prices" CHECK ("room_rate_seasons"."weekday_price_paise" > 0 and ("room_rate_seasons"."weekend_price_paise" is null or "room_rate_seasons"."weekend_price_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "stay_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid,
	"label" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"min_stay" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_rules_dates" CHECK ("stay_rules"."ends_on" > "stay_rules"."starts_on"),
	CONSTRAINT "stay_rules_label" CHECK ("stay_rules"."label" is null or length("stay_rules"."label") between 1 and 80),
	CONSTRAINT "stay_rules_lengths" CHECK (("stay_rules"."min_stay" is null or "stay_rules"."min_stay" between 1 and 30) and ("stay_rules"."max_stay" is null or "stay_rules"."max_stay" between 1 and 30) and ("stay_rules"."min_stay" is null or "stay_rules"."max_stay" is null or "stay_rules"."min_stay" <= "stay_rules"."max_stay")),
	CONSTRAINT "stay_rules_says_something" CHECK ("stay_rules"."min_stay" is not null or "stay_rules"."max_stay" is not null or "stay_rules"."closed_to_arrival" or "stay_rules"."closed_to_departure" or "stay_rules"."stop_sell")
);
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "nightly_paise" integer[];--> statement-breakpoint
UPDATE "room_bookings" SET "nightly_paise" = array_fill("price_per_night_paise", ARRAY["nights"]);--> statement-breakpoint
ALTER TABLE "room_bookings" ALTER COLUMN "nightly_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "weekend_price_paise" integer;--> statement-breakpoint
ALTER TABLE "room_rate_overrides" ADD CONSTRAINT "room_rate_overrides_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rate_seasons" ADD CONSTRAINT "room_rate_seasons_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_rules" ADD CONSTRAINT "stay_rules_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_rate_seasons_room_idx" ON "room_rate_seasons" USING btree ("room_id","ends_on");--> statement-breakpoint
CREATE INDEX "stay_rules_dates_idx" ON "stay_rules" USING btree ("ends_on","starts_on");--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_nightly" CHECK (cardinality("room_bookings"."nightly_paise") = "room_bookings"."nights" and "room_bookings"."price_per_night_paise" = "room_bookings"."nightly_paise"[1]);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_weekend_price_positive" CHECK ("rooms"."weekend_price_paise" is null or "rooms"."weekend_price_paise" > 0);--> statement-breakpoint
-- A listing's seasons never overlap, so a night has at most one (Drizzle has no EXCLUDE; btree_gist is 0001's).
ALTER TABLE "room_rate_seasons" ADD CONSTRAINT "room_rate_seasons_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&);
