-- Every committed change to what verifies an API key (or its deletion) is announced on
-- `kassa_tokens`, whoever makes it (Kassa's routes, better-auth's, another process), so that the
-- in-process token caches (src/server/http/v1/token-cache.ts) drop what they hold. Writes of
-- `lastRequest` and the counters do not fire it.
CREATE OR REPLACE FUNCTION kassa_apikey_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kassa_tokens', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER apikey_changed
  AFTER UPDATE OF "key", "enabled", "permissions", "expiresAt", "referenceId", "configId" OR DELETE ON "apikey"
  FOR EACH ROW EXECUTE FUNCTION kassa_apikey_changed();
