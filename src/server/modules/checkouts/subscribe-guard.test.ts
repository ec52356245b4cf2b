import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chargesOf, client, makeCheckout, payBody } from "../../test/fixtures/checkouts.js";
import { recurringProduct } from "../../test/fixtures/subscriptions.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller } from "../../test/v1-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("allow_multiple_subscriptions under concurrent checkouts", () => {
  it("two checkouts of one customer confirmed at once: one subscription, the other refused before any charge", {
    timeout: 60_000,
  }, async () => {
    const s = await createSeller(t, "Guard");
    const a = await recurringProduct(s, { name: "Plan A", amount: 1000 });
    const b = await recurringProduct(s, { name: "Plan B", amount: 2000 });
    for (let round = 0; round < 3; round++) {
      const email = `guard${round}@example.com`;
      const first = await makeCheckout(s, { products: [a.id] });
      const second = await makeCheckout(s, { products: [b.id] });
      const results = await Promise.all(
        [first, second].map((co) => client(t).confirm(co.client_secret, payBody({ customer_email: email }))),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 403]);
      const refused = results.find((r) => r.status === 403)!;
      expect(refused.body.error).toBe("AlreadyActiveSubscriptionError");
      const loser = results[0]!.status === 403 ? first : second;
      expect(await chargesOf(t, loser.id)).toHaveLength(0);
      const list = await s.api.get(`/v1/subscriptions/?limit=100`);
      const mine = list.body.items.filter((x: { customer: { email: string } }) => x.customer.email === email);
      expect(mine).toHaveLength(1);
    }
  });

  it("a refused checkout stays payable: once the other one has failed, it can be confirmed", async () => {
    const s = await createSeller(t, "Guard retry");
    const a = await recurringProduct(s, { name: "Plan A", amount: 1000 });
    const declined = await makeCheckout(s, { products: [a.id] });
    const email = "retry@example.com";
    const failed = await client(t).confirm(
      declined.client_secret,
      payBody({ customer_email: email, confirmation_token_id: "pm_card_chargeDeclined" }),
    );
    expect(failed.status).toBe(400);
    const other = await makeCheckout(s, { products: [a.id] });
    const ok = await client(t).confirm(other.client_secret, payBody({ customer_email: email }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
