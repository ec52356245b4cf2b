import type { Server } from "node:http";

/**
 * Keeps idle connections open `keepAliveTimeoutMs` (Node's default is 5 s, shorter than the idle
 * timeout of most proxies and HTTP clients, which then reuse a socket the server is closing and
 * see a reset). Headers may take a second longer, so a request arriving as the idle time ends is
 * still read whole.
 */
export function applyKeepAlive(
  server: Pick<Server, "keepAliveTimeout" | "headersTimeout">,
  keepAliveTimeoutMs: number,
) {
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.headersTimeout = Math.max(server.headersTimeout, keepAliveTimeoutMs + 1_000);
}
