-- No guest's Supar Coins go below zero, whatever writes the row (decision 116): the last line behind the rule every
-- path follows in the code. A row that can lower a balance (a debit written, a credit deleted or lessened) takes the
-- guest's coins lock, the same advisory lock the code takes before it decides (guestCoins 7306, db/locks.ts), and
-- adds up the guest's ledger with a fresh snapshot, so writers that lower one guest's coins are decided one at a time,
-- each seeing those committed before it. Credits take no lock: no path takes a lock it did not take before. Under
-- REPEATABLE READ the sum could miss a spend committed after the snapshot, so a lowering write is refused there.
CREATE FUNCTION "wallet_signed_coins"("kind" "wallet_type", "coins" integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "kind" IN ('credit', 'cashback', 'referral', 'refund') THEN "coins" ELSE -"coins" END
$$;
--> statement-breakpoint
CREATE FUNCTION "refuse_wallet_below_zero"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowered uuid[] := '{}';
  guest uuid;
  balance bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF "wallet_signed_coins"(NEW."type", NEW."supar_coins") < 0 THEN lowered := ARRAY[NEW."user_id"]; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF "wallet_signed_coins"(OLD."type", OLD."supar_coins") > 0 THEN lowered := ARRAY[OLD."user_id"]; END IF;
  ELSIF OLD."user_id" = NEW."user_id" THEN
    IF "wallet_signed_coins"(NEW."type", NEW."supar_coins") < "wallet_signed_coins"(OLD."type", OLD."supar_coins") THEN
      lowered := ARRAY[NEW."user_id"];
    END IF;
  ELSE
    IF "wallet_signed_coins"(OLD."type", OLD."supar_coins") > 0 THEN lowered := lowered || OLD."user_id"; END IF;
    IF "wallet_signed_coins"(NEW."type", NEW."supar_coins") < 0 THEN lowered := lowered || NEW."user_id"; END IF;
  END IF;
  IF cardinality(lowered) > 0 AND current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'Supar Coins are taken only under READ COMMITTED or SERIALIZABLE: under REPEATABLE READ the balance check could miss a spend.'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  -- Two guests (a row moved from one to another) are locked in one order, so two such moves cannot deadlock.
  FOR guest IN SELECT g FROM unnest(lowered) AS g ORDER BY g LOOP
    PERFORM pg_advisory_xact_lock(7306, hashtext(guest::text));
    SELECT coalesce(sum("wallet_signed_coins"("type", "supar_coins")), 0) INTO balance
      FROM "wallet_transactions" WHERE "user_id" = guest;
    IF balance < 0 THEN
      RAISE EXCEPTION 'Supar Coins cannot go below zero: this change would leave guest % with % coins.', guest, balance
        USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_balance_not_negative', TABLE = 'wallet_transactions';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_balance_not_negative" AFTER INSERT OR DELETE OR UPDATE OF "supar_coins", "type", "user_id"
  ON "wallet_transactions" FOR EACH ROW EXECUTE FUNCTION "refuse_wallet_below_zero"();
