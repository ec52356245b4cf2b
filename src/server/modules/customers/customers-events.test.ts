import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import {
  createCustomer,
  email,
  eventsOf,
  expectCustomer,
  expectState,
} from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let clock: ManualClock;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  clock = manualClock(new Date("2026-05-01T08:00:00.000Z"));
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

const counts = async (org: string) => ({
  created: (await eventsOf(t, org, "customer.created")).length,
  updated: (await eventsOf(t, org, "customer.updated")).length,
  deleted: (await eventsOf(t, org, "customer.deleted")).length,
  state: (await eventsOf(t, org, "customer.state_changed")).length,
});

describe("customer.* events", () => {
  it("records customer.created and customer.state_changed with the created customer", async () => {
    const c = await createCustomer(seller, { name: "Evented" });
    const [created] = (await eventsOf(t, seller.organizationId, "customer.created")).filter(
      (e) => e.id === c.id,
    );
    expect(created).toEqual(c);
    const state = (await eventsOf(t, seller.organizationId, "customer.state_changed")).filter(
      (e) => e.id === c.id,
    );
    expect(state).toHaveLength(1);
    expectState(state[0]);
    expect(state[0]).toEqual({ ...c, active_subscriptions: [], granted_benefits: [], active_meters: [] });
    expect((await counts(other.organizationId)).created).toBe(0);
  });

  it("records customer.updated only when something changed", async () => {
    const c = await createCustomer(seller, { name: "Before", metadata: { a: 1 } });
    const before = await counts(seller.organizationId);
    clock.advance(5000);
    const unchanged = await seller.api.patch(`/v1/customers/${c.id}`, { name: "Before", metadata: { a: 1 } });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.modified_at).toBeNull();
    expect(await counts(seller.organizationId)).toEqual(before);
    const res = await seller.api.patch(`/v1/customers/${c.id}`, { name: "After" });
    expect(res.body.modified_at).toBe("2026-05-01T08:00:05.000Z");
    const after = await counts(seller.organizationId);
    expect(after).toEqual({ ...before, updated: before.updated + 1, state: before.state + 1 });
    const updated = (await eventsOf(t, seller.organizationId, "customer.updated")).at(-1);
    expect(updated).toEqual(res.body);
  });

  it("records nothing when a change is refused", async () => {
    const c = await createCustomer(seller, { external_id: "fixed" });
    const before = await counts(seller.organizationId);
    const res = await seller.api.patch(`/v1/customers/${c.id}`, { external_id: "changed", name: "x" });
    expect(res.status).toBe(422);
    expect(await counts(seller.organizationId)).toEqual(before);
  });

  it("records customer.deleted and customer.state_changed with deleted_at set", async () => {
    const c = await createCustomer(seller, { name: "Leaving" });
    clock.advance(1000);
    expect((await seller.api.delete(`/v1/customers/${c.id}`)).status).toBe(204);
    const [deleted] = (await eventsOf(t, seller.organizationId, "customer.deleted")).filter(
      (e) => e.id === c.id,
    );
    expectCustomer(deleted);
    expect(deleted).toMatchObject({
      id: c.id,
      name: "Leaving",
      email: c.email,
      deleted_at: clock.now().toISOString(),
    });
    const state = (await eventsOf(t, seller.organizationId, "customer.state_changed")).filter(
      (e) => e.id === c.id,
    );
    expect(state.at(-1)).toMatchObject({ id: c.id, deleted_at: clock.now().toISOString() });
  });
});

describe("DELETE /v1/customers/{id}?anonymize=true", () => {
  it("replaces email, name, billing name, billing address and tax id with anonymized values", async () => {
    const original = email("private");
    const c = await createCustomer(seller, {
      email: original,
      name: "Grace Hopper",
      external_id: "grace",
      billing_address: { country: "DE", city: "Berlin", line1: "Unter den Linden 1" },
      tax_id: "DE123456789",
      metadata: { crm: "42" },
    });
    const res = await seller.api.delete(`/v1/customers/${c.id}?anonymize=true`);
    expect(res.status).toBe(204);
    const [deleted] = (await eventsOf(t, seller.organizationId, "customer.deleted")).filter(
      (e) => e.id === c.id,
    );
    expectCustomer(deleted);
    const wire = JSON.stringify(deleted);
    for (const secret of [original, "Grace Hopper", "Berlin", "Unter den Linden", "DE123456789"]) {
      expect(wire).not.toContain(secret);
    }
    expect(deleted).toMatchObject({
      email: expect.stringMatching(/^[0-9a-f]{24}@anonymized\.invalid$/),
      name: expect.stringMatching(/^Anonymized [0-9a-f]{8}$/),
      billing_address: null,
      tax_id: null,
      email_verified: false,
      // Deletion clears the external id (as Polar), so a new customer can take it.
      external_id: null,
      metadata: { crm: "42" },
      deleted_at: expect.any(String),
    });
    expect((await seller.api.get(`/v1/customers/${c.id}`)).status).toBe(404);
    expect((await seller.api.get("/v1/customers/external/grace")).status).toBe(404);
    expect((await seller.api.post("/v1/customers/", { email: original })).status).toBe(201);
  });

  it("works by external id and refuses anything but true or false", async () => {
    const c = await createCustomer(seller, { external_id: "anon-ext", name: "Named" });
    const bad = await seller.api.delete("/v1/customers/external/anon-ext?anonymize=yes");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "anonymize"]);
    expect((await seller.api.get(`/v1/customers/${c.id}`)).status).toBe(200);
    expect((await seller.api.delete("/v1/customers/external/anon-ext?anonymize=true")).status).toBe(204);
    const [deleted] = (await eventsOf(t, seller.organizationId, "customer.deleted")).filter(
      (e) => e.id === c.id,
    );
    expect(deleted?.name).not.toBe("Named");
  });

  it("keeps personal data on a plain delete (anonymize=false)", async () => {
    const c = await createCustomer(seller, { name: "Kept" });
    expect((await seller.api.delete(`/v1/customers/${c.id}?anonymize=false`)).status).toBe(204);
    const [deleted] = (await eventsOf(t, seller.organizationId, "customer.deleted")).filter(
      (e) => e.id === c.id,
    );
    expect(deleted).toMatchObject({ name: "Kept", email: c.email });
  });
});
