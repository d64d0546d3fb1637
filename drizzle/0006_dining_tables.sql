CREATE TABLE "dining_tables" (
	"number" integer PRIMARY KEY NOT NULL,
	"seats" integer NOT NULL,
	"area" text DEFAULT 'Dining hall' NOT NULL,
	"joins_next" boolean DEFAULT false NOT NULL,
	"in_service" boolean DEFAULT true NOT NULL,
	CONSTRAINT "dining_tables_number" CHECK ("dining_tables"."number" > 0),
	CONSTRAINT "dining_tables_seats" CHECK ("dining_tables"."seats" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "menu_item_likes" (
	"user_id" uuid NOT NULL,
	"menu_item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_item_likes_user_id_menu_item_id_pk" PRIMARY KEY("user_id","menu_item_id")
);
--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "first_table" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "table_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "starts_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD COLUMN "ends_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_item_likes" ADD CONSTRAINT "menu_item_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_likes" ADD CONSTRAINT "menu_item_likes_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_item_likes_recent_idx" ON "menu_item_likes" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_first_table_dining_tables_number_fk" FOREIGN KEY ("first_table") REFERENCES "public"."dining_tables"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_tables" CHECK ("table_bookings"."table_count" between 1 and 2);--> statement-breakpoint
ALTER TABLE "table_bookings" ADD CONSTRAINT "table_bookings_sitting" CHECK ("table_bookings"."ends_at" > "table_bookings"."starts_at");