import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { expectProduct, fixed, makeMeter, makeProduct } from "../../test/fixtures/products-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

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
