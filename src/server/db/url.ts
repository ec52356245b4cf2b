/**
 * The same PostgreSQL connection URL naming another database: its path replaced, everything
 * else (user, password, host, port, query parameters such as `host=/var/run/postgresql`) kept.
 * By text, because WHATWG `URL` refuses libpq's Unix-socket form `postgres://user@/db?host=…`.
 */
export function withDatabase(url: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/is.exec(url);
  if (!match) throw new Error("not a postgres:// or postgresql:// URL");
  return `${match[1]}/${encodeURIComponent(database)}${match[3]}`;
}
