import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
} from "../../src/server/test/fixtures/benefit-grants.js";
import { expectInvalid, ok } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: benefitGrants", () => {
  it("lists grants of every kind with their filters, across pages", async () => {
    const { t, seller } = k;
    const meter = await seller.api.post("/v1/meters/", {
      name: "Credits",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "use" }] },
      aggregation: { func: "count" },
    });
    const benefits = [
      await makeBenefit(seller, "custom", { note: "Thanks!" }),
      await makeBenefit(seller, "license_keys", { prefix: "SDK", limit_usage: 3 }),
      await makeBenefit(seller, "meter_credit", { units: 10, rollover: false, meter_id: meter.body.id }),
    ];
    const productId = await makeProduct(
      seller,
      benefits.map((b) => b.id),
    );
    const buyer = await insertCustomer(t, seller.organizationId, { externalId: "sdk_user_1" });
    const order = await purchase(t, seller, productId, buyer.id);
    const second = await insertCustomer(t, seller.organizationId);
    const order2 = await purchase(t, seller, productId, second.id);
    await t.runJobs();
    await revokeOrder(t, seller.organizationId, order2.id);
    await t.runJobs();

    const all = await collect(await ok(k.polar.benefitGrants.list({ limit: 2, sorting: ["-created_at"] })));
    expect(all.length).toBe(6);
    const mine = all.filter((g) => g.customerId === buyer.id);
    expect(mine.map((g) => g.benefit.type).sort()).toEqual(["custom", "license_keys", "meter_credit"]);
    for (const g of mine) {
      expect(g.isGranted).toBe(true);
      expect(g.orderId).toBe(order.id);
      expect(g.customer.id).toBe(buyer.id);
      expect(g.grantedAt).toBeInstanceOf(Date);
    }
    const key = mine.find((g) => g.benefit.type === "license_keys")!;
    expect(key.properties).toMatchObject({
      licenseKeyId: expect.any(String),
      displayKey: expect.any(String),
    });

    const byExternal = await collect(
      await ok(k.polar.benefitGrants.list({ externalCustomerId: "sdk_user_1" })),
    );
    expect(byExternal.map((g) => g.id).sort()).toEqual((await grantsOf(t, order.id)).map((g) => g.id).sort());
    const revoked = await collect(
      await ok(k.polar.benefitGrants.list({ isGranted: false, customerId: [second.id, buyer.id] })),
    );
    expect(revoked.length).toBe(3);
    expect(
      revoked.every((g) => g.isRevoked && g.revokedAt instanceof Date && g.customerId === second.id),
    ).toBe(true);
    const byOrg = await collect(
      await ok(
        k.polar.benefitGrants.list({ organizationId: seller.organizationId, sorting: ["granted_at"] }),
      ),
    );
    expect(byOrg.length).toBe(6);
    expect(await expectInvalid(k.polar.benefitGrants.list({ customerId: "not-a-uuid" }))).toEqual([
      "query.customer_id.0",
    ]);
  });
});
