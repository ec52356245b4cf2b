import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProduct, fixed, makeMeter, makeProduct } from "../../test/fixtures/products-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

// The list reads a page, its count and each product's prices and links in one statement
// (page-repository.ts); every item must be the product exactly as GET /v1/products/{id} shows it.

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Pager");
  other = await createSeller(t, "Other pager");
});
afterAll(() => t.close());

async function uploadedFile(s: Seller) {
  const bytes = new TextEncoder().encode("png bytes");
  const created = await s.api.post("/v1/files/", {
    name: "cover.png",
    mime_type: "image/png",
    size: bytes.length,
    service: "product_media",
    upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
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

async function benefit(s: Seller, description: string) {
  const res = await s.api.post("/v1/benefits/", { type: "custom", description, properties: { note: null } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function customField(s: Seller, slug: string) {
  const res = await s.api.post("/v1/custom-fields/", { type: "text", slug, name: slug, properties: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("GET /v1/products/ (one statement a page)", () => {
  let full: string;
  let plain: string;
  beforeAll(async () => {
    const meter = await makeMeter(seller, "Pager meter");
    const [m1, m2] = [await uploadedFile(seller), await uploadedFile(seller)];
    const [f1, f2] = [await customField(seller, "company"), await customField(seller, "vat")];
    const made = await makeProduct(seller, {
      name: "Everything",
      recurring_interval: "month",
      prices: [
        fixed(2500),
        { amount_type: "metered_unit", meter_id: meter.id, unit_amount: "0.000000000125", cap_amount: 900 },
      ],
      medias: [m2, m1],
      attached_custom_fields: [
        { custom_field_id: f2, required: true },
        { custom_field_id: f1, required: false },
      ],
      metadata: { tier: "gold", seats: 3, beta: true },
    });
    full = made.id;
    // Archive the fixed price: the list shows active prices only, as the product does.
    const metered = made.prices.find((p: { amount_type: string }) => p.amount_type === "metered_unit");
    const kept = await seller.api.patch(`/v1/products/${full}`, {
      prices: [{ id: metered.id }, { amount_type: "custom", minimum_amount: 300, price_currency: "usd" }],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const [b1, b2] = [await benefit(seller, "First"), await benefit(seller, "Second")];
    const linked = await seller.api.post(`/v1/products/${full}/benefits`, { benefits: [b2, b1] });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    plain = (await makeProduct(seller, { name: "Plain", prices: [fixed(100)] })).id;
    // Another organization's catalog, with links of its own, next to this one.
    await makeProduct(other, {
      name: "Theirs",
      prices: [fixed(1)],
      medias: [await uploadedFile(other)],
      attached_custom_fields: [{ custom_field_id: await customField(other, "company"), required: true }],
    });
  });

  it("lists every product exactly as GET /v1/products/{id} shows it, relations in order", async () => {
    const res = await seller.api.get("/v1/products/", { query: { limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    expect(res.body.items.map((p: { id: string }) => p.id)).toEqual([plain, full]);
    for (const item of res.body.items) {
      expectProduct(item);
      expect(item).toEqual((await seller.api.get(`/v1/products/${item.id}`)).body);
    }
    const everything = res.body.items[1];
    expect(everything.prices.map((p: { amount_type: string }) => p.amount_type).sort()).toEqual([
      "custom",
      "metered_unit",
    ]);
    expect(
      everything.prices.find((p: { amount_type: string }) => p.amount_type === "metered_unit"),
    ).toMatchObject({ unit_amount: "0.000000000125", cap_amount: 900, meter: { name: "Pager meter" } });
    expect(everything.benefits.map((b: { description: string }) => b.description)).toEqual([
      "Second",
      "First",
    ]);
    expect(everything.medias).toHaveLength(2);
    expect(
      everything.attached_custom_fields.map((f: { order: number; required: boolean }) => [
        f.order,
        f.required,
      ]),
    ).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(everything.metadata).toEqual({ tier: "gold", seats: 3, beta: true });
  });

  it("counts every match on each page, and past the last page", async () => {
    const second = await seller.api.get("/v1/products/", { query: { limit: 1, page: 2 } });
    expect(second.body.items.map((p: { id: string }) => p.id)).toEqual([full]);
    expect(second.body.pagination).toEqual({ total_count: 2, max_page: 2 });
    const beyond = await seller.api.get("/v1/products/", { query: { limit: 1, page: 5 } });
    expect(beyond.body).toEqual({ items: [], pagination: { total_count: 2, max_page: 2 } });
    const none = await seller.api.get("/v1/products/", { query: { query: "nothing like it" } });
    expect(none.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
  });

  it("shows another organization nothing of this one, and this one nothing of theirs", async () => {
    const theirs = await other.api.get("/v1/products/", { query: { limit: 100 } });
    expect(theirs.body.pagination.total_count).toBe(1);
    expect(theirs.body.items[0].name).toBe("Theirs");
    expect(theirs.body.items[0].medias).toHaveLength(1);
    expect(theirs.body.items[0].attached_custom_fields).toHaveLength(1);
    const byId = await other.api.get(`/v1/products/?id=${full}&id=${plain}`);
    expect(byId.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
  });
});
