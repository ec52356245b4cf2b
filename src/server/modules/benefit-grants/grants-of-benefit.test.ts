import { ListResourceBenefitGrant$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefitgrant.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { uuidv7 } from "../../lib/ids.js";
import { create } from "../../test/fixtures/benefits-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { listBenefitGrants } from "./grants-of-benefit.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Benefit Co");
  other = await createSeller(t, "Other Benefits");
});
afterAll(() => t.close());

describe("GET /v1/benefits/{id}/grants", () => {
  it("lists the benefit's grants (none until a purchase grants it) and 404s for others", async () => {
    const b = await create(seller, { type: "custom", description: "Granted later", properties: {} });
    const res = await seller.api.get(`/v1/benefits/${b.id}/grants`, { query: { is_granted: "true" } });
    expect(res.status).toBe(200);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse(res.body);
    expect(parsed.success).toBe(true);
    expect(res.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    expect((await other.api.get(`/v1/benefits/${b.id}/grants`)).status).toBe(404);
    expect((await seller.api.get(`/v1/benefits/${b.id}/grants?is_granted=maybe`)).status).toBe(422);
    expect((await seller.api.get(`/v1/benefits/${b.id}/grants?customer_id=x`)).status).toBe(422);
  });
});

describe("benefit grants inserted by purchases", () => {
  it("lists grants with is_granted and customer filters, embedding the customer and the benefit", async () => {
    const b = await create(seller, { type: "custom", description: "With grants", properties: {} });
    const [c1, c2] = [uuidv7(), uuidv7()];
    const now = new Date();
    await t.ctx.db.insert(benefitGrant).values([
      {
        id: uuidv7(),
        organizationId: seller.organizationId,
        benefitId: b.id,
        customerId: c1,
        orderId: uuidv7(),
        grantedAt: now,
        createdAt: now,
      },
      {
        id: uuidv7(),
        organizationId: seller.organizationId,
        benefitId: b.id,
        customerId: c2,
        subscriptionId: uuidv7(),
        grantedAt: now,
        revokedAt: now,
        createdAt: now,
      },
    ]);
    const customer = (id: string) => ({
      id,
      created_at: now.toISOString(),
      modified_at: null,
      metadata: {},
      external_id: null,
      email: "c@example.com",
      email_verified: true,
      type: "individual",
      name: null,
      billing_address: null,
      tax_id: null,
      organization_id: seller.organizationId,
      deleted_at: null,
      avatar_url: "https://example.com/a.png",
    });
    const loader = async (_org: string, ids: string[]) => new Map(ids.map((id) => [id, customer(id)]));
    const page = { page: 1, limit: 10 };
    const all = await listBenefitGrants(t.ctx, seller.organizationId, b.id, {}, page, loader);
    expect(all.total).toBe(2);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse({
      items: all.items,
      pagination: { total_count: 2, max_page: 1 },
    });
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    const granted = await listBenefitGrants(
      t.ctx,
      seller.organizationId,
      b.id,
      { isGranted: true },
      page,
      loader,
    );
    expect(granted.items.map((g) => g.customer_id)).toEqual([c1]);
    expect(granted.items[0]).toMatchObject({ is_granted: true, is_revoked: false, benefit: { id: b.id } });
    const revoked = await listBenefitGrants(
      t.ctx,
      seller.organizationId,
      b.id,
      { isGranted: false },
      page,
      loader,
    );
    expect(revoked.items.map((g) => g.customer_id)).toEqual([c2]);
    const byCustomer = await seller.api.get(`/v1/benefits/${b.id}/grants?customer_id=${uuidv7()}`);
    expect(byCustomer.body.items).toEqual([]);
    // Over HTTP these grants point at customer ids with no customer row (inserted directly above):
    // the route answers a clear 409, never a 500.
    const http = await seller.api.get(`/v1/benefits/${b.id}/grants`);
    expect(http.status).toBe(409);
    expect(http.body.error).toBe("CustomerUnavailable");
  });
});
