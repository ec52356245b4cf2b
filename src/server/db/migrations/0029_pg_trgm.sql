-- Trigram indexes serve the lists' `query` search (case-insensitive substring); btree_gin lets
-- them lead with organization_id, so a search reads its own organization's entries only. Both are
-- trusted extensions (PostgreSQL 13+); PGlite loads them in db/pglite.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
