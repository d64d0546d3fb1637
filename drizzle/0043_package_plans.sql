CREATE TABLE "stay_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"guests" integer NOT NULL,
	"room_types" text[] NOT NULL,
	"price_per_night_paise" integer NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer,
	"arrival_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"stays_from" date,
	"stays_until" date,
	"valid_until" date NOT NULL,
	"check_out_time" text,
	"meal_plan" text DEFAULT 'EP' NOT NULL,
	"bundles" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_packages_id" CHECK ("stay_packages"."id" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "stay_packages_guests" CHECK ("stay_packages"."guests" between 1 and 12),
	CONSTRAINT "stay_packages_room_types" CHECK (cardinality("stay_packages"."room_types") >= 1 and "stay_packages"."room_types" <@ array['standard', 'deluxe', 'suite']::text[]),
	CONSTRAINT "stay_packages_price" CHECK ("stay_packages"."price_per_night_paise" > 0 and "stay_packages"."price_per_night_paise" % 100 = 0),
	CONSTRAINT "stay_packages_nights" CHECK ("stay_packages"."min_nights" between 1 and 30 and ("stay_packages"."max_nights" is null or "stay_packages"."max_nights" between "stay_packages"."min_nights" and 30)),
	CONSTRAINT "stay_packages_arrival_days" CHECK ("stay_packages"."arrival_days" <@ array['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']::text[]),
	CONSTRAINT "stay_packages_stays" CHECK ("stay_packages"."stays_from" is null or "stay_packages"."stays_until" is null or "stay_packages"."stays_until" >= "stay_packages"."stays_from"),
	CONSTRAINT "stay_packages_check_out" CHECK ("stay_packages"."check_out_time" is null or "stay_packages"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stay_packages_meal_plan" CHECK ("stay_packages"."meal_plan" in ('EP', 'CP', 'MAP', 'AP')),
	CONSTRAINT "stay_packages_bundles" CHECK ("stay_packages"."bundles" <@ array['restaurant', 'hall', 'transport', 'recreation', 'wellness', 'decoration']::text[])
);
--> statement-breakpoint
-- The packages of src/content/packages.json as they were sold until now (decision 150): each one's price after its
-- discount, a room a night for its party, and its rules. Their words stay in the content, keyed by the same id.
INSERT INTO "stay_packages" ("id", "guests", "room_types", "price_per_night_paise", "min_nights", "max_nights", "arrival_days", "valid_until", "check_out_time", "meal_plan", "bundles") VALUES
	('royal-honeymoon', 2, '{suite}', 1960000, 2, NULL, '{}', '2099-12-31', NULL, 'EP', '{wellness,recreation}'),
	('lakeside-weekend', 2, '{deluxe}', 1258000, 2, 2, '{Friday}', '2099-12-31', '14:00', 'CP', '{recreation}'),
	('family-holiday', 4, '{suite}', 1791000, 1, NULL, '{}', '2099-12-31', NULL, 'EP', '{recreation}'),
	('business-retreat', 1, '{deluxe}', 1100000, 1, NULL, '{}', '2025-03-31', NULL, 'EP', '{hall,transport}')
ON CONFLICT ("id") DO NOTHING;
