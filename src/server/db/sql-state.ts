/**
 * The SQLSTATE of a database error (`23505`, `22012`, …) on either driver: node-postgres and
 * PGlite put it on the error as `code`, and Drizzle wraps it in an error whose `cause` it is.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === "string") return e.code;
  }
  return undefined;
}

/** Whether a database error is a unique violation (SQLSTATE 23505), on either driver. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === "23505";
