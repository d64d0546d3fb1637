ALTER TYPE "public"."favorite_type" ADD VALUE 'offer';--> statement-breakpoint
ALTER TYPE "public"."favorite_type" ADD VALUE 'package';--> statement-breakpoint
ALTER TABLE "favorites" ALTER COLUMN "favorite_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referee_email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hall_bookings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "adjusts_id" uuid;--> statement-breakpoint
ALTER TABLE "room_bookings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_adjusts_id_wallet_transactions_id_fk" FOREIGN KEY ("adjusts_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_joined_idx" ON "referrals" USING btree ("referrer_id","joined_at");