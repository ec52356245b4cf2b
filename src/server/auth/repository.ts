import { getTableColumns } from "drizzle-orm";
import { apikey } from "../db/schema/auth.js";

/** The columns of better-auth's `apikey` table: the only values `api-key/list` may sort by. */
export const API_KEY_COLUMNS: ReadonlySet<string> = new Set(Object.keys(getTableColumns(apikey)));
