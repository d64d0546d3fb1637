CREATE TYPE "public"."part_refund_status" AS ENUM('pending', 'refunded');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_kind" "booking_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "part_refund_status" DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0),
	CONSTRAINT "payment_refunds_gst" CHECK ("payment_refunds"."cgst_paise" >= 0 and "payment_refunds"."sgst_paise" >= 0 and "payment_refunds"."cgst_paise" + "payment_refunds"."sgst_paise" <= "payment_refunds"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_booking_idx" ON "payment_refunds" USING btree ("booking_kind","booking_id");
--> statement-breakpoint
-- Never more given back of a payment than it paid (decision 111). The service adds parts under the payment row's
-- lock; the trigger takes the same lock before it sums, so that no path, however written, can owe more.
CREATE FUNCTION "refuse_refund_beyond_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid integer;
  owed bigint;
BEGIN
  SELECT "amount_paise" INTO paid FROM "payments" WHERE "id" = NEW."payment_id" FOR UPDATE;
  SELECT coalesce(sum("amount_paise"), 0) INTO owed FROM "payment_refunds" WHERE "payment_id" = NEW."payment_id";
  IF owed > paid THEN
    RAISE EXCEPTION 'payment % would give back % paise of %', NEW."payment_id", owed, paid
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_refunds_within_payment';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_refunds_within_payment" AFTER INSERT OR UPDATE OF "amount_paise", "payment_id"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "refuse_refund_beyond_payment"();
