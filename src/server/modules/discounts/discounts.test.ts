import { Discount$inboundSchema } from "@polar-sh/sdk/models/components/discount.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { findDiscount } from "./repository.js";
import { appliesToProduct, discountAmount, getDiscount, redeemDiscount } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

function expectDiscount(body: unknown) {
  const parsed = Discount$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

const percent = (extra: Record<string, unknown> = {}) => ({
  name: "Launch",
  type: "percentage",
  basis_points: 2500,
  duration: "once",
  ...extra,
});

async function makeDiscount(s: Seller, body: Record<string, unknown> = {}) {
  const res = await s.api.post("/v1/discounts/", percent(body));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectDiscount(res.body);
  return res.body;
}

async function makeProduct(s: Seller, name: string) {
  const res = await s.api.post("/v1/products/", {
    name,
    prices: [{ amount_type: "fixed", price_amount: 1000 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("POST /v1/discounts/", () => {
  it("creates each of the four shapes Polar's SDK knows", async () => {
    const pctOnce = await makeDiscount(seller, { code: "LAUNCH25" });
    expect(pctOnce).toMatchObject({
      type: "percentage",
      basis_points: 2500,
      duration: "once",
      code: "LAUNCH25",
      redemptions_count: 0,
      max_redemptions: null,
      starts_at: null,
      ends_at: null,
      products: [],
      organization_id: seller.organizationId,
      modified_at: null,
    });
    expect(pctOnce).not.toHaveProperty("duration_in_months");
    const pctRepeat = await makeDiscount(seller, { duration: "repeating", duration_in_months: 3 });
    expect(pctRepeat).toMatchObject({ duration: "repeating", duration_in_months: 3 });
    const fixedForever = await makeDiscount(seller, {
      type: "fixed",
      basis_points: undefined,
      amount: 500,
      currency: "EUR",
      duration: "forever",
    });
    expect(fixedForever).toMatchObject({
      type: "fixed",
      amount: 500,
      currency: "eur",
      amounts: { eur: 500 },
    });
    const fixedRepeat = await makeDiscount(seller, {
      type: "fixed",
      amounts: { usd: 1000, eur: 900 },
      duration: "repeating",
      duration_in_months: 12,
    });
    expect(fixedRepeat).toMatchObject({
      amount: 1000,
      currency: "usd",
      amounts: { usd: 1000, eur: 900 },
      duration_in_months: 12,
    });
  });

  it("restricts to products of the organization and records discount.created", async () => {
    const a = await makeProduct(seller, "Product A");
    const b = await makeProduct(seller, "Product B");
    const made = await makeDiscount(seller, {
      products: [b, a],
      starts_at: "2026-01-01T00:00:00Z",
      ends_at: "2026-02-01T00:00:00+01:00",
      max_redemptions: 10,
      metadata: { campaign: "spring" },
    });
    expect(made.products.map((p: { id: string }) => p.id).sort()).toEqual([a, b].sort());
    expect(made.products[0]).toMatchObject({ organization_id: seller.organizationId, is_archived: false });
    expect(made).toMatchObject({
      starts_at: "2026-01-01T00:00:00.000Z",
      ends_at: "2026-01-31T23:00:00.000Z",
      max_redemptions: 10,
      metadata: { campaign: "spring" },
    });
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(
          eq(webhookEvent.organizationId, seller.organizationId),
          eq(webhookEvent.type, "discount.created"),
        ),
      );
    expect(events.find((e) => (e.payload.data as { id: string }).id === made.id)?.payload.data).toEqual(made);

    const theirs = await makeProduct(other, "Their product");
    const res = await seller.api.post("/v1/discounts/", percent({ products: [a, theirs, a] }));
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.products.1", "body.products.2"]);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ["an empty name", { name: "" }, ["body.name"]],
    ["a code with symbols", { code: "NO-WAY" }, ["body.code"]],
    ["a two-letter code", { code: "AB" }, ["body.code"]],
    ["zero basis points", { basis_points: 0 }, ["body.basis_points"]],
    ["more than 100 %", { basis_points: 10001 }, ["body.basis_points"]],
    ["an unknown type", { type: "bogo" }, ["body.type"]],
    ["an unknown duration", { duration: "weekly" }, ["body.duration"]],
    ["repeating without months", { duration: "repeating" }, ["body.duration_in_months"]],
    ["months on a one-off discount", { duration_in_months: 3 }, ["body.duration_in_months"]],
    ["zero months", { duration: "repeating", duration_in_months: 0 }, ["body.duration_in_months"]],
    [
      "ends before it starts",
      { starts_at: "2026-05-01T00:00:00Z", ends_at: "2026-04-01T00:00:00Z" },
      ["body.ends_at"],
    ],
    ["a naive datetime", { starts_at: "2026-05-01T00:00:00" }, ["body.starts_at"]],
    ["zero max redemptions", { max_redemptions: 0 }, ["body.max_redemptions"]],
    ["a fixed discount without amount", { type: "fixed" }, ["body.amount"]],
    ["a zero fixed amount", { type: "fixed", amount: 0 }, ["body.amount"]],
    ["an unknown currency", { type: "fixed", amount: 100, currency: "xyz" }, ["body.currency"]],
    [
      "an unknown currency in amounts",
      { type: "fixed", amounts: { usd: 100, xyz: 5 } },
      ["body.amounts.xyz"],
    ],
    ["a malformed product id", { products: ["nope"] }, ["body.products.0"]],
  ])("refuses %s with 422", async (_label, body, expected) => {
    const res = await seller.api.post("/v1/discounts/", percent(body));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(locs(res.body)).toEqual(expected);
  });

  it("keeps codes unique per organization, ignoring case, and frees a deleted discount's code", async () => {
    const first = await makeDiscount(seller, { code: "Summer24" });
    const clash = await seller.api.post("/v1/discounts/", percent({ code: "SUMMER24" }));
    expect(clash.status).toBe(422);
    expect(clash.body.detail[0]).toMatchObject({
      loc: ["body", "code"],
      msg: "a discount with this code already exists",
    });
    await makeDiscount(other, { code: "summer24" });
    expect((await seller.api.delete(`/v1/discounts/${first.id}`)).status).toBe(204);
    await makeDiscount(seller, { code: "summer24" });
  });
});

describe("GET /v1/discounts/{id}", () => {
  it("returns the discount, 404 for another organization's, 422 for a malformed id", async () => {
    const made = await makeDiscount(seller);
    const res = await seller.api.get(`/v1/discounts/${made.id}`);
    expect(res.status).toBe(200);
    expectDiscount(res.body);
    expect(res.body).toEqual(made);
    expect((await other.api.get(`/v1/discounts/${made.id}`)).status).toBe(404);
    expect(locs((await seller.api.get("/v1/discounts/x")).body)).toEqual(["path.id"]);
  });
});

describe("PATCH /v1/discounts/{id}", () => {
  it("updates fields, switches type and duration, and records discount.updated", async () => {
    const made = await makeDiscount(seller, { code: "PATCHME" });
    const product = await makeProduct(seller, "Patched product");
    const res = await seller.api.patch(`/v1/discounts/${made.id}`, {
      name: "Renamed",
      code: null,
      type: "fixed",
      amount: 300,
      duration: "repeating",
      duration_in_months: 6,
      products: [product],
      max_redemptions: 5,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectDiscount(res.body);
    expect(res.body).toMatchObject({
      name: "Renamed",
      code: null,
      type: "fixed",
      amount: 300,
      currency: "usd",
      duration: "repeating",
      duration_in_months: 6,
      max_redemptions: 5,
    });
    expect(res.body).not.toHaveProperty("basis_points");
    expect(res.body.products.map((p: { id: string }) => p.id)).toEqual([product]);
    const back = await seller.api.patch(`/v1/discounts/${made.id}`, {
      type: "percentage",
      basis_points: 1000,
      duration: "forever",
    });
    expect(back.body).toMatchObject({ type: "percentage", basis_points: 1000, duration: "forever" });
    expect(back.body).not.toHaveProperty("duration_in_months");
    expect(back.body).not.toHaveProperty("amount");
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(
          eq(webhookEvent.organizationId, seller.organizationId),
          eq(webhookEvent.type, "discount.updated"),
        ),
      );
    expect(events.filter((e) => (e.payload.data as { id: string }).id === made.id)).toHaveLength(2);
  });

  it("validates cross-field rules against the stored values", async () => {
    const made = await makeDiscount(seller, { starts_at: "2026-03-01T00:00:00Z" });
    const early = await seller.api.patch(`/v1/discounts/${made.id}`, { ends_at: "2026-02-01T00:00:00Z" });
    expect(locs(early.body)).toEqual(["body.ends_at"]);
    const toFixed = await seller.api.patch(`/v1/discounts/${made.id}`, { type: "fixed" });
    expect(locs(toFixed.body)).toEqual(["body.amount"]);
    const repeating = await seller.api.patch(`/v1/discounts/${made.id}`, { duration: "repeating" });
    expect(locs(repeating.body)).toEqual(["body.duration_in_months"]);
    const fixed = await makeDiscount(seller, { type: "fixed", amounts: { usd: 100, eur: 90 } });
    const main = await seller.api.patch(`/v1/discounts/${fixed.id}`, { currency: "eur" });
    expect(main.body).toMatchObject({ currency: "eur", amount: 90 });
    const missing = await seller.api.patch(`/v1/discounts/${fixed.id}`, { currency: "gbp" });
    expect(locs(missing.body)).toEqual(["body.currency"]);
    const taken = await makeDiscount(seller, { code: "TAKEN1" });
    const clash = await seller.api.patch(`/v1/discounts/${made.id}`, { code: "taken1" });
    expect(locs(clash.body)).toEqual(["body.code"]);
    const own = await seller.api.patch(`/v1/discounts/${taken.id}`, { code: "Taken1" });
    expect(own.body.code).toBe("Taken1");
  });

  it("freezes the terms once the discount has been redeemed, but not the name", async () => {
    const made = await makeDiscount(seller);
    expect(await redeemDiscount(t.ctx, seller.organizationId, made.id, new Date())).toBe(true);
    const res = await seller.api.patch(`/v1/discounts/${made.id}`, {
      basis_points: 5000,
      duration: "forever",
    });
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual(["body.basis_points", "body.duration"]);
    const same = await seller.api.patch(`/v1/discounts/${made.id}`, {
      basis_points: 2500,
      name: "Still fine",
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: "Still fine", redemptions_count: 1 });
  });

  it("compares fixed amounts by currency, not by key order, once redeemed", async () => {
    const made = await makeDiscount(seller, { type: "fixed", amounts: { usd: 100, eur: 90 } });
    expect(await redeemDiscount(t.ctx, seller.organizationId, made.id, new Date())).toBe(true);
    const same = await seller.api.patch(`/v1/discounts/${made.id}`, { amounts: { eur: 90, usd: 100 } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const changed = await seller.api.patch(`/v1/discounts/${made.id}`, { amounts: { eur: 80, usd: 100 } });
    expect(locs(changed.body)).toEqual(["body.amounts"]);
  });

  it("answers 404 for another organization's discount", async () => {
    const made = await makeDiscount(seller);
    expect((await other.api.patch(`/v1/discounts/${made.id}`, { name: "Stolen" })).status).toBe(404);
    expect((await other.api.delete(`/v1/discounts/${made.id}`)).status).toBe(404);
  });
});

describe("DELETE /v1/discounts/{id}", () => {
  it("deletes for the API but keeps the row for orders, and records discount.deleted", async () => {
    const made = await makeDiscount(seller);
    expect((await seller.api.delete(`/v1/discounts/${made.id}`)).status).toBe(204);
    expect((await seller.api.get(`/v1/discounts/${made.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/discounts/${made.id}`)).status).toBe(404);
    const kept = await getDiscount(t.ctx, seller.organizationId, made.id, { includeDeleted: true });
    expect(kept?.row.deletedAt).not.toBeNull();
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(
          eq(webhookEvent.organizationId, seller.organizationId),
          eq(webhookEvent.type, "discount.deleted"),
        ),
      );
    expect(events.some((e) => (e.payload.data as { id: string }).id === made.id)).toBe(true);
    expect(await redeemDiscount(t.ctx, seller.organizationId, made.id, new Date())).toBe(false);
  });
});

describe("GET /v1/discounts/", () => {
  let s: Seller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await createSeller(t, "Lister");
    ids.alpha = (
      await makeDiscount(s, { name: "Alpha deal", code: "ZED1", metadata: { team: "growth" } })
    ).id;
    ids.beta = (
      await makeDiscount(s, { name: "Beta deal", code: "ALPHA2", ends_at: "2027-01-01T00:00:00Z" })
    ).id;
    ids.gamma = (await makeDiscount(s, { name: "Gamma", metadata: { team: "sales" } })).id;
    await redeemDiscount(t.ctx, s.organizationId, ids.gamma!, new Date());
    await redeemDiscount(t.ctx, s.organizationId, ids.gamma!, new Date());
    await redeemDiscount(t.ctx, s.organizationId, ids.beta!, new Date());
  });

  const list = async (query: Record<string, string | string[] | number>) => {
    const params = new URLSearchParams({ limit: "100" });
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, String(one));
    const res = await s.api.get(`/v1/discounts/?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const item of res.body.items) expectDiscount(item);
    return res.body.items.map((p: { id: string }) => p.id) as string[];
  };

  it("lists newest first, filters by name or code and metadata, and paginates", async () => {
    expect(await list({})).toEqual([ids.gamma, ids.beta, ids.alpha]);
    expect((await list({ query: "alpha" })).sort()).toEqual([ids.alpha, ids.beta].sort());
    expect(await list({ query: "zed" })).toEqual([ids.alpha]);
    expect(await list({ "metadata[team]": "sales" })).toEqual([ids.gamma]);
    expect(await list({ organization_id: seller.organizationId })).toEqual([]);
    const page = await s.api.get("/v1/discounts/", { query: { limit: 2, page: 2 } });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    expect(locs((await s.api.get("/v1/discounts/", { query: { page: 0 } })).body)).toEqual(["query.page"]);
  });

  it("sorts by name, code, redemptions and end date", async () => {
    expect(await list({ sorting: "name" })).toEqual([ids.alpha, ids.beta, ids.gamma]);
    expect(await list({ sorting: "code" })).toEqual([ids.beta, ids.alpha, ids.gamma]);
    expect(await list({ sorting: "-redemptions_count" })).toEqual([ids.gamma, ids.beta, ids.alpha]);
    expect((await list({ sorting: "ends_at" }))[0]).toBe(ids.beta);
    expect((await s.api.get("/v1/discounts/", { query: { sorting: "amount" } })).status).toBe(422);
  });
});

describe("redeemDiscount and discountAmount (for checkouts)", () => {
  it("never counts past max_redemptions, even when redemptions race", async () => {
    const made = await makeDiscount(seller, { max_redemptions: 3 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => redeemDiscount(t.ctx, seller.organizationId, made.id, new Date())),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    const row = await findDiscount(t.ctx.db, seller.organizationId, made.id);
    expect(row?.redemptionsCount).toBe(3);
    expect(await redeemDiscount(t.ctx, other.organizationId, made.id, new Date())).toBe(false);
  });

  it("only redeems inside the validity window", async () => {
    const made = await makeDiscount(seller, {
      starts_at: "2026-06-01T00:00:00Z",
      ends_at: "2026-07-01T00:00:00Z",
    });
    const redeem = (at: string) => redeemDiscount(t.ctx, seller.organizationId, made.id, new Date(at));
    expect(await redeem("2026-05-31T23:59:59Z")).toBe(false);
    expect(await redeem("2026-06-01T00:00:00Z")).toBe(true);
    expect(await redeem("2026-07-01T00:00:00Z")).toBe(false);
  });

  it("computes the amount taken off with the one rounding rule", async () => {
    const pct = (await getDiscount(
      t.ctx,
      seller.organizationId,
      (
        await makeDiscount(seller, { basis_points: 3333 })
      ).id,
    ))!;
    expect(discountAmount(pct.row, 1000, "usd")).toBe(333);
    expect(discountAmount(pct.row, 1500, "usd")).toBe(500); // 499.95
    const fixedId = (await makeDiscount(seller, { type: "fixed", amounts: { usd: 700, eur: 650 } })).id;
    const fixed = (await getDiscount(t.ctx, seller.organizationId, fixedId))!;
    expect(discountAmount(fixed.row, 1000, "EUR")).toBe(650);
    expect(discountAmount(fixed.row, 500, "usd")).toBe(500);
    expect(discountAmount(fixed.row, 1000, "gbp")).toBe(0);
    expect(appliesToProduct(fixed, "any")).toBe(true);
  });
});
