-- The staff audit is append-only in the database itself (decision 108), not only by the code that writes it: no row
-- is deleted or changed, and the table is never truncated. The one change allowed is the privacy register's erasure
-- blanking a row's reason (it may name the guest, decision 103), with every other column as it was.
CREATE FUNCTION "staff_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW."reason" IS NULL
      AND (NEW."id", NEW."actor_id", NEW."action", NEW."target_kind", NEW."target_id", NEW."before", NEW."after", NEW."created_at")
        IS NOT DISTINCT FROM
        (OLD."id", OLD."actor_id", OLD."action", OLD."target_kind", OLD."target_id", OLD."before", OLD."after", OLD."created_at")
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'The staff audit is append-only: a recorded action cannot be changed or deleted.'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_actions_append_only" BEFORE UPDATE OR DELETE ON "staff_actions" FOR EACH ROW EXECUTE FUNCTION "staff_actions_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_actions_no_truncate" BEFORE TRUNCATE ON "staff_actions" FOR EACH STATEMENT EXECUTE FUNCTION "staff_actions_append_only"();
