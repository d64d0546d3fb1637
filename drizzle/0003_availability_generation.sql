-- The availability generation: one number that changes whenever anything an availability answer depends on
-- changes (a booking of any kind is made, paid, cancelled or lapses; a listing, unit or hall is edited). A
-- server caches answers under the generation it read first and recomputes when it has moved, so no process
-- shows a unit as free after a booking has committed anywhere (see docs/decisions/048-availability-cache.md).
--
-- The bump is a deferred constraint trigger: it runs at commit, after every statement of the transaction, so
-- the row lock on the counter is the last lock a booking takes (no deadlock with the no-overlap checks), and
-- the new number becomes visible in the same instant as the change it counts.
CREATE TABLE "availability_generation" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "generation" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "availability_generation" ("id", "generation") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_availability_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction is enough: later rows of the same transaction find the flag set.
  IF current_setting('palace.availability_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "availability_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
    -- The embedded database's one process hears this at the commit and needs no read per answer.
    PERFORM pg_notify('availability_generation', '');
    PERFORM set_config('palace.availability_bumped', txid_current()::text, true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_bookings_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_units_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rooms_availability" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "table_bookings_availability" AFTER INSERT OR UPDATE OR DELETE ON "table_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "hall_bookings_availability" AFTER INSERT OR UPDATE OR DELETE ON "hall_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "halls_availability" AFTER INSERT OR UPDATE OR DELETE ON "halls"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
