ALTER TABLE "payments" ADD COLUMN "change_body" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "changed_total_paise" integer;
