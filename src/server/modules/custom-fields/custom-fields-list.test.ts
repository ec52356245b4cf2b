import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectField, makeField } from "../../test/fixtures/custom-fields-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Fieldco");
});
afterAll(() => t.close());

describe("GET /v1/custom-fields/", () => {
  let seller2: Seller;
  beforeAll(async () => {
    seller2 = await createSeller(t, "Listfield");
    await makeField(seller2, { slug: "b-phone", name: "Phone number", type: "text" });
    await makeField(seller2, { slug: "a-age", name: "Age", type: "number" });
    await makeField(seller2, { slug: "c-birthday", name: "Birthday", type: "date" });
    await makeField(seller2, { slug: "d-newsletter", name: "Newsletter", type: "checkbox" });
    await makeField(seller2, {
      slug: "e-plan",
      name: "Plan phone",
      type: "select",
      properties: { options: [{ value: "x", label: "X" }] },
    });
  });

  const slugs = (body: { items: { slug: string }[] }) => body.items.map((i) => i.slug);

  it("lists the caller's fields, by slug by default", async () => {
    const res = await seller2.api.get("/v1/custom-fields/");
    expect(res.status).toBe(200);
    for (const item of res.body.items) expectField(item);
    expect(slugs(res.body)).toEqual(["a-age", "b-phone", "c-birthday", "d-newsletter", "e-plan"]);
    expect(res.body.pagination).toEqual({ total_count: 5, max_page: 1 });
  });

  it("filters by query (name or slug) and by repeated type", async () => {
    const q = await seller2.api.get("/v1/custom-fields/", { query: { query: "PHONE" } });
    expect(slugs(q.body)).toEqual(["b-phone", "e-plan"]);
    const bySlug = await seller2.api.get("/v1/custom-fields/", { query: { query: "birth" } });
    expect(slugs(bySlug.body)).toEqual(["c-birthday"]);
    const one = await seller2.api.get("/v1/custom-fields/", { query: { type: "date" } });
    expect(slugs(one.body)).toEqual(["c-birthday"]);
    const two = await seller2.api.get("/v1/custom-fields/?type=number&type=select");
    expect(slugs(two.body)).toEqual(["a-age", "e-plan"]);
    const bad = await seller2.api.get("/v1/custom-fields/", { query: { type: "color" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc.slice(0, 2)).toEqual(["query", "type"]);
  });

  it("sorts by name, type and -created_at", async () => {
    const byName = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "name" } });
    expect(byName.body.items.map((i: { name: string }) => i.name)).toEqual([
      "Age",
      "Birthday",
      "Newsletter",
      "Phone number",
      "Plan phone",
    ]);
    const byType = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "-type" } });
    expect(byType.body.items.map((i: { type: string }) => i.type)).toEqual([
      "text",
      "select",
      "number",
      "date",
      "checkbox",
    ]);
    const newest = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "-created_at" } });
    expect(slugs(newest.body)).toEqual(["e-plan", "d-newsletter", "c-birthday", "a-age", "b-phone"]);
  });

  it("paginates with page and limit", async () => {
    const p2 = await seller2.api.get("/v1/custom-fields/", { query: { page: 2, limit: 2 } });
    expect(slugs(p2.body)).toEqual(["c-birthday", "d-newsletter"]);
    expect(p2.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const p3 = await seller2.api.get("/v1/custom-fields/", { query: { page: 3, limit: 2 } });
    expect(slugs(p3.body)).toEqual(["e-plan"]);
    const clamped = await seller2.api.get("/v1/custom-fields/", { query: { limit: 101 } });
    expect(clamped.body.pagination.max_page).toBe(1);
    const zero = await seller2.api.get("/v1/custom-fields/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(["query", "limit"]);
  });

  it("filters by organization_id and never shows another organization's fields", async () => {
    const theirs = await seller2.api.get("/v1/custom-fields/", {
      query: { organization_id: seller.organizationId },
    });
    expect(theirs.body.items).toEqual([]);
    const mine = await seller2.api.get("/v1/custom-fields/", {
      query: { organization_id: seller2.organizationId },
    });
    expect(mine.body.pagination.total_count).toBe(5);
    const sellerList = await seller.api.get("/v1/custom-fields/", { query: { limit: 100 } });
    for (const item of sellerList.body.items) expect(item.organization_id).toBe(seller.organizationId);
  });
});
