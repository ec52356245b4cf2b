import { Product$inboundSchema } from "@polar-sh/sdk/models/components/product.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
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

function expectProduct(body: unknown) {
  const parsed = Product$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

const fixed = (price_amount = 1000, extra: Record<string, unknown> = {}) => ({
  amount_type: "fixed",
  price_amount,
  ...extra,
});

let n = 0;
async function makeProduct(s: Seller, body: Record<string, unknown> = {}) {
  n += 1;
  const res = await s.api.post("/v1/products/", { name: `Product ${n}`, prices: [fixed()], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectProduct(res.body);
  return res.body;
}

async function makeMeter(s: Seller, name = "API calls") {
  const res = await s.api.post("/v1/meters/", {
    name,
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

async function uploadedFile(s: Seller, service = "product_media", finish = true) {
  const bytes = new TextEncoder().encode("png bytes");
  const created = await s.api.post("/v1/files/", {
    name: "cover.png",
    mime_type: service === "downloadable" ? "application/octet-stream" : "image/png",
    size: bytes.length,
    service,
    upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (!finish) return created.body.id as string;
  const url = new URL(created.body.upload.parts[0].url);
  const put = await t.app.request(url.pathname + url.search, { method: "PUT", body: bytes });
  const done = await s.api.post(`/v1/files/${created.body.id}/uploaded`, {
    id: created.body.upload.id,
    path: created.body.upload.path,
    parts: [{ number: 1, checksum_etag: put.headers.get("etag"), checksum_sha256_base64: null }],
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return created.body.id as string;
}

async function makeBenefit(s: Seller, description: string) {
  const res = await s.api.post("/v1/benefits/", { type: "custom", description, properties: { note: null } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("POST /v1/products/", () => {
  it("creates a one-time product with a fixed price, in Polar's Product shape", async () => {
    const res = await seller.api.post("/v1/products/", {
      name: "E-book",
      description: "A book",
      prices: [{ amount_type: "fixed", price_amount: 1999, price_currency: "EUR" }],
      metadata: { sku: "EB-1", pages: 120 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectProduct(res.body);
    expect(res.body).toMatchObject({
      name: "E-book",
      description: "A book",
      visibility: "public",
      recurring_interval: null,
      recurring_interval_count: null,
      trial_interval: null,
      is_recurring: false,
      is_archived: false,
      organization_id: seller.organizationId,
      metadata: { sku: "EB-1", pages: 120 },
      benefits: [],
      medias: [],
      attached_custom_fields: [],
      modified_at: null,
    });
    expect(res.body.prices).toHaveLength(1);
    expect(res.body.prices[0]).toMatchObject({
      amount_type: "fixed",
      price_amount: 1999,
      price_currency: "eur",
      source: "catalog",
      tax_behavior: null,
      is_archived: false,
      product_id: res.body.id,
      type: "one_time",
    });
  });

  it("creates a subscription with custom, then metered prices, and records product.created", async () => {
    const meter = await makeMeter(seller);
    const res = await seller.api.post("/v1/products/", {
      name: "Pro plan",
      recurring_interval: "month",
      trial_interval: "day",
      trial_interval_count: 14,
      prices: [
        { amount_type: "custom", preset_amount: 900, maximum_amount: 5000 },
        { amount_type: "metered_unit", meter_id: meter.id, unit_amount: "0.000000000125", cap_amount: 10000 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectProduct(res.body);
    expect(res.body).toMatchObject({
      is_recurring: true,
      recurring_interval: "month",
      recurring_interval_count: 1,
      trial_interval: "day",
      trial_interval_count: 14,
    });
    expect(res.body.prices[0]).toMatchObject({
      amount_type: "custom",
      minimum_amount: 50,
      maximum_amount: 5000,
      preset_amount: 900,
      price_currency: "usd",
      type: "recurring",
    });
    expect(res.body.prices[1]).toMatchObject({
      amount_type: "metered_unit",
      unit_amount: "0.000000000125",
      cap_amount: 10000,
      meter_id: meter.id,
      meter: { id: meter.id, name: "API calls" },
    });
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, "product.created")),
      );
    const event = events.find((e) => (e.payload.data as { id: string }).id === res.body.id);
    expect(event?.payload.data).toEqual(res.body);
  });

  it("accepts a metered unit amount as a JSON number and keeps it exact", async () => {
    const meter = await makeMeter(seller, "Tokens");
    const body = await makeProduct(seller, {
      recurring_interval: "year",
      recurring_interval_count: 2,
      prices: [fixed(5000), { amount_type: "metered_unit", meter_id: meter.id, unit_amount: 0.1 }],
    });
    expect(body.recurring_interval_count).toBe(2);
    expect(body.prices[1].unit_amount).toBe("0.1");
  });

  it("creates a free product", async () => {
    const body = await makeProduct(seller, { prices: [{ amount_type: "free" }], visibility: "draft" });
    expect(body.prices[0]).toMatchObject({ amount_type: "free", price_currency: "usd" });
    expect(body.visibility).toBe("draft");
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ["a short name", { name: "ab" }, ["body.name"]],
    ["no prices", { prices: [] }, ["body.prices"]],
    ["a negative amount", { prices: [fixed(-1)] }, ["body.prices.0.price_amount"]],
    ["a fractional amount", { prices: [fixed(10.5)] }, ["body.prices.0.price_amount"]],
    [
      "an unknown currency",
      { prices: [fixed(100, { price_currency: "zzz" })] },
      ["body.prices.0.price_currency"],
    ],
    ["an unknown amount_type", { prices: [{ amount_type: "tiered" }] }, ["body.prices.0.amount_type"]],
    [
      "a seat-based price",
      { prices: [{ amount_type: "seat_based", seat_tiers: {} }] },
      ["body.prices.0.amount_type"],
    ],
    [
      "a maximum below the minimum",
      { prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 100 }] },
      ["body.prices.0.maximum_amount"],
    ],
    [
      "a preset outside minimum..maximum",
      { prices: [{ amount_type: "custom", minimum_amount: 500, maximum_amount: 1000, preset_amount: 2000 }] },
      ["body.prices.0.preset_amount"],
    ],
    [
      "a preset below the default minimum",
      { prices: [{ amount_type: "custom", preset_amount: 10 }] },
      ["body.prices.0.preset_amount"],
    ],
    ["two fixed prices", { prices: [fixed(100), fixed(200)] }, ["body.prices.1.amount_type"]],
    [
      "a free price with another",
      { prices: [{ amount_type: "free" }, fixed(200)] },
      ["body.prices.0.amount_type", "body.prices.1.amount_type"],
    ],
    [
      "mixed currencies",
      {
        recurring_interval: "month",
        prices: [
          fixed(100),
          {
            amount_type: "metered_unit",
            meter_id: "00000000-0000-4000-8000-000000000000",
            unit_amount: 1,
            price_currency: "eur",
          },
        ],
      },
      ["body.prices.1.price_currency", "body.prices.1.meter_id"],
    ],
    ["an unknown recurring interval", { recurring_interval: "fortnight" }, ["body.recurring_interval"]],
    [
      "a zero interval count",
      { recurring_interval: "month", recurring_interval_count: 0 },
      ["body.recurring_interval_count"],
    ],
    [
      "an interval count on a one-time product",
      { recurring_interval_count: 2 },
      ["body.recurring_interval_count"],
    ],
    [
      "a trial on a one-time product",
      { trial_interval: "day", trial_interval_count: 7 },
      ["body.trial_interval"],
    ],
    [
      "a trial without its count",
      { recurring_interval: "month", trial_interval: "day" },
      ["body.trial_interval_count"],
    ],
    ["a bad visibility", { visibility: "hidden" }, ["body.visibility"]],
    ["a malformed media id", { medias: ["nope"] }, ["body.medias.0"]],
  ])("refuses %s with 422", async (_label, body, expected) => {
    const res = await seller.api.post("/v1/products/", { name: "Valid name", prices: [fixed()], ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(locs(res.body).sort()).toEqual(expected.sort());
  });

  it("refuses metered prices on one-time products and unknown or foreign meters", async () => {
    const mine = await makeMeter(seller, "Mine");
    const theirs = await makeMeter(other, "Theirs");
    const oneTime = await seller.api.post("/v1/products/", {
      name: "One time",
      prices: [{ amount_type: "metered_unit", meter_id: mine.id, unit_amount: "1" }],
    });
    expect(oneTime.status).toBe(422);
    expect(locs(oneTime.body)).toEqual(["body.prices.0.amount_type"]);
    const foreign = await seller.api.post("/v1/products/", {
      name: "Foreign",
      recurring_interval: "month",
      prices: [{ amount_type: "metered_unit", meter_id: theirs.id, unit_amount: "1" }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail[0]).toMatchObject({
      loc: ["body", "prices", 0, "meter_id"],
      msg: "meter not found",
    });
    const twice = await seller.api.post("/v1/products/", {
      name: "Twice",
      recurring_interval: "month",
      prices: [
        { amount_type: "metered_unit", meter_id: mine.id, unit_amount: "1" },
        { amount_type: "metered_unit", meter_id: mine.id, unit_amount: "2" },
      ],
    });
    expect(locs(twice.body)).toEqual(["body.prices.1.meter_id"]);
    const tooPrecise = await seller.api.post("/v1/products/", {
      name: "Precise",
      recurring_interval: "month",
      prices: [{ amount_type: "metered_unit", meter_id: mine.id, unit_amount: "0.0000000000001" }],
    });
    expect(locs(tooPrecise.body)).toEqual(["body.prices.0.unit_amount"]);
    const negative = await seller.api.post("/v1/products/", {
      name: "Negative",
      recurring_interval: "month",
      prices: [{ amount_type: "metered_unit", meter_id: mine.id, unit_amount: "-1" }],
    });
    expect(locs(negative.body)).toEqual(["body.prices.0.unit_amount"]);
  });

  it("attaches custom fields in order, and refuses another organization's field", async () => {
    const field = async (s: Seller, slug: string) => {
      const res = await s.api.post("/v1/custom-fields/", { type: "text", slug, name: slug, properties: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const a = await field(seller, "company");
    const b = await field(seller, "vat");
    const theirs = await field(other, "secret");
    const body = await makeProduct(seller, {
      attached_custom_fields: [
        { custom_field_id: b, required: true },
        { custom_field_id: a, required: false },
      ],
    });
    expect(body.attached_custom_fields.map((f: { custom_field_id: string }) => f.custom_field_id)).toEqual([
      b,
      a,
    ]);
    expect(body.attached_custom_fields[0]).toMatchObject({
      order: 0,
      required: true,
      custom_field: { id: b },
    });
    const res = await seller.api.post("/v1/products/", {
      name: "Foreign field",
      prices: [fixed()],
      attached_custom_fields: [{ custom_field_id: theirs, required: true }],
    });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.attached_custom_fields.0.custom_field_id"]);
  });

  it("attaches uploaded product_media files in order, and refuses any other file", async () => {
    const a = await uploadedFile(seller);
    const b = await uploadedFile(seller);
    const body = await makeProduct(seller, { medias: [b, a] });
    expect(body.medias.map((m: { id: string }) => m.id)).toEqual([b, a]);
    expect(body.medias[0]).toMatchObject({
      service: "product_media",
      is_uploaded: true,
      mime_type: "image/png",
    });
    const cleared = await seller.api.patch(`/v1/products/${body.id}`, { medias: [a] });
    expect(cleared.body.medias.map((m: { id: string }) => m.id)).toEqual([a]);

    const download = await uploadedFile(seller, "downloadable");
    const pending = await uploadedFile(seller, "product_media", false);
    const theirs = await uploadedFile(other);
    const res = await seller.api.post("/v1/products/", {
      name: "With media",
      prices: [fixed()],
      medias: [download, pending, theirs, a, a],
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d: { loc: unknown[]; msg: string }) => [d.loc.join("."), d.msg])).toEqual([
      ["body.medias.0", "file is not a product_media file"],
      ["body.medias.1", "file upload is not completed"],
      ["body.medias.2", "file not found"],
      ["body.medias.4", "file is listed twice"],
    ]);
  });
});

describe("POST /v1/products/{id}/benefits", () => {
  it("replaces the benefits in the given order and records product.updated", async () => {
    const made = await makeProduct(seller);
    const a = await makeBenefit(seller, "Priority support");
    const b = await makeBenefit(seller, "Community access");
    const res = await seller.api.post(`/v1/products/${made.id}/benefits`, { benefits: [b, a] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectProduct(res.body);
    expect(res.body.benefits.map((x: { id: string }) => x.id)).toEqual([b, a]);
    expect(res.body.benefits[0]).toMatchObject({ type: "custom", description: "Community access" });
    const again = await seller.api.post(`/v1/products/${made.id}/benefits`, { benefits: [a] });
    expect(again.body.benefits.map((x: { id: string }) => x.id)).toEqual([a]);
    expect((await seller.api.get(`/v1/products/${made.id}`)).body.benefits).toHaveLength(1);
    const byBenefit = await seller.api.get(`/v1/products/?benefit_id=${a}&benefit_id=${b}`);
    expect(byBenefit.body.items.map((p: { id: string }) => p.id)).toEqual([made.id]);
    const none = await seller.api.post(`/v1/products/${made.id}/benefits`, { benefits: [] });
    expect(none.body.benefits).toEqual([]);
  });

  it("refuses another organization's benefit (422) and product (404)", async () => {
    const made = await makeProduct(seller);
    const mine = await makeBenefit(seller, "Mine only");
    const theirs = await makeBenefit(other, "Theirs only");
    const res = await seller.api.post(`/v1/products/${made.id}/benefits`, { benefits: [mine, theirs, mine] });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.benefits.1", "body.benefits.2"]);
    const foreign = await other.api.post(`/v1/products/${made.id}/benefits`, { benefits: [theirs] });
    expect(foreign.status).toBe(404);
    const malformed = await seller.api.post(`/v1/products/${made.id}/benefits`, { benefits: ["x"] });
    expect(locs(malformed.body)).toEqual(["body.benefits.0"]);
  });
});

describe("GET /v1/products/{id}", () => {
  it("returns the product, 404 for another organization's, 422 for a malformed id", async () => {
    const made = await makeProduct(seller);
    const res = await seller.api.get(`/v1/products/${made.id}`);
    expect(res.status).toBe(200);
    expectProduct(res.body);
    expect(res.body).toEqual(made);
    const foreign = await other.api.get(`/v1/products/${made.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe("ResourceNotFound");
    const bad = await seller.api.get("/v1/products/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["path.id"]);
  });
});

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

describe("GET /v1/products/", () => {
  let s: Seller;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    s = await createSeller(t, "Lister");
    const meter = await makeMeter(s, "Lister meter");
    ids.cheap = (
      await makeProduct(s, { name: "Cheap thing", prices: [fixed(100)], metadata: { color: "red" } })
    ).id;
    ids.dear = (
      await makeProduct(s, { name: "Dear thing", prices: [fixed(9000)], visibility: "private" })
    ).id;
    ids.free = (
      await makeProduct(s, { name: "Free sample", prices: [{ amount_type: "free" }], visibility: "draft" })
    ).id;
    ids.pwyw = (
      await makeProduct(s, {
        name: "Pay what you want",
        prices: [{ amount_type: "custom", minimum_amount: 500 }],
        metadata: { color: "blue" },
      })
    ).id;
    ids.sub = (
      await makeProduct(s, {
        name: "Monthly plan",
        recurring_interval: "month",
        prices: [fixed(2000), { amount_type: "metered_unit", meter_id: meter.id, unit_amount: 1 }],
      })
    ).id;
  });

  const list = async (query: Record<string, string | string[] | number>) => {
    const params = new URLSearchParams({ limit: "100" });
    for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, String(one));
    const res = await s.api.get(`/v1/products/?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const item of res.body.items) expectProduct(item);
    return res.body.items.map((p: { id: string }) => p.id) as string[];
  };

  it("lists newest first by default, with pagination", async () => {
    expect(await list({})).toEqual([ids.sub, ids.pwyw, ids.free, ids.dear, ids.cheap]);
    const page = await s.api.get("/v1/products/", { query: { limit: 2, page: 3 } });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const beyond = await s.api.get("/v1/products/", { query: { limit: 2, page: 9 } });
    expect(beyond.body.items).toEqual([]);
    const zero = await s.api.get("/v1/products/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(locs(zero.body)).toEqual(["query.limit"]);
    const clamped = await s.api.get("/v1/products/", { query: { limit: 1000 } });
    expect(clamped.body.pagination.max_page).toBe(1);
  });

  it("filters by id, query, recurrence, visibility and metadata", async () => {
    expect((await list({ id: [ids.cheap!, ids.dear!] })).sort()).toEqual([ids.cheap, ids.dear].sort());
    expect(await list({ query: "THING" })).toEqual([ids.dear, ids.cheap]);
    expect(await list({ query: "%" })).toEqual([]);
    expect(await list({ is_recurring: "true" })).toEqual([ids.sub]);
    expect(await list({ is_recurring: "false" })).toHaveLength(4);
    expect((await list({ visibility: ["draft", "private"] })).sort()).toEqual([ids.free, ids.dear].sort());
    expect(await list({ "metadata[color]": "red" })).toEqual([ids.cheap]);
    expect((await list({ "metadata[color]": ["red", "blue"] })).sort()).toEqual([ids.cheap, ids.pwyw].sort());
    expect(await list({ organization_id: seller.organizationId })).toEqual([]);
    expect(await list({ organization_id: s.organizationId })).toHaveLength(5);
    const bad = await s.api.get("/v1/products/", { query: { is_recurring: "maybe" } });
    expect(locs(bad.body)).toEqual(["query.is_recurring"]);
    const badId = await s.api.get("/v1/products/", { query: { id: "x" } });
    expect(badId.status).toBe(422);
  });

  it("sorts by name, price amount type and price amount", async () => {
    expect(await list({ sorting: "name" })).toEqual([ids.cheap, ids.dear, ids.free, ids.sub, ids.pwyw]);
    expect(await list({ sorting: "price_amount" })).toEqual([
      ids.free,
      ids.cheap,
      ids.pwyw,
      ids.sub,
      ids.dear,
    ]);
    expect((await list({ sorting: "-price_amount" }))[0]).toBe(ids.dear);
    const byType = await list({ sorting: ["price_amount_type", "name"] });
    expect(byType).toEqual([ids.free, ids.pwyw, ids.cheap, ids.dear, ids.sub]);
    const bad = await s.api.get("/v1/products/", { query: { sorting: "secret" } });
    expect(bad.status).toBe(422);
  });

  it("never lists another organization's products", async () => {
    const theirs = await list({});
    const mine = await seller.api.get("/v1/products/", { query: { limit: 100 } });
    for (const item of mine.body.items) expect(theirs).not.toContain(item.id);
  });
});
