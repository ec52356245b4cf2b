import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RenewalWorld,
  renewalWorld,
  stepTo,
  subscribe,
} from "../../test/fixtures/subscriptions-renewal.js";
import { type PortalCustomer, signInCustomer } from "../../test/portal-helpers.js";
import { expect422 } from "../../test/v1-helpers.js";

let world: RenewalWorld;
let owner: PortalCustomer;
let stranger: PortalCustomer;
let paidId: string;
let pendingId: string;
let subscriptionId: string;

beforeAll(async () => {
  world = await renewalWorld("2028-05-10T09:00:00.000Z");
  const { t, seller, clock } = world;
  const sub = await subscribe(t, seller, {
    amount: 2500,
    card: "pm_card_chargeCustomerFail",
    productName: "Gold plan",
    email: "orders-owner@example.com",
  });
  subscriptionId = sub.id;
  await subscribe(t, seller, {
    amount: 900,
    productName: "Other plan",
    email: "orders-stranger@example.com",
  });
  await stepTo(t, clock, sub.currentPeriodEnd);
  owner = await signInCustomer(t, seller, sub.customerId);
  const others = await seller.api.get("/v1/customers/?email=orders-stranger@example.com");
  stranger = await signInCustomer(t, seller, others.body.items[0].id);
  const orders = await owner.get("/v1/customer-portal/orders/?sorting=created_at");
  paidId = orders.body.items[0].id;
  pendingId = orders.body.items[1].id;
}, 120_000);
afterAll(() => world.t.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((o) => o.id);

describe("GET /v1/customer-portal/orders/", () => {
  it("lists the customer's own orders with Polar's filters and sorts", async () => {
    const all = await owner.get("/v1/customer-portal/orders/");
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(ids(all)).toEqual([pendingId, paidId]);
    expect(all.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const [first] = all.body.items;
    expect(first).toMatchObject({
      status: "pending",
      billing_reason: "subscription_cycle",
      subscription_id: subscriptionId,
      product: { name: "Gold plan", organization: { id: world.seller.organizationId } },
      subscription: { id: subscriptionId, status: "past_due" },
    });
    for (const key of ["metadata", "customer", "discount", "custom_field_data", "platform_fee_amount"]) {
      expect(first).not.toHaveProperty(key);
    }
    expect(ids(await owner.get("/v1/customer-portal/orders/?product_billing_type=recurring"))).toHaveLength(
      2,
    );
    expect(ids(await owner.get("/v1/customer-portal/orders/?product_billing_type=one_time"))).toEqual([]);
    expect(
      ids(await owner.get(`/v1/customer-portal/orders/?subscription_id=${subscriptionId}`)),
    ).toHaveLength(2);
    expect(ids(await owner.get("/v1/customer-portal/orders/?query=gold"))).toHaveLength(2);
    expect(ids(await owner.get("/v1/customer-portal/orders/?query=Renewals"))).toHaveLength(2);
    expect(ids(await owner.get("/v1/customer-portal/orders/?query=nothing-like-this"))).toEqual([]);
    expect(ids(await owner.get("/v1/customer-portal/orders/?limit=1&page=2&sorting=created_at"))).toEqual([
      pendingId,
    ]);
    expect((await owner.get("/v1/customer-portal/orders/?sorting=customer")).status).toBe(422);
    expect((await owner.get("/v1/customer-portal/orders/?product_id=nope")).status).toBe(422);
    const theirs = await stranger.get("/v1/customer-portal/orders/");
    expect(ids(theirs)).toHaveLength(2);
    expect(ids(theirs)).not.toContain(paidId);
    expect(ids(theirs)).not.toContain(pendingId);
  });
});

describe("GET/PATCH /v1/customer-portal/orders/{id}", () => {
  it("reads own orders; another customer's is a 404", async () => {
    const res = await owner.get(`/v1/customer-portal/orders/${paidId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: paidId, status: "paid", paid: true, is_invoice_generated: false });
    expect((await stranger.get(`/v1/customer-portal/orders/${paidId}`)).status).toBe(404);
    expect((await stranger.patch(`/v1/customer-portal/orders/${paidId}`, { billing_name: "x" })).status).toBe(
      404,
    );
    expect((await owner.get("/v1/customer-portal/orders/not-a-uuid")).status).toBe(422);
  });

  it("updates billing details, then generates the invoice, downloads it with a signed link, and freezes the details", async () => {
    const { t } = world;
    // Not paid: no invoice.
    const early = await owner.post(`/v1/customer-portal/orders/${pendingId}/invoice`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("OrderNotEligibleForInvoice");
    expect((await owner.get(`/v1/customer-portal/orders/${paidId}/invoice`)).status).toBe(404);

    expect422(
      await owner.patch(`/v1/customer-portal/orders/${paidId}`, { billing_address: { country: "XX" } }),
      ["body", "billing_address", "country"],
    );
    const patched = await owner.patch(`/v1/customer-portal/orders/${paidId}`, {
      billing_name: "Owner Ltd",
      billing_address: {
        line1: "1 Main St",
        city: "Springfield",
        postal_code: "12345",
        country: "DE",
      },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.billing_name).toBe("Owner Ltd");

    expect((await stranger.post(`/v1/customer-portal/orders/${paidId}/invoice`)).status).toBe(404);
    expect((await owner.post(`/v1/customer-portal/orders/${paidId}/invoice`)).status).toBe(202);
    await t.runJobs();
    const invoice = await owner.get(`/v1/customer-portal/orders/${paidId}/invoice`);
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
    const url = new URL(invoice.body.url);
    const file = await t.app.request(url.pathname + url.search);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // The link is signed: tampering with it is refused.
    const forged = await t.app.request(
      url.pathname.replace(/.$/, (c) => (c === "a" ? "b" : "a")) + url.search,
    );
    expect(forged.status).not.toBe(200);
    expect((await stranger.get(`/v1/customer-portal/orders/${paidId}/invoice`)).status).toBe(404);

    expect422(await owner.patch(`/v1/customer-portal/orders/${paidId}`, { billing_name: "Changed" }), [
      "body",
      "billing_name",
    ]);
    const receipt = await owner.get(`/v1/customer-portal/orders/${paidId}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.url).toContain(t.ctx.config.baseUrl);
    expect((await owner.get(`/v1/customer-portal/orders/${pendingId}/receipt`)).status).toBe(409);
  });

  it("tells the payment status", async () => {
    expect((await owner.get(`/v1/customer-portal/orders/${paidId}/payment-status`)).body).toEqual({
      status: "succeeded",
      error: null,
    });
    const pending = await owner.get(`/v1/customer-portal/orders/${pendingId}/payment-status`);
    expect(pending.body.status).toBe("failed");
    expect(pending.body.error).toEqual(expect.any(String));
    expect((await stranger.get(`/v1/customer-portal/orders/${pendingId}/payment-status`)).status).toBe(404);
  });
});
