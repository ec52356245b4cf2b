/**
 * Test-only: the `/v1` operations as the app's own OpenAPI document lists them, so a route added
 * later is covered by the security suites without editing them.
 */
import { expect } from "vitest";
import type { TestApp } from "../harness.js";

export interface Operation {
  method: string;
  /** `/v1/products/{id}` */
  path: string;
  /** The scope the route requires (from its `security`); null on public and customer-portal routes. */
  scope: string | null;
  /** A customer-portal route: its caller is a customer with a customer session token. */
  customer: boolean;
  /** Path parameters, in order, with the key of the fixture id each takes (see `idKey`). */
  params: { name: string; key: string }[];
  /** Query parameters whose name is an id (`product_id`, `id`, ...). */
  idQuery: string[];
  /** Required query parameters (filled from the fixture's filters). */
  requiredQuery: string[];
  hasBody: boolean;
  /** Reads (`GET`), or operations whose scope is a read scope. */
  reads: boolean;
}

interface Doc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
}

/** The fixture key of a path parameter: the path before it, `/v1/` removed (`license-keys/{id}/activations`). */
function idKey(path: string, param: string): string {
  const before = path
    .slice(0, path.indexOf(`{${param}}`))
    .replace(/^\/v1\//, "")
    .replace(/\/$/, "");
  return before;
}

export async function v1Operations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.request("/v1/openapi.json");
  expect(res.status).toBe(200);
  const doc = (await res.json()) as Doc;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const security = op.security;
      const customer = security?.some((requirement) => "customer_session" in requirement) ?? false;
      const scope = (security && security.length === 0) || customer ? null : (security?.[0]?.oat?.[0] ?? "");
      const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
        name: m[1]!,
        key: idKey(path, m[1]!),
      }));
      const idQuery = (op.parameters ?? [])
        .filter((p) => p.in === "query" && (p.name === "id" || p.name.endsWith("_id")))
        .map((p) => p.name);
      out.push({
        method: method.toUpperCase(),
        path,
        scope,
        customer,
        params,
        idQuery,
        requiredQuery: (op.parameters ?? []).filter((p) => p.in === "query" && p.required).map((p) => p.name),
        hasBody: op.requestBody !== undefined,
        reads: scope ? scope.endsWith(":read") : method === "get",
      });
    }
  }
  return out;
}

/**
 * The operation's path with every parameter filled from `values` (by fixture key), and its
 * required query parameters from `filters`.
 */
export function fill(
  op: Operation,
  values: Record<string, string>,
  filters: Record<string, string> = {},
): string {
  let path = op.path;
  for (const p of op.params) {
    const value = values[p.key];
    if (value === undefined)
      throw new Error(`No fixture id for {${p.name}} of ${op.method} ${op.path} (key "${p.key}")`);
    path = path.replace(`{${p.name}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const name of op.requiredQuery) {
    const value = filters[name];
    if (value === undefined)
      throw new Error(`No fixture value for the query parameter ${name} of ${label(op)}`);
    query.set(name, value);
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

export const label = (op: Operation) => `${op.method} ${op.path}`;

/**
 * A body each operation accepts, so a request reaches the handler (and its tenant check) instead
 * of stopping at validation. Routes not listed take `{}`; a new route whose `{}` is a 422 fails
 * the isolation suite, naming the route to add here.
 */
export function validBody(op: Operation, filters: Record<string, string>): unknown {
  const bodies: Record<string, unknown> = {
    "POST /v1/products/{id}/benefits": { benefits: [] },
    "POST /v1/files/{id}/uploaded": {
      id: "upload",
      path: "path",
      parts: [
        {
          number: 1,
          checksum_etag: "etag",
          checksum_sha256_base64: "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
        },
      ],
    },
    "PATCH /v1/custom-fields/{id}": { type: "text", name: "Changed" },
    "POST /v1/test-clocks/{id}/customers": { customer_id: filters.customer_id },
    "POST /v1/test-clocks/{id}/advance": { frozen_time: "2099-01-01T00:00:00Z" },
    "PATCH /v1/benefits/{id}": { type: "license_keys", description: "Changed" },
    "PATCH /v1/subscriptions/{id}": { cancel_at_period_end: true },
    "PATCH /v1/orders/{id}": { billing_name: "Changed" },
    "PATCH /v1/checkouts/{id}": { customer_name: "Changed" },
    "PATCH /v1/event-types/{id}": { label: "Changed" },
  };
  return bodies[label(op)] ?? (op.hasBody ? {} : undefined);
}

/** A random UUID no fixture uses: for writes that must stop at the authorization check. */
export const MISSING_ID = "0190aaaa-0000-7000-8000-000000000000";
