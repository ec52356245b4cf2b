import { expect } from "vitest";
import type { RequestOptions, TestResponse } from "./client.js";
import type { TestApp } from "./harness.js";
import type { Seller } from "./v1-helpers.js";

/** A signed-in portal customer: calls `/v1/customer-portal/*` with their customer session token. */
export interface PortalCustomer {
  token: string;
  customerId: string;
  portalUrl: string;
  get: (path: string, opts?: RequestOptions) => Promise<TestResponse>;
  post: (path: string, body?: unknown, opts?: RequestOptions) => Promise<TestResponse>;
  patch: (path: string, body?: unknown, opts?: RequestOptions) => Promise<TestResponse>;
  delete: (path: string, opts?: RequestOptions) => Promise<TestResponse>;
}

/** A portal client for a bearer token (a customer session token, or anything else to test refusals). */
export function portalClient(
  t: TestApp,
  token: string,
  ip?: string,
): Omit<PortalCustomer, "customerId" | "portalUrl"> {
  const client = t.client(ip ? { ip } : {});
  const auth = (opts?: RequestOptions): RequestOptions => ({
    ...opts,
    noOrigin: true,
    headers: { authorization: `Bearer ${token}`, ...opts?.headers },
  });
  return {
    token,
    get: (path, opts) => client.get(path, auth(opts)),
    post: (path, body, opts) => client.post(path, body ?? {}, auth(opts)),
    patch: (path, body, opts) => client.request("PATCH", path, { ...auth(opts), body: body ?? {} }),
    delete: (path, opts) => client.request("DELETE", path, auth(opts)),
  };
}

/** Opens a customer session for the seller's customer (`POST /v1/customer-sessions/`) and returns its portal client. */
export async function signInCustomer(
  t: TestApp,
  seller: Seller,
  customerId: string,
): Promise<PortalCustomer> {
  const res = await seller.api.post("/v1/customer-sessions/", { customer_id: customerId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return {
    ...portalClient(t, res.body.token as string),
    customerId,
    portalUrl: res.body.customer_portal_url as string,
  };
}
