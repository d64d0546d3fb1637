ALTER TABLE "coupons" ADD COLUMN "min_rooms" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_nights" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "dates_from" date;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "dates_until" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_rooms" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_nights" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "dates_from" date;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "dates_until" date;