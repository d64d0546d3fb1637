-- No table is ever booked twice at once, enforced by the database (Drizzle has no EXCLUDE; decision 050).
-- A booking holds the run of table numbers [first_table, first_table + table_count) (a joined pair is two
-- adjacent numbers) for its sitting [starts_at, ends_at); two live bookings may not share a table number
-- while their sittings overlap. Both are ranges, so GiST compares them without btree_gist.
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_no_overlap"
  EXCLUDE USING gist (
    int4range("first_table", "first_table" + "table_count") WITH &&,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  )
  WHERE ("status" IN ('pending', 'confirmed', 'completed'));
