import type { Context } from "hono";

/**
 * The client's address: the socket peer, or the first X-Forwarded-For hop when TRUST_PROXY is
 * set (Kassa behind a load balancer). A client can never choose it when TRUST_PROXY is off.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? null;
}
