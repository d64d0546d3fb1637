CREATE TYPE "public"."desk_method" AS ENUM('cash', 'card', 'upi');--> statement-breakpoint
CREATE TYPE "public"."folio_charge_kind" AS ENUM('restaurant', 'minibar', 'other');--> statement-breakpoint
ALTER TYPE "public"."ledger_entry" ADD VALUE 'folio_charge';--> statement-breakpoint
ALTER TYPE "public"."ledger_entry" ADD VALUE 'folio_void';--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entry_shape";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "taken_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "charge_kind" "folio_charge_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "sac" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "rate_bp" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "voids_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "desk_method" "desk_method";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "desk_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_voids_id_ledger_entries_id_fk" FOREIGN KEY ("voids_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_voided_once_uq" ON "ledger_entries" USING btree ("voids_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_desk_taken" CHECK ("payments"."provider" <> 'desk' or ("payments"."taken_by" is not null and "payments"."method" in ('cash', 'card', 'upi') and ("payments"."method" = 'cash' or "payments"."reference" is not null)));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entry_shape" CHECK (case "ledger_entries"."entry"
        when 'captured' then "ledger_entries"."payment_id" is not null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."refund_id" is null
        when 'refund_owed' then "ledger_entries"."payment_id" is not null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."refund_id" is null and "ledger_entries"."cause" is not null and "ledger_entries"."reason" is not null
        when 'coins_spent' then "ledger_entries"."wallet_transaction_id" is not null and "ledger_entries"."coins" > 0
        when 'coins_returned' then "ledger_entries"."wallet_transaction_id" is not null and "ledger_entries"."coins" > 0
        else case "ledger_entries"."entry"::text
        when 'folio_charge' then "ledger_entries"."payment_id" is null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."charge_kind" is not null and "ledger_entries"."sac" is not null and "ledger_entries"."rate_bp" between 0 and 4000 and "ledger_entries"."taxable_paise" > 0 and "ledger_entries"."taxable_paise" + "ledger_entries"."cgst_paise" + "ledger_entries"."sgst_paise" = "ledger_entries"."amount_paise" and "ledger_entries"."staff_id" is not null and "ledger_entries"."reason" is not null
        when 'folio_void' then "ledger_entries"."voids_id" is not null and "ledger_entries"."payment_id" is null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."staff_id" is not null and "ledger_entries"."reason" is not null
        else "ledger_entries"."refund_id" is not null and "ledger_entries"."payment_id" is not null
      end end);--> statement-breakpoint
-- A void takes back exactly the charge it names, of the same booking (decision 145), whoever writes it.
CREATE FUNCTION "ledger_void_matches_charge"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  charge "ledger_entries"%ROWTYPE;
BEGIN
  IF NEW."voids_id" IS NULL THEN RETURN NEW; END IF;
  SELECT * INTO charge FROM "ledger_entries" WHERE "id" = NEW."voids_id";
  IF NEW."entry"::text <> 'folio_void' OR charge."entry"::text IS DISTINCT FROM 'folio_charge'
    OR charge."booking_kind" <> NEW."booking_kind" OR charge."booking_id" <> NEW."booking_id"
    OR charge."amount_paise" <> NEW."amount_paise" OR charge."cgst_paise" <> NEW."cgst_paise"
    OR charge."sgst_paise" <> NEW."sgst_paise" THEN
    RAISE EXCEPTION 'a void takes back its own charge, whole'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_void_matches_charge';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_void_matches_charge" BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_void_matches_charge"();
