import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { client, eventsOf, fixedProduct, makeCheckout, payBody } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

const HOUR = 3600 * 1000;
const clock = manualClock(new Date("2026-06-01T08:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Clocked");
  c = client(t);
});
afterAll(() => t.close());

describe("checkout expiry", () => {
  it("expires an open checkout after 24 hours through the job, with checkout.updated; then 410 on client endpoints", async () => {
    const p = await fixedProduct(seller, 1000);
    const co = await makeCheckout(seller, { products: [p.id] });
    clock.advance(24 * HOUR - 1000);
    await t.runJobs();
    expect((await c.get(co.client_secret)).status).toBe(200);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("open");

    clock.advance(1000);
    // Past its expiry the checkout answers 410 at once, even before the job has run.
    const gone = await c.get(co.client_secret);
    expect(gone.status).toBe(410);
    expect(gone.body).toEqual({ error: "ExpiredCheckoutError", detail: expect.any(String) });
    await t.runJobs();
    const seen = await seller.api.get(`/v1/checkouts/${co.id}`);
    expect(seen.body.status).toBe("expired");
    const updates = (await eventsOf(t, seller.organizationId, "checkout.updated")).filter(
      (e) => e.id === co.id,
    );
    expect(updates.map((e) => e.status)).toEqual(["expired"]);

    expect((await c.get(co.client_secret)).status).toBe(410);
    expect((await c.update(co.client_secret, { customer_name: "Late" })).status).toBe(410);
    const confirm = await c.confirm(co.client_secret, payBody());
    expect(confirm.status).toBe(410);
    expect(confirm.body.error).toBe("ExpiredCheckoutError");
    const patch = await seller.api.patch(`/v1/checkouts/${co.id}`, { metadata: { x: 1 } });
    expect(patch.status).toBe(403);
    expect(patch.body.error).toBe("NotOpenCheckout");
    // Running the job again changes nothing and records nothing.
    await t.runJobs();
    const again = (await eventsOf(t, seller.organizationId, "checkout.updated")).filter(
      (e) => e.id === co.id,
    );
    expect(again).toHaveLength(1);
  });

  it("leaves a paid checkout alone and keeps it readable after its expiry time", async () => {
    const p = await fixedProduct(seller, 500);
    const co = await makeCheckout(seller, { products: [p.id] });
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(200);
    clock.advance(25 * HOUR);
    await t.runJobs();
    const res = await c.get(co.client_secret);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("succeeded");
  });

  it("expires a failed checkout that was never paid", async () => {
    const p = await fixedProduct(seller, 500);
    const co = await makeCheckout(seller, { products: [p.id] });
    expect(
      (await c.confirm(co.client_secret, payBody({ confirmation_token_id: "pm_card_chargeDeclined" })))
        .status,
    ).toBe(400);
    clock.advance(24 * HOUR);
    await t.runJobs();
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("expired");
    expect((await c.confirm(co.client_secret, payBody())).status).toBe(410);
  });
});
