CREATE TYPE "public"."ledger_entry" AS ENUM('captured', 'coins_spent', 'coins_returned', 'refund_owed', 'refund_requested', 'refund_settled', 'refund_failed');--> statement-breakpoint
CREATE TYPE "public"."refund_cause" AS ENUM('cancelled', 'change', 'unconfirmed', 'staff');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry" "ledger_entry" NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_kind" "booking_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"wallet_transaction_id" uuid,
	"amount_paise" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"guest_note" text,
	"cause" "refund_cause",
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amounts" CHECK ("ledger_entries"."amount_paise" >= 0 and "ledger_entries"."coins" >= 0 and "ledger_entries"."cgst_paise" >= 0 and "ledger_entries"."sgst_paise" >= 0 and "ledger_entries"."cgst_paise" + "ledger_entries"."sgst_paise" <= "ledger_entries"."amount_paise"),
	CONSTRAINT "ledger_entry_shape" CHECK (case "ledger_entries"."entry"
        when 'captured' then "ledger_entries"."payment_id" is not null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."refund_id" is null
        when 'refund_owed' then "ledger_entries"."payment_id" is not null and "ledger_entries"."amount_paise" > 0 and "ledger_entries"."refund_id" is null and "ledger_entries"."cause" is not null and "ledger_entries"."reason" is not null
        when 'coins_spent' then "ledger_entries"."wallet_transaction_id" is not null and "ledger_entries"."coins" > 0
        when 'coins_returned' then "ledger_entries"."wallet_transaction_id" is not null and "ledger_entries"."coins" > 0
        else "ledger_entries"."refund_id" is not null and "ledger_entries"."payment_id" is not null
      end)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_ledger_entries_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_captured_once_uq" ON "ledger_entries" USING btree ("payment_id") WHERE "ledger_entries"."entry" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_settled_once_uq" ON "ledger_entries" USING btree ("refund_id") WHERE "ledger_entries"."entry" = 'refund_settled';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_requested_once_uq" ON "ledger_entries" USING btree ("provider_refund_id") WHERE "ledger_entries"."entry" = 'refund_requested';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_wallet_row_once_uq" ON "ledger_entries" USING btree ("wallet_transaction_id");--> statement-breakpoint
-- Hand-written (decision 113): the ledger starts from every movement the old tables recorded. Money in: every
-- payment the provider took (paid, or owed back or refunded since).
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "amount_paise", "reason", "created_at")
  SELECT 'captured', "user_id", "booking_kind", "booking_id", "id", "amount_paise",
    CASE WHEN "change_body" IS NOT NULL THEN 'Difference paid for a change' END, "created_at"
  FROM "payments" WHERE "status" IN ('paid', 'refund_pending', 'refunded');
--> statement-breakpoint
-- Parts given back (decision 111) keep their ids: a webhook names them in its notes.
INSERT INTO "ledger_entries" ("id", "entry", "user_id", "booking_kind", "booking_id", "payment_id", "amount_paise", "cgst_paise", "sgst_paise", "reason", "cause", "created_at")
  SELECT "id", 'refund_owed', "user_id", "booking_kind", "booking_id", "payment_id", "amount_paise", "cgst_paise", "sgst_paise", "reason",
    CASE WHEN "reason" = 'Booking cancelled' THEN 'cancelled'::"refund_cause" ELSE 'change'::"refund_cause" END, "created_at"
  FROM "payment_refunds";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "provider_refund_id", "created_at")
  SELECT 'refund_requested', "user_id", "booking_kind", "booking_id", "payment_id", "id", "provider_refund_id", "updated_at"
  FROM "payment_refunds" WHERE "provider_refund_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "guest_note", "created_at")
  SELECT 'refund_failed', "user_id", "booking_kind", "booking_id", "payment_id", "id", "failure_reason", "updated_at"
  FROM "payment_refunds" WHERE "status" = 'pending' AND "failure_reason" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "provider_refund_id", "created_at")
  SELECT 'refund_settled', "user_id", "booking_kind", "booking_id", "payment_id", "id", "provider_refund_id", coalesce("refunded_at", "updated_at")
  FROM "payment_refunds" WHERE "status" = 'refunded';
--> statement-breakpoint
-- Payments owed back whole on their own row. A capture that confirmed nothing kept its reason as the failure
-- reason (not the usual "Your payment of …" words): it is owed back for that cause, and the guest reads the reason.
CREATE TEMPORARY TABLE "whole_refunds" AS
  SELECT gen_random_uuid() AS "refund_id", p.*,
    (p."failure_reason" IS NOT NULL AND p."failure_reason" NOT LIKE 'Your payment of %') AS "unconfirmed"
  FROM "payments" p
  WHERE p."status" IN ('refund_pending', 'refunded')
    AND NOT EXISTS (SELECT 1 FROM "payment_refunds" r WHERE r."payment_id" = p."id");
--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "entry", "user_id", "booking_kind", "booking_id", "payment_id", "amount_paise", "cgst_paise", "sgst_paise", "reason", "cause", "guest_note", "created_at")
  SELECT "refund_id", 'refund_owed', "user_id", "booking_kind", "booking_id", "id", "amount_paise",
    coalesce("refund_cgst_paise", 0), coalesce("refund_sgst_paise", 0),
    CASE WHEN "unconfirmed" THEN 'The payment confirmed nothing' ELSE 'Booking cancelled' END,
    CASE WHEN "unconfirmed" THEN 'unconfirmed'::"refund_cause" ELSE 'cancelled'::"refund_cause" END,
    CASE WHEN "unconfirmed" THEN "failure_reason" END, "updated_at"
  FROM "whole_refunds";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "provider_refund_id", "created_at")
  SELECT 'refund_requested', "user_id", "booking_kind", "booking_id", "id", "refund_id", "provider_refund_id", "updated_at"
  FROM "whole_refunds" WHERE "provider_refund_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "guest_note", "created_at")
  SELECT 'refund_failed', "user_id", "booking_kind", "booking_id", "id", "refund_id", "failure_reason", "updated_at"
  FROM "whole_refunds"
  WHERE "status" = 'refund_pending' AND NOT "unconfirmed" AND "failure_reason" LIKE '%our front desk is arranging it%';
--> statement-breakpoint
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "payment_id", "refund_id", "provider_refund_id", "created_at")
  SELECT 'refund_settled', "user_id", "booking_kind", "booking_id", "id", "refund_id", "provider_refund_id", coalesce("refunded_at", "updated_at")
  FROM "whole_refunds" WHERE "status" = 'refunded';
--> statement-breakpoint
-- Coins spent on a booking and given back (decision 105): the wallet's rows, keyed by booking.
INSERT INTO "ledger_entries" ("entry", "user_id", "booking_kind", "booking_id", "wallet_transaction_id", "coins", "amount_paise", "reason", "created_at")
  SELECT CASE WHEN "reward_key" LIKE 'coins-spent:%' THEN 'coins_spent'::"ledger_entry" ELSE 'coins_returned'::"ledger_entry" END,
    "user_id", split_part("reward_key", ':', 2)::"booking_kind", split_part("reward_key", ':', 3)::uuid, "id",
    "supar_coins", coalesce("value_paise", 0), "description", "created_at"
  FROM "wallet_transactions"
  WHERE ("reward_key" LIKE 'coins-spent:%' OR "reward_key" LIKE 'coins-returned:%') AND "supar_coins" > 0;
--> statement-breakpoint
-- A payment is an order from now on: created, paid or failed; what became of its money is the ledger's.
UPDATE "payments" SET "status" = 'paid' WHERE "status" IN ('refund_pending', 'refunded');
--> statement-breakpoint
DROP TABLE "whole_refunds";
