/** The schemes of a PostgreSQL connection URL (`postgres://`, `postgresql://`), either case. */
export const POSTGRES_SCHEME = /^postgres(?:ql)?:\/\//i;

/**
 * The same PostgreSQL connection URL naming another database: its path replaced, everything
 * else (user, password, host, port, query parameters such as `host=/var/run/postgresql`) kept.
 * By text, because WHATWG `URL` refuses libpq's Unix-socket form `postgres://user@/db?host=…`.
 */
export function withDatabase(url: string, database: string): string {
  const match = POSTGRES_SCHEME.test(url) ? /^([^:]+:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/s.exec(url) : null;
  if (!match) throw new Error("not a postgres:// or postgresql:// URL");
  return `${match[1]}/${encodeURIComponent(database)}${match[3]}`;
}
