DROP INDEX "tax_documents_booking_type_uq";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "occasion" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_booking_occasion_uq" ON "tax_documents" USING btree ("booking_id","type","occasion");