import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions every embedded database loads: the migrations create `pg_trgm` and `btree_gin`
 * (organization-scoped trigram indexes serve the lists' `query` search), which PGlite can only do when the extension is loaded here.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** Opens an embedded database (in memory without `dataDir`) with Kassa's extensions loaded. */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
}
