CREATE TYPE "public"."private_dining_status" AS ENUM('awaiting', 'confirmed', 'declined');--> statement-breakpoint
CREATE TABLE "private_dining_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"part_of_day" text NOT NULL,
	"guests" integer NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"guest_email" text NOT NULL,
	"occasion" text NOT NULL,
	"special_request" text,
	"status" "private_dining_status" DEFAULT 'awaiting' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_dining_requests_request_code_unique" UNIQUE("request_code"),
	CONSTRAINT "private_dining_requests_guests" CHECK ("private_dining_requests"."guests" between 11 and 20),
	CONSTRAINT "private_dining_requests_answered" CHECK (("private_dining_requests"."status" = 'awaiting') = ("private_dining_requests"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "private_dining_requests" ADD CONSTRAINT "private_dining_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_dining_requests_user_idx" ON "private_dining_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "private_dining_requests_status_idx" ON "private_dining_requests" USING btree ("status");