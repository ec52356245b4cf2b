import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../harness.js";
import { type PortalCustomer, signInCustomer } from "../portal-helpers.js";
import { createSeller, type Seller } from "../v1-helpers.js";
import { buildOrganization, type Organization } from "./org.fixtures.js";
import { fill, label, type Operation, v1Operations, validBody } from "./routes.fixtures.js";

/**
 * Every customer-portal operation (`security: customer_session` in the app's OpenAPI document),
 * so a portal route added later is covered without editing this file:
 * - only customer session tokens reach it (organization tokens, seller sessions and no credential
 *   are a 401);
 * - a customer reaches only their own objects: another customer of the same organization, and a
 *   customer of another organization, calling with the owner's ids get a 404 (a write may stop at
 *   validation first: a 422 reveals nothing either), and their lists hold none of the owner's ids.
 * Path ids come from the organization fixture: `/v1/customer-portal/orders/{id}` takes the id of
 * `orders`, the order of the fixture's customer.
 */

let t: TestApp;
let a: Organization;
let owner: PortalCustomer;
let neighbour: PortalCustomer;
let outsider: PortalCustomer;
let ops: Operation[];
let ownerIds: string[];
const portalIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date("2026-03-02T10:00:00.000Z")) });
  a = await buildOrganization(t, "Portal Acme");
  const other: Seller = await createSeller(t, "Portal Elsewhere");
  owner = await signInCustomer(t, a.seller, a.filters.customer_id!);
  const second = await a.seller.api.post("/v1/customers/", { email: `neighbour-${Date.now()}@example.com` });
  neighbour = await signInCustomer(t, a.seller, second.body.id);
  const foreign = await other.api.post("/v1/customers/", { email: `outsider-${Date.now()}@example.com` });
  outsider = await signInCustomer(t, other, foreign.body.id);
  for (const [key, id] of Object.entries(a.ids)) {
    if (!key.startsWith("customer-portal/")) portalIds[`customer-portal/${key}`] = id;
  }
  // Portal-specific ids (`customer-portal/meters`: a customer meter, not a meter).
  for (const [key, id] of Object.entries(a.ids)) if (key.startsWith("customer-portal/")) portalIds[key] = id;
  ops = (await v1Operations(t)).filter((op) => op.customer);
  ownerIds = Object.values(a.ids).filter((id) => id !== a.seller.organizationId);
}, 120_000);
afterAll(() => t.close());

function call(client: PortalCustomer | Seller["api"], op: Operation, path: string) {
  const body = validBody(op, a.filters);
  switch (op.method) {
    case "GET":
      return client.get(path);
    case "POST":
      return client.post(path, body);
    case "PATCH":
      return client.patch(path, body);
    default:
      return client.delete(path);
  }
}

describe("customer-portal operations", () => {
  it("are documented", () => {
    expect(ops.map(label)).toContain("GET /v1/customer-portal/customer-session/introspect");
  });

  it("refuse organization tokens, seller sessions and anonymous callers with 401", async () => {
    const wrong: string[] = [];
    for (const op of ops) {
      const path = fill(op, portalIds, a.query);
      const byToken = await call(a.seller.api, op, path);
      if (byToken.status !== 401) wrong.push(`${label(op)} with a token -> ${byToken.status}`);
      const bySession = await a.sessions.owner.request(op.method, path, {
        body: validBody(op, a.filters),
        noOrigin: true,
      });
      if (bySession.status !== 401) wrong.push(`${label(op)} with a seller session -> ${bySession.status}`);
      const anonymous = await t.client().request(op.method, path, { noOrigin: true });
      if (anonymous.status !== 401) wrong.push(`${label(op)} anonymous -> ${anonymous.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("give another customer, of this organization or another, a 404 for the owner's objects", async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.params.length > 0)) {
      const path = fill(op, portalIds, a.query);
      for (const [who, client] of [
        ["neighbour", neighbour],
        ["outsider", outsider],
      ] as const) {
        const res = await call(client, op, path);
        const allowed = op.method === "GET" ? [404] : [404, 422];
        if (!allowed.includes(res.status)) wrong.push(`${label(op)} as ${who} -> ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("list none of the owner's objects to another customer", async () => {
    const leaks: string[] = [];
    for (const op of ops.filter((o) => o.method === "GET" && o.params.length === 0)) {
      const path = fill(op, portalIds, a.query);
      for (const [who, client] of [
        ["neighbour", neighbour],
        ["outsider", outsider],
      ] as const) {
        const res = await client.get(path);
        const text = JSON.stringify(res.body);
        const leaked = ownerIds.filter((id) => text.includes(id));
        if (leaked.length) leaks.push(`${label(op)} as ${who} shows ${leaked.join(", ")}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it("let the owner read their own objects", async () => {
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.method === "GET")) {
      const res = await owner.get(fill(op, portalIds, a.query));
      if (res.status !== 200)
        wrong.push(`${label(op)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
  });
});
