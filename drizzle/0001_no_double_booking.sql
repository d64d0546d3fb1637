-- No double booking, enforced by the database (Drizzle has no EXCLUDE, hence this hand-written migration).
-- A room unit cannot hold two live stays whose half-open night ranges overlap: a check-out day can be
-- the next guest's check-in. Cancelled and expired (lapsed hold) rows no longer hold the unit.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "room_bookings" ADD CONSTRAINT "room_bookings_no_overlap"
  EXCLUDE USING gist ("room_unit_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'completed'));
--> statement-breakpoint
-- Likewise a hall cannot host two live events whose time ranges overlap.
ALTER TABLE "hall_bookings" ADD CONSTRAINT "hall_bookings_no_overlap"
  EXCLUDE USING gist ("hall_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'completed'));
