import { ListResourceBenefitGrant$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefitgrant.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
} from "../../test/fixtures/benefit-grants.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const clock = manualClock(new Date("2026-07-01T00:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Lister");
  other = await createSeller(t, "Other Lister");
});
afterAll(() => t.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

describe("GET /v1/benefit-grants/", () => {
  it("lists full BenefitGrant objects with filters and sorting", async () => {
    const note = await makeBenefit(seller, "custom", { note: "Hello" });
    const keys = await makeBenefit(seller, "license_keys", {});
    const productId = await makeProduct(seller, [note.id, keys.id]);
    const ann = await insertCustomer(t, seller.organizationId, { externalId: "user_ann" });
    const bob = await insertCustomer(t, seller.organizationId, { externalId: "user_bob" });
    const annOrder = await purchase(t, seller, productId, ann.id);
    await t.runJobs();
    clock.advance(60_000);
    const bobOrder = await purchase(t, seller, productId, bob.id);
    await t.runJobs();
    clock.advance(60_000);
    await revokeOrder(t, seller.organizationId, annOrder.id);
    await t.runJobs();
    // Another organization's grants never show.
    const foreign = await makeBenefit(other, "custom", { note: "x" });
    const foreignBuyer = await insertCustomer(t, other.organizationId);
    await purchase(t, other, await makeProduct(other, [foreign.id]), foreignBuyer.id);
    await t.runJobs();

    const annGrants = (await grantsOf(t, annOrder.id)).map((g) => g.id);
    const bobGrants = (await grantsOf(t, bobOrder.id)).map((g) => g.id);

    const all = await seller.api.get("/v1/benefit-grants/", { query: { limit: 100 } });
    expect(all.status).toBe(200);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse(all.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
    expect(ids(all.body).sort()).toEqual([...annGrants, ...bobGrants].sort());
    expect(ids(all.body).slice(0, 2).sort()).toEqual([...bobGrants].sort()); // newest first
    const keyGrant = all.body.items.find(
      (g: { customer_id: string; benefit_id: string }) =>
        g.customer_id === bob.id && g.benefit_id === keys.id,
    );
    expect(keyGrant).toMatchObject({
      is_granted: true,
      is_revoked: false,
      order_id: bobOrder.id,
      subscription_id: null,
      member_id: null,
      member: null,
      error: null,
      customer: { id: bob.id, external_id: "user_bob", type: "individual" },
      benefit: { id: keys.id, type: "license_keys" },
      properties: { license_key_id: expect.any(String), display_key: expect.stringMatching(/^\*{4}-/) },
    });

    const byCustomer = await seller.api.get(`/v1/benefit-grants/?customer_id=${ann.id}`);
    expect(ids(byCustomer.body).sort()).toEqual([...annGrants].sort());
    const byExternal = await seller.api.get("/v1/benefit-grants/?external_customer_id=user_bob");
    expect(ids(byExternal.body).sort()).toEqual([...bobGrants].sort());
    const granted = await seller.api.get("/v1/benefit-grants/?is_granted=true");
    expect(ids(granted.body).sort()).toEqual([...bobGrants].sort());
    const revoked = await seller.api.get("/v1/benefit-grants/?is_granted=false");
    expect(ids(revoked.body).sort()).toEqual([...annGrants].sort());
    const byBenefit = await seller.api.get(`/v1/benefit-grants/?benefit_id=${note.id}`);
    expect(byBenefit.body.items.every((g: { benefit_id: string }) => g.benefit_id === note.id)).toBe(true);
    expect(byBenefit.body.pagination).toEqual({ total_count: 2, max_page: 1 });

    const byRevoked = await seller.api.get("/v1/benefit-grants/?sorting=-revoked_at&limit=2");
    expect(ids(byRevoked.body).sort()).toEqual([...annGrants].sort());
    expect(byRevoked.body.pagination).toEqual({ total_count: 4, max_page: 2 });
    const byGranted = await seller.api.get("/v1/benefit-grants/?sorting=granted_at&limit=2");
    expect(ids(byGranted.body).sort()).toEqual([...annGrants].sort());

    const otherOrg = await seller.api.get(`/v1/benefit-grants/?organization_id=${other.organizationId}`);
    expect(otherOrg.body.items).toEqual([]);
    const bad = await seller.api.get("/v1/benefit-grants/?customer_id=nope&is_granted=maybe&sorting=name");
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["query.customer_id.0", "query.is_granted", "query.sorting.0"]);
  });
});

describe("POST /v1/benefit-grants/{id}/retry", () => {
  it("is 404 for another organization's grant and changes nothing on a granted one", async () => {
    const note = await makeBenefit(seller, "custom", { note: "Hi" });
    const buyer = await insertCustomer(t, seller.organizationId);
    const order = await purchase(t, seller, await makeProduct(seller, [note.id]), buyer.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect((await other.api.post(`/v1/benefit-grants/${grant!.id}/retry`)).status).toBe(404);
    const res = await seller.api.post(`/v1/benefit-grants/${grant!.id}/retry`);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ id: grant!.id, is_granted: true });
    expect(await t.runJobs()).toBe(0);
  });
});
