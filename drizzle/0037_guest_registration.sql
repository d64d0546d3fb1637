CREATE TABLE "guest_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_booking_id" uuid NOT NULL,
	"adult" integer NOT NULL,
	"full_name" text NOT NULL,
	"foreign" boolean NOT NULL,
	"nationality" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"id_photo" text,
	"form_c" jsonb,
	"form_c_submitted_at" timestamp with time zone,
	"form_c_reference" text,
	"registered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_registrations_one_per_adult" UNIQUE("room_booking_id","adult"),
	CONSTRAINT "guest_registrations_adult" CHECK ("guest_registrations"."adult" between 1 and 12),
	CONSTRAINT "guest_registrations_id_type" CHECK ("guest_registrations"."id_type" in ('passport', 'aadhaar', 'driving_licence', 'voter_id')),
	CONSTRAINT "guest_registrations_aadhaar_masked" CHECK ("guest_registrations"."id_type" <> 'aadhaar' or ("guest_registrations"."id_number" ~ '^[0-9]{4}$' and "guest_registrations"."id_photo" is null)),
	CONSTRAINT "guest_registrations_form_c" CHECK (("guest_registrations"."foreign" and "guest_registrations"."form_c" is not null and "guest_registrations"."id_type" = 'passport') or (not "guest_registrations"."foreign" and "guest_registrations"."form_c" is null))
);
--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_room_booking_id_room_bookings_id_fk" FOREIGN KEY ("room_booking_id") REFERENCES "public"."room_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;