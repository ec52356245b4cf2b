import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import {
  createBenefit,
  createCustomer,
  eventsOf,
  expectState,
  insertCredit,
  insertGrant,
} from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { recordCustomerStateChanged } from "./service.js";

let t: TestApp;
let clock: ManualClock;
let seller: Seller;
let other: Seller;
let meterA: string;
let meterB: string;
beforeAll(async () => {
  clock = manualClock(new Date("2026-03-01T10:00:00.000Z"));
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
  const meter = async (name: string) => {
    const res = await seller.api.post("/v1/meters/", {
      name,
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: name }] },
      aggregation: { func: "count" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  meterA = await meter("api.call");
  meterB = await meter("llm.tokens");
});
afterAll(() => t.close());

describe("GET /v1/customers/{id}/state", () => {
  it("has no subscriptions, benefits or meters for a new customer", async () => {
    const c = await createCustomer(seller);
    const res = await seller.api.get(`/v1/customers/${c.id}/state`);
    expect(res.status).toBe(200);
    expectState(res.body);
    expect(res.body).toEqual({ ...c, active_subscriptions: [], granted_benefits: [], active_meters: [] });
  });

  it("lists granted, not revoked benefits with their type, metadata and grant properties", async () => {
    const c = await createCustomer(seller);
    const stranger = await createCustomer(seller);
    const custom = await createBenefit(seller, { metadata: { tier: "gold" } });
    const keys = await createBenefit(seller, {
      type: "license_keys",
      description: "License",
      properties: { prefix: "ACME" },
      metadata: {},
    });
    const removed = await createBenefit(seller, { description: "Removed later" });
    const org = seller.organizationId;
    const granted = await insertGrant(t, { organizationId: org, customerId: c.id, benefitId: custom.id });
    clock.advance(1000);
    const keyGrant = await insertGrant(t, {
      organizationId: org,
      customerId: c.id,
      benefitId: keys.id,
      properties: { license_key_id: "0190c2d0-0000-7000-8000-000000000001", display_key: "****-ABCD" },
    });
    await insertGrant(t, {
      organizationId: org,
      customerId: c.id,
      benefitId: custom.id,
      revokedAt: clock.now(),
    });
    await insertGrant(t, { organizationId: org, customerId: c.id, benefitId: custom.id, grantedAt: null });
    await insertGrant(t, { organizationId: org, customerId: stranger.id, benefitId: custom.id });
    await insertGrant(t, { organizationId: org, customerId: c.id, benefitId: removed.id });
    expect((await seller.api.delete(`/v1/benefits/${removed.id}`)).status).toBe(204);

    const res = await seller.api.get(`/v1/customers/${c.id}/state`);
    expectState(res.body);
    expect(res.body.granted_benefits).toEqual([
      {
        id: granted,
        created_at: "2026-03-01T10:00:00.000Z",
        modified_at: null,
        granted_at: "2026-03-01T10:00:00.000Z",
        benefit_id: custom.id,
        benefit_type: "custom",
        benefit_metadata: { tier: "gold" },
        properties: {},
      },
      {
        id: keyGrant,
        created_at: "2026-03-01T10:00:01.000Z",
        modified_at: null,
        granted_at: "2026-03-01T10:00:01.000Z",
        benefit_id: keys.id,
        benefit_type: "license_keys",
        benefit_metadata: {},
        properties: { license_key_id: "0190c2d0-0000-7000-8000-000000000001", display_key: "****-ABCD" },
      },
    ]);
  });

  it("shows each meter's credited and consumed units since its reset; nothing consumed, the balance is the credit", async () => {
    const c = await createCustomer(seller);
    const org = seller.organizationId;
    const first = await insertCredit(t, {
      organizationId: org,
      customerId: c.id,
      meterId: meterA,
      units: 10,
    });
    clock.advance(60_000);
    await insertCredit(t, { organizationId: org, customerId: c.id, meterId: meterA, units: 5 });
    const onlyB = await insertCredit(t, { organizationId: org, customerId: c.id, meterId: meterB, units: 7 });
    const someoneElse = await createCustomer(seller);
    await insertCredit(t, { organizationId: org, customerId: someoneElse.id, meterId: meterA, units: 100 });

    const res = await seller.api.get(`/v1/customers/${c.id}/state`);
    expectState(res.body);
    const start = clock.now().getTime() - 60_000;
    expect(res.body.active_meters).toEqual([
      {
        id: first,
        created_at: new Date(start).toISOString(),
        modified_at: new Date(start + 60_000).toISOString(),
        meter_id: meterA,
        consumed_units: 0,
        credited_units: 15,
        balance: 15,
      },
      {
        id: onlyB,
        created_at: new Date(start + 60_000).toISOString(),
        modified_at: new Date(start + 60_000).toISOString(),
        meter_id: meterB,
        consumed_units: 0,
        credited_units: 7,
        balance: 7,
      },
    ]);
  });

  it("is a 404 for another organization's customer", async () => {
    const c = await createCustomer(seller);
    expect((await other.api.get(`/v1/customers/${c.id}/state`)).status).toBe(404);
  });
});

describe("recordCustomerStateChanged", () => {
  it("records customer.state_changed with the CustomerState of the moment", async () => {
    const c = await createCustomer(seller);
    const benefit = await createBenefit(seller);
    await insertGrant(t, { organizationId: seller.organizationId, customerId: c.id, benefitId: benefit.id });
    const before = (await eventsOf(t, seller.organizationId, "customer.state_changed")).length;
    await t.ctx.db.transaction((tx) =>
      recordCustomerStateChanged(tx, clock.now(), seller.organizationId, c.id),
    );
    const events = await eventsOf(t, seller.organizationId, "customer.state_changed");
    expect(events).toHaveLength(before + 1);
    const data = events.at(-1)!;
    expectState(data);
    expect(data).toMatchObject({ id: c.id, granted_benefits: [{ benefit_id: benefit.id }] });
    const state = await seller.api.get(`/v1/customers/${c.id}/state`);
    expect(data).toEqual(state.body);
  });

  it("refuses a customer of another organization", async () => {
    const c = await createCustomer(seller);
    await expect(
      t.ctx.db.transaction((tx) => recordCustomerStateChanged(tx, clock.now(), other.organizationId, c.id)),
    ).rejects.toThrow("Customer not found");
  });
});
