CREATE TABLE "room_unit_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_unit_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_unit_closures_dates" CHECK ("room_unit_closures"."ends_on" > "room_unit_closures"."starts_on"),
	CONSTRAINT "room_unit_closures_reason" CHECK (length("room_unit_closures"."reason") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "room_unit_closures" ADD CONSTRAINT "room_unit_closures_room_unit_id_room_units_id_fk" FOREIGN KEY ("room_unit_id") REFERENCES "public"."room_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_unit_closures" ADD CONSTRAINT "room_unit_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_unit_closures_unit_idx" ON "room_unit_closures" USING btree ("room_unit_id","ends_on");--> statement-breakpoint
-- A unit is out of service once for any night: two closures of one unit never overlap.
ALTER TABLE "room_unit_closures" ADD CONSTRAINT "room_unit_closures_no_overlap"
  EXCLUDE USING gist ("room_unit_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&);
--> statement-breakpoint
-- No stay may hold a closed night (the closure's twin of room_bookings_no_overlap, across two tables). The unit's
-- row is the meeting point: a stay takes KEY SHARE on it before looking for closures, a closure takes FOR UPDATE
-- before looking for stays (services/room-closures.ts), so of a stay and a closure racing for the same night one
-- waits for the other and then sees it. Raised as an exclusion violation: the booking paths already read that as
-- "the room was taken".
CREATE FUNCTION "refuse_stay_on_closed_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" NOT IN ('pending', 'confirmed', 'completed') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."status" IN ('pending', 'confirmed', 'completed') AND OLD."status" <> 'pending'
     AND OLD."room_unit_id" = NEW."room_unit_id" AND OLD."check_in" = NEW."check_in"
     AND OLD."check_out" = NEW."check_out" THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "room_units" WHERE "id" = NEW."room_unit_id" FOR KEY SHARE;
  IF EXISTS (
    SELECT 1 FROM "room_unit_closures" c
    WHERE c."room_unit_id" = NEW."room_unit_id"
      AND daterange(c."starts_on", c."ends_on", '[)') && daterange(NEW."check_in", NEW."check_out", '[)')
  ) THEN
    RAISE EXCEPTION 'room unit % is out of service on those nights', NEW."room_unit_id"
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'room_bookings_unit_closed';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "room_bookings_unit_closed" BEFORE INSERT OR UPDATE ON "room_bookings"
  FOR EACH ROW EXECUTE FUNCTION "refuse_stay_on_closed_unit"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_unit_closures_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_unit_closures"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
