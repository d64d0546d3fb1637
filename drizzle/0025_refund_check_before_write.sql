-- The check that no payment gives back more than it paid (decision 111, migration 0024) runs before the row is
-- written: run after it, the foreign-key check had already taken KEY SHARE on the payment, and the trigger's
-- FOR UPDATE then deadlocked two writers doing the same (twenty at once on PostgreSQL). Before the write, every writer
-- queues on the payment row first, then sums what its payment already gives back with a fresh snapshot.
DROP TRIGGER "payment_refunds_within_payment" ON "payment_refunds";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refuse_refund_beyond_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  owed bigint;
BEGIN
  SELECT "amount_paise" INTO paid FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  SELECT coalesce(sum("amount_paise"), 0) INTO owed FROM "payment_refunds"
    WHERE "payment_id" = NEW."payment_id" AND "id" <> NEW."id";
  IF owed + NEW."amount_paise" > paid THEN
    RAISE EXCEPTION 'payment % would give back % paise of %', NEW."payment_id", owed + NEW."amount_paise", paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_refunds_within_payment';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_refunds_within_payment" BEFORE INSERT OR UPDATE OF "amount_paise", "payment_id"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "refuse_refund_beyond_payment"();
