import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectProduct, makeProduct } from "../../test/fixtures/products-helpers.js";
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

async function makeBenefit(s: Seller, description: string) {
  const res = await s.api.post("/v1/benefits/", { type: "custom", description, properties: { note: null } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

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
