ALTER TABLE "payment_refunds" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "payment_refunds" CASCADE;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_refund_id_unique";--> statement-breakpoint
-- The one-live-order index compares the status with the old type: rebuilt around the change of type.
DROP INDEX "payments_one_live_order_uq";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'created'::text;--> statement-breakpoint
DROP TYPE "public"."payment_status";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('created', 'paid', 'failed');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'created'::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DATA TYPE "public"."payment_status" USING "status"::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "provider_refund_id";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_cgst_paise";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_sgst_paise";--> statement-breakpoint
DROP TYPE "public"."part_refund_status";--> statement-breakpoint
DROP FUNCTION IF EXISTS "refuse_refund_beyond_payment"();--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_order_uq" ON "payments" USING btree ("booking_kind","booking_id") WHERE "payments"."status" = 'created';--> statement-breakpoint
-- Hand-written (decision 113). The ledger is append-only: what happened is never edited nor deleted.
CREATE FUNCTION "ledger_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the money ledger is append-only (% refused)', TG_OP
    USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_append_only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_is_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_is_append_only"();
--> statement-breakpoint
-- No payment gives back more than it took, whichever path writes: before the row is written (so before the foreign
-- key's KEY SHARE, see 0025), every writer queues on the payment row, then sums what it already owes back.
CREATE FUNCTION "ledger_refund_within_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  owed bigint;
BEGIN
  IF NEW."entry" <> 'refund_owed' THEN RETURN NEW; END IF;
  PERFORM 1 FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  SELECT coalesce(sum("amount_paise"), 0) INTO paid FROM "ledger_entries"
    WHERE "payment_id" = NEW."payment_id" AND "entry" = 'captured';
  SELECT coalesce(sum("amount_paise"), 0) INTO owed FROM "ledger_entries"
    WHERE "payment_id" = NEW."payment_id" AND "entry" = 'refund_owed';
  IF owed + NEW."amount_paise" > paid THEN
    RAISE EXCEPTION 'payment % would give back % paise of % taken', NEW."payment_id", owed + NEW."amount_paise", paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_refund_within_payment';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_refund_within_payment" BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refund_within_payment"();
--> statement-breakpoint
-- A payment the provider took is in the ledger in the same transaction, whoever marks it paid (the capture, a
-- seed, a test): its `captured` row is written here. A paid payment's status and amount never change again.
CREATE FUNCTION "payments_captured_in_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."status" = 'paid' THEN
    IF NEW."status" <> 'paid' OR NEW."amount_paise" <> OLD."amount_paise" THEN
      RAISE EXCEPTION 'payment % was taken: its status and amount stay', OLD."id"
        USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_paid_is_final';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."status" = 'paid' THEN
    INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "amount_paise", "reason", "created_at")
      VALUES ('captured', NEW."user_id", NEW."booking_kind", NEW."booking_id", NEW."id", NEW."amount_paise",
        CASE WHEN NEW."change_body" IS NOT NULL THEN 'Difference paid for a change' END, NEW."updated_at")
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_captured_in_ledger" AFTER INSERT OR UPDATE OF "status", "amount_paise" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_captured_in_ledger"();