CREATE TABLE "night_audits" (
	"business_date" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "night_audits" ADD CONSTRAINT "night_audits_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A closed day stays as it was closed (decision 148): its figures are what the hotel reported that night.
CREATE FUNCTION "night_audits_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A closed day cannot be changed or reopened: its figures are frozen.'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "night_audits_closed" BEFORE UPDATE OR DELETE ON "night_audits" FOR EACH ROW EXECUTE FUNCTION "night_audits_closed"();
