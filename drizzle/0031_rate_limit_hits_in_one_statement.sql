-- Rate-limit hits taken in one statement (decision 123): for each limit in turn, the lock of its bucket and key (the
-- rateLimit advisory lock 7303 on hashtext('bucket:key'), as db/locks.ts takes it), the hits older than its window
-- pruned, the hits within it counted with a fresh snapshot (a VOLATILE function's statements each take their own
-- under READ COMMITTED, so a writer that waited for the lock sees the hit committed before it), and one more hit
-- recorded while the count is under the limit. Returns the position (from 1) of the first limit that is full, whose
-- hit is not recorded and after which no limit is tried, or 0 when every hit was taken. Under REPEATABLE READ the
-- count could miss a hit committed after the snapshot, so the function refuses to run there.
CREATE FUNCTION "take_rate_limit_hits"(
  "limit_buckets" text[],
  "limit_keys" text[],
  "limit_maxes" integer[],
  "window_starts" timestamptz[],
  "hit_at" timestamptz
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  i integer;
  hits bigint;
BEGIN
  IF current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'Rate-limit hits are taken only under READ COMMITTED or SERIALIZABLE: under REPEATABLE READ the count could miss a hit.'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  FOR i IN 1 .. coalesce(cardinality("limit_buckets"), 0) LOOP
    PERFORM pg_advisory_xact_lock(7303, hashtext("limit_buckets"[i] || ':' || "limit_keys"[i]));
    DELETE FROM "rate_limit_hits"
      WHERE "bucket" = "limit_buckets"[i] AND "key" = "limit_keys"[i] AND "created_at" < "window_starts"[i];
    SELECT count(*) INTO hits FROM "rate_limit_hits"
      WHERE "bucket" = "limit_buckets"[i] AND "key" = "limit_keys"[i] AND "created_at" >= "window_starts"[i];
    IF hits >= "limit_maxes"[i] THEN
      RETURN i;
    END IF;
    INSERT INTO "rate_limit_hits" ("bucket", "key", "created_at") VALUES ("limit_buckets"[i], "limit_keys"[i], "hit_at");
  END LOOP;
  RETURN 0;
END
$$;
