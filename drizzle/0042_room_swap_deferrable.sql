-- Two stays may swap rooms (decision 154): the no-double-booking constraint becomes DEFERRABLE, still checked at
-- the end of every statement (INITIALLY IMMEDIATE) for every booking path. Only the swap defers it, inside its own
-- transaction, where for a moment both rows share a unit; it is checked again before that transaction commits.
-- (An exclusion constraint's deferrability cannot be altered in place: it is dropped and added again.)
ALTER TABLE "room_bookings" DROP CONSTRAINT "room_bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_no_overlap"
  EXCLUDE USING gist ("room_unit_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'completed'))
  DEFERRABLE INITIALLY IMMEDIATE;
