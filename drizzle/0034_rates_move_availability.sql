-- The price calendar and the room list are kept per process under the availability generation (decisions 048, 136):
-- a change of a listing's rates, stay rules or meal plans moves it at commit, as a change of its bookings, units or
-- listing does (drizzle/0003), whoever writes the row: the console, a script or a hand in psql.
CREATE CONSTRAINT TRIGGER "room_rate_seasons_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_rate_seasons"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_rate_overrides_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_rate_overrides"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stay_rules_availability" AFTER INSERT OR UPDATE OR DELETE ON "stay_rules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_meal_plans_availability" AFTER INSERT OR UPDATE OR DELETE ON "room_meal_plans"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_availability_generation"();
