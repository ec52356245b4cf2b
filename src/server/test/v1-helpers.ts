import { expect } from "vitest";
import { createVerifiedUser } from "./auth-helpers.js";
import type { RequestOptions, TestClient, TestResponse } from "./client.js";
import type { TestApp } from "./harness.js";

export interface Seller {
  /** The owner's browser session (cookie), with the organization active. */
  owner: TestClient;
  organizationId: string;
  /** An organization access token with every scope. */
  token: string;
  /** Calls /v1 with the token: `api.get("/v1/products/")`. */
  api: {
    get: (path: string, opts?: RequestOptions) => Promise<TestResponse>;
    post: (path: string, body?: unknown, opts?: RequestOptions) => Promise<TestResponse>;
    patch: (path: string, body?: unknown, opts?: RequestOptions) => Promise<TestResponse>;
    delete: (path: string, opts?: RequestOptions) => Promise<TestResponse>;
  };
}

let counter = 0;

/** A verified owner with a fresh organization and an all-scopes access token. */
export async function createSeller(t: TestApp, name = "Seller"): Promise<Seller> {
  counter += 1;
  const { client: owner } = await createVerifiedUser(t, { name: `${name} Owner` });
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now().toString(36)}-${counter}`;
  const org = await owner.post("/api/auth/organization/create", { name, slug });
  expect(org.status, JSON.stringify(org.body)).toBe(200);
  const created = await owner.post("/v1/organization-access-tokens/", {
    comment: "tests",
    scopes: (await import("../../shared/scopes.js")).ALL_SCOPES,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const token = created.body.token as string;
  const bearer = t.client({});
  const auth = (opts?: RequestOptions): RequestOptions => ({
    ...opts,
    noOrigin: true,
    headers: { authorization: `Bearer ${token}`, ...opts?.headers },
  });
  return {
    owner,
    organizationId: org.body.id,
    token,
    api: {
      get: (path, opts) => bearer.get(path, auth(opts)),
      post: (path, body, opts) => bearer.post(path, body, auth(opts)),
      patch: (path, body, opts) => bearer.request("PATCH", path, { ...auth(opts), body: body ?? {} }),
      delete: (path, opts) => bearer.request("DELETE", path, auth(opts)),
    },
  };
}

/** The `loc` paths of a 422 body, joined with dots: `["body.name", "query.limit"]`. */
export const locs = (body: { detail: { loc: unknown[] }[] }) => body.detail.map((d) => d.loc.join("."));

/** Asserts a 422 with an error at `loc` and returns its message. */
export function expect422(
  res: { status: number; body: { detail: { loc: unknown[]; msg: string }[] } },
  loc: unknown[],
) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  const item = res.body.detail.find((d) => JSON.stringify(d.loc) === JSON.stringify(loc));
  expect(item, JSON.stringify(res.body.detail)).toBeDefined();
  return item!.msg;
}
