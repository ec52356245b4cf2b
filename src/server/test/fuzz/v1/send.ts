import type { TestApp } from "../../../test/harness.js";
import type { FuzzRequest } from "./requests.js";

export interface FuzzOutcome {
  request: FuzzRequest;
  status: number;
  ms: number;
  body: string;
}

/** The headers of each kind of credential: an all-scopes token for /v1, a session cookie for /api/auth. */
export type Credentials = Record<FuzzRequest["credential"], Record<string, string>>;

export const bearer = (token: string): Credentials => ({
  token: { authorization: `Bearer ${token}` },
  "bad-token": { authorization: "Bearer kassa_oat_not-a-real-token" },
  none: {},
});

/** Sends one fuzz request through the app (as `app.request`, the path a real request takes). */
export async function sendFuzz(t: TestApp, credentials: Credentials, r: FuzzRequest): Promise<FuzzOutcome> {
  const headers: Record<string, string> = { ...r.headers, ...credentials[r.credential] };
  const started = performance.now();
  const res = await t.app.request(r.url, {
    method: r.method,
    headers,
    body: r.body,
    redirect: "manual",
  } as RequestInit);
  const body = await res.text();
  return { request: r, status: res.status, ms: performance.now() - started, body };
}

/** A line that says which request failed and how, for a test's failure message. */
export function describeOutcome(o: FuzzOutcome): string {
  return `${o.request.method} ${o.request.url.slice(0, 120)} [${o.request.label}] → ${o.status} in ${Math.round(o.ms)} ms: ${o.body.slice(0, 300)}`;
}
