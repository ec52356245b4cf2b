-- Exact list counts without counting rows per request. Statement-level triggers read the
-- statement's transition tables and add one delta row per organization (and status) the statement
-- changed: only inserts, so concurrent writers never wait on a shared counter row. The count of
-- an organization is the sum of its rows; the repositories fold the deltas into one row now and
-- then (compaction) in one statement. Each table's triggers are created before its backfill in
-- the same transaction: CREATE TRIGGER waits for writers in flight and holds them off until the
-- migration commits, so the backfill counts every committed row and the triggers every later one.

CREATE FUNCTION "customer_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "customer_count" ("organization_id", "delta")
      SELECT "organization_id", count(*) FROM new_rows WHERE "deleted_at" IS NULL GROUP BY 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "customer_count" ("organization_id", "delta")
      SELECT "organization_id", -count(*) FROM old_rows WHERE "deleted_at" IS NULL GROUP BY 1;
  ELSE
    INSERT INTO "customer_count" ("organization_id", "delta")
      SELECT "organization_id", sum(d) FROM (
        SELECT "organization_id", 1 AS d FROM new_rows WHERE "deleted_at" IS NULL
        UNION ALL
        SELECT "organization_id", -1 AS d FROM old_rows WHERE "deleted_at" IS NULL
      ) c GROUP BY 1 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_count_insert" AFTER INSERT ON "customer"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_count_update" AFTER UPDATE ON "customer"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "customer_count_delete" AFTER DELETE ON "customer"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "customer_count_changed"();
--> statement-breakpoint
INSERT INTO "customer_count" ("organization_id", "delta")
  SELECT "organization_id", count(*) FROM "customer" WHERE "deleted_at" IS NULL GROUP BY 1;
--> statement-breakpoint

CREATE FUNCTION "order_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "order_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO "order_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", sum(d) FROM (
        SELECT "organization_id", "status", 1 AS d FROM new_rows
        UNION ALL
        SELECT "organization_id", "status", -1 AS d FROM old_rows
      ) c GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_count_insert" AFTER INSERT ON "order"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_count_update" AFTER UPDATE ON "order"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_count_delete" AFTER DELETE ON "order"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_count_changed"();
--> statement-breakpoint
INSERT INTO "order_count" ("organization_id", "status", "delta")
  SELECT "organization_id", "status", count(*) FROM "order" GROUP BY 1, 2;
--> statement-breakpoint

CREATE FUNCTION "subscription_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "subscription_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", count(*) FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "subscription_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", -count(*) FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO "subscription_count" ("organization_id", "status", "delta")
      SELECT "organization_id", "status", sum(d) FROM (
        SELECT "organization_id", "status", 1 AS d FROM new_rows
        UNION ALL
        SELECT "organization_id", "status", -1 AS d FROM old_rows
      ) c GROUP BY 1, 2 HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscription_count_insert" AFTER INSERT ON "subscription"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_count_update" AFTER UPDATE ON "subscription"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscription_count_delete" AFTER DELETE ON "subscription"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "subscription_count_changed"();
--> statement-breakpoint
INSERT INTO "subscription_count" ("organization_id", "status", "delta")
  SELECT "organization_id", "status", count(*) FROM "subscription" GROUP BY 1, 2;
