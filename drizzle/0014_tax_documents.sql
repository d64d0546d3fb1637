CREATE TYPE "public"."tax_document_type" AS ENUM('receipt_voucher', 'tax_invoice', 'refund_voucher', 'credit_note');--> statement-breakpoint
CREATE TABLE "booking_billing" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"booking_kind" "booking_kind" NOT NULL,
	"user_id" uuid NOT NULL,
	"gstin" text,
	"name" text NOT NULL,
	"address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_document_counters" (
	"type" "tax_document_type" NOT NULL,
	"financial_year" text NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "tax_document_counters_type_financial_year_pk" PRIMARY KEY("type","financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "tax_document_type" NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"booking_kind" "booking_kind" NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"refers_to" uuid,
	"total_paise" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "tax_documents_number_length" CHECK (char_length("tax_documents"."number") <= 16)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_uq" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_serial_uq" ON "tax_documents" USING btree ("type","financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_type_uq" ON "tax_documents" USING btree ("booking_id","type");--> statement-breakpoint
CREATE INDEX "tax_documents_user_idx" ON "tax_documents" USING btree ("user_id");--> statement-breakpoint
-- An issued tax document is never changed (decision 102): a correction is a new document (a credit note).
CREATE FUNCTION "tax_documents_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'An issued tax document cannot be changed; issue a credit note instead.';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_no_update" BEFORE UPDATE ON "tax_documents" FOR EACH ROW EXECUTE FUNCTION "tax_documents_immutable"();
