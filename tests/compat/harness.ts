import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Polar } from "@polar-sh/sdk";
import { createTestApp, type TestApp } from "../../src/server/test/harness.js";
import { createSeller, type Seller } from "../../src/server/test/v1-helpers.js";

export interface RunningKassa {
  t: TestApp;
  seller: Seller;
  baseUrl: string;
  /** Polar's official SDK pointed at this Kassa with the seller's token. */
  polar: Polar;
  close(): Promise<void>;
}

/**
 * A running Kassa on a real port (fresh database) and Polar's SDK 0.47 configured against it,
 * exactly as a seller would: `new Polar({ serverURL, accessToken })`. `env` overrides the test
 * configuration (`WEBHOOKS_ALLOW_PRIVATE` for a local webhook receiver).
 */
export async function startKassa(opts: { env?: Record<string, string> } = {}): Promise<RunningKassa> {
  const t = await createTestApp(opts.env ? { env: opts.env } : {});
  // The SDK runs in this same process: keep Node's own Request/Response globals (node-server
  // would otherwise swap in its lightweight classes, and the SDK's `response instanceof Response`
  // checks on error bodies would fail for responses that `fetch` creates). A real client runs
  // in another process, where this cannot happen.
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1", overrideGlobalObjects: false });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  // Idle keep-alive sockets are closed by the client (undici, ~4 s), never by the server (Node's
  // 5 s): with both in one busy process the server's timer could close a socket the SDK had just
  // reused, and the request failed with ECONNRESET.
  (server as Server).keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const seller = await createSeller(t, "Compat");
  return {
    t,
    seller,
    baseUrl,
    polar: new Polar({ serverURL: baseUrl, accessToken: seller.token }),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await t.close();
    },
  };
}

/** Collects every page of an SDK list iterator. */
export async function collect<T extends { result: { items: unknown[] } }>(
  pages: AsyncIterable<T>,
): Promise<T["result"]["items"]> {
  const out: T["result"]["items"] = [];
  for await (const page of pages) out.push(...page.result.items);
  return out;
}
