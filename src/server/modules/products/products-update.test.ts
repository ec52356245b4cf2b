import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { expectProduct, fixed, makeMeter, makeProduct } from "../../test/fixtures/products-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { getPrice } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

describe("PATCH /v1/products/{id}", () => {
  it("updates fields and records product.updated", async () => {
    const made = await makeProduct(seller, { recurring_interval: "month" });
    const res = await seller.api.patch(`/v1/products/${made.id}`, {
      name: "Renamed",
      description: null,
      visibility: "private",
      metadata: { tier: "gold" },
      trial_interval: "week",
      trial_interval_count: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectProduct(res.body);
    expect(res.body).toMatchObject({
      name: "Renamed",
      description: null,
      visibility: "private",
      metadata: { tier: "gold" },
      trial_interval: "week",
      trial_interval_count: 1,
    });
    expect(res.body.modified_at).not.toBeNull();
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, "product.updated")),
      );
    expect(events.some((e) => (e.payload.data as { name: string }).name === "Renamed")).toBe(true);
  });

  it("replaces prices: listed ids are kept, others archived but still readable, new ones created", async () => {
    const meter = await makeMeter(seller, "Seats");
    const made = await makeProduct(seller, {
      recurring_interval: "month",
      prices: [fixed(1000), { amount_type: "metered_unit", meter_id: meter.id, unit_amount: "5" }],
    });
    const [fixedPrice, metered] = made.prices;
    const res = await seller.api.patch(`/v1/products/${made.id}`, {
      prices: [{ id: metered.id }, { amount_type: "custom", minimum_amount: 100 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectProduct(res.body);
    expect(res.body.prices.map((p: { amount_type: string }) => p.amount_type)).toEqual([
      "metered_unit",
      "custom",
    ]);
    expect(res.body.prices[0].id).toBe(metered.id);
    const archived = await getPrice(t.ctx, seller.organizationId, fixedPrice.id);
    expect(archived?.row.isArchived).toBe(true);
    expect(archived?.row.priceAmount).toBe(1000);
    expect(await getPrice(t.ctx, other.organizationId, fixedPrice.id)).toBeNull();

    const unknown = await seller.api.patch(`/v1/products/${made.id}`, { prices: [{ id: fixedPrice.id }] });
    expect(unknown.status).toBe(422);
    expect(locs(unknown.body)).toEqual(["body.prices.0.id"]);
    const clash = await seller.api.patch(`/v1/products/${made.id}`, {
      prices: [{ id: res.body.prices[1].id }, fixed(300)],
    });
    expect(clash.status).toBe(422);
    expect(locs(clash.body)).toEqual(["body.prices.1.amount_type"]);
    const empty = await seller.api.patch(`/v1/products/${made.id}`, { prices: [] });
    expect(locs(empty.body)).toEqual(["body.prices"]);
  });

  it("refuses to change the recurring interval, and a trial on a one-time product", async () => {
    const sub = await makeProduct(seller, { recurring_interval: "month" });
    const change = await seller.api.patch(`/v1/products/${sub.id}`, { recurring_interval: "year" });
    expect(change.status).toBe(422);
    expect(locs(change.body)).toEqual(["body.recurring_interval"]);
    const same = await seller.api.patch(`/v1/products/${sub.id}`, { recurring_interval: "month" });
    expect(same.status).toBe(200);
    const count = await seller.api.patch(`/v1/products/${sub.id}`, { recurring_interval_count: 3 });
    expect(locs(count.body)).toEqual(["body.recurring_interval_count"]);
    const oneTime = await makeProduct(seller);
    const toRecurring = await seller.api.patch(`/v1/products/${oneTime.id}`, { recurring_interval: "month" });
    expect(locs(toRecurring.body)).toEqual(["body.recurring_interval"]);
    const trial = await seller.api.patch(`/v1/products/${oneTime.id}`, {
      trial_interval: "day",
      trial_interval_count: 3,
    });
    expect(locs(trial.body)).toEqual(["body.trial_interval"]);
  });

  it("archives a product, which stays readable and can be filtered", async () => {
    const made = await makeProduct(seller);
    const res = await seller.api.patch(`/v1/products/${made.id}`, { is_archived: true });
    expect(res.status).toBe(200);
    expect(res.body.is_archived).toBe(true);
    expect((await seller.api.get(`/v1/products/${made.id}`)).body.is_archived).toBe(true);
    const live = await seller.api.get("/v1/products/", { query: { is_archived: "false", limit: 100 } });
    expect(live.body.items.map((p: { id: string }) => p.id)).not.toContain(made.id);
    const archived = await seller.api.get("/v1/products/", { query: { is_archived: "true", limit: 100 } });
    expect(archived.body.items.map((p: { id: string }) => p.id)).toContain(made.id);
  });

  it("answers 404 for another organization's product", async () => {
    const made = await makeProduct(seller);
    const res = await other.api.patch(`/v1/products/${made.id}`, { name: "Stolen" });
    expect(res.status).toBe(404);
    expect((await seller.api.get(`/v1/products/${made.id}`)).body.name).toBe(made.name);
  });
});
