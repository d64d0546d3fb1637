ALTER TABLE "payments" ADD COLUMN "coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coins_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "value_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coins" CHECK ("payments"."coins" >= 0 and "payments"."coins_paise" >= 0);