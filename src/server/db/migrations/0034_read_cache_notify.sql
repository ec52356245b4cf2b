-- Every committed write to a table behind a cached /v1 list answer is announced on
-- `kassa_reads` as "<table> <organization id>" (one notice per organization a statement touched;
-- "<table>" alone for a TRUNCATE), whoever makes it: Kassa's routes, jobs, better-auth, another
-- process or raw SQL. The in-process read caches (src/server/http/v1/read-cache.ts) drop the
-- answers of that organization that read that table. Statement-level triggers read the
-- statement's transition tables, so a statement that writes many rows sends one notice per
-- organization, and PostgreSQL folds identical notices of one transaction into one.
CREATE FUNCTION "kassa_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('kassa_reads', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  FOR org IN EXECUTE format(
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT DISTINCT %1$I::text FROM new_rows'
      WHEN 'DELETE' THEN 'SELECT DISTINCT %1$I::text FROM old_rows'
      ELSE 'SELECT %1$I::text FROM new_rows UNION SELECT %1$I::text FROM old_rows'
    END, TG_ARGV[0])
  LOOP
    PERFORM pg_notify('kassa_reads', TG_TABLE_NAME || ' ' || org);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_reads_insert" AFTER INSERT ON "product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_reads_update" AFTER UPDATE ON "product"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_reads_delete" AFTER DELETE ON "product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_reads_truncate" AFTER TRUNCATE ON "product"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_price_reads_insert" AFTER INSERT ON "product_price"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_price_reads_update" AFTER UPDATE ON "product_price"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_price_reads_delete" AFTER DELETE ON "product_price"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_price_reads_truncate" AFTER TRUNCATE ON "product_price"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_benefit_reads_insert" AFTER INSERT ON "product_benefit"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_benefit_reads_update" AFTER UPDATE ON "product_benefit"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_benefit_reads_delete" AFTER DELETE ON "product_benefit"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_benefit_reads_truncate" AFTER TRUNCATE ON "product_benefit"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_media_reads_insert" AFTER INSERT ON "product_media"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_media_reads_update" AFTER UPDATE ON "product_media"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_media_reads_delete" AFTER DELETE ON "product_media"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_media_reads_truncate" AFTER TRUNCATE ON "product_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_custom_field_reads_insert" AFTER INSERT ON "product_custom_field"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_custom_field_reads_update" AFTER UPDATE ON "product_custom_field"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_custom_field_reads_delete" AFTER DELETE ON "product_custom_field"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "product_custom_field_reads_truncate" AFTER TRUNCATE ON "product_custom_field"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "benefit_reads_insert" AFTER INSERT ON "benefit"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "benefit_reads_update" AFTER UPDATE ON "benefit"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "benefit_reads_delete" AFTER DELETE ON "benefit"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "benefit_reads_truncate" AFTER TRUNCATE ON "benefit"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "file_reads_insert" AFTER INSERT ON "file"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "file_reads_update" AFTER UPDATE ON "file"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "file_reads_delete" AFTER DELETE ON "file"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "file_reads_truncate" AFTER TRUNCATE ON "file"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "custom_field_reads_insert" AFTER INSERT ON "custom_field"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "custom_field_reads_update" AFTER UPDATE ON "custom_field"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "custom_field_reads_delete" AFTER DELETE ON "custom_field"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "custom_field_reads_truncate" AFTER TRUNCATE ON "custom_field"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "meter_reads_insert" AFTER INSERT ON "meter"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "meter_reads_update" AFTER UPDATE ON "meter"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "meter_reads_delete" AFTER DELETE ON "meter"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "meter_reads_truncate" AFTER TRUNCATE ON "meter"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "customer_reads_insert" AFTER INSERT ON "customer"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "customer_reads_update" AFTER UPDATE ON "customer"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "customer_reads_delete" AFTER DELETE ON "customer"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "customer_reads_truncate" AFTER TRUNCATE ON "customer"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "subscription_reads_insert" AFTER INSERT ON "subscription"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "subscription_reads_update" AFTER UPDATE ON "subscription"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "subscription_reads_delete" AFTER DELETE ON "subscription"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "subscription_reads_truncate" AFTER TRUNCATE ON "subscription"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('organization_id');
--> statement-breakpoint
CREATE TRIGGER "apikey_reads_insert" AFTER INSERT ON "apikey"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('referenceId');
--> statement-breakpoint
CREATE TRIGGER "apikey_reads_update" AFTER UPDATE ON "apikey"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('referenceId');
--> statement-breakpoint
CREATE TRIGGER "apikey_reads_delete" AFTER DELETE ON "apikey"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('referenceId');
--> statement-breakpoint
CREATE TRIGGER "apikey_reads_truncate" AFTER TRUNCATE ON "apikey"
  FOR EACH STATEMENT EXECUTE FUNCTION "kassa_reads_changed"('referenceId');
