import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";

type SpecData = Parameters<Validator["validate"]>[0];

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

/**
 * Routes under /v1 that are deliberately not API operations:
 * - the document itself;
 * - the part upload of the local-disk file storage: it stands in for the presigned storage URL
 *   that `POST /v1/files/` returns (authorized by the signed token in that URL, not a bearer
 *   token), exactly as Polar's S3 part URLs are not in Polar's document.
 */
const NOT_OPERATIONS = new Set(["GET /v1/openapi.json", "PUT /v1/files/{id}/parts/{number}"]);

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request("/v1/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.close());

/** Every method + path registered on the app under /v1, with `:id` written as `{id}`. */
function registeredV1Routes(): string[] {
  const out = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === "ALL") continue; // middleware and the /v1/* fallback
    if (!route.path.startsWith("/v1/")) continue;
    const path = route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
    out.add(`${route.method.toUpperCase()} ${path}`);
  }
  return [...out].filter((r) => !NOT_OPERATIONS.has(r)).sort();
}

describe("GET /v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as SpecData);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("uses a validator that rejects a broken document (guards against a vacuous check)", async () => {
    const broken = structuredClone(doc) as unknown as Record<string, unknown>;
    broken.paths = { "/v1/x": { get: { responses: { "200": { content: "not an object" } } } } };
    const result = await new Validator().validate(broken as unknown as SpecData);
    expect(result.valid).toBe(false);
  });

  it("is served without an access token", async () => {
    const res = await t.app.request("/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("documents every /v1 route registered on the app, with its method", () => {
    const routes = registeredV1Routes();
    // Sanity: the enumeration sees the modules' routes (`:id` written as `{id}`).
    expect(routes).toContain("GET /v1/meters/{id}");
    const documented = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const missing = routes.filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it("documents nothing that is not served", () => {
    const routes = new Set(registeredV1Routes());
    const methods = new Set(["get", "post", "put", "patch", "delete"]);
    const extra: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item)) {
        if (!methods.has(method)) continue;
        const key = `${method.toUpperCase()} ${path}`;
        if (!routes.has(key)) extra.push(key);
      }
    }
    expect(extra).toEqual([]);
  });

  it("gives every operation a response and a unique operationId when one is set", () => {
    const ids = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        const operation = op as { operationId?: string; responses?: Record<string, unknown> };
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
        if (!operation.operationId) continue;
        const prior = ids.get(operation.operationId);
        if (prior) duplicates.push(`${operation.operationId}: ${prior} and ${method} ${path}`);
        ids.set(operation.operationId, `${method} ${path}`);
      }
    }
    expect(duplicates).toEqual([]);
  });
});
