import { like } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxCharge } from "../../db/schema/sandbox-payments.js";
import { ordersOf } from "../../test/fixtures/subscriptions-dunning.js";
import {
  type RenewalWorld,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../test/fixtures/subscriptions-renewal.js";
import { type PortalCustomer, signInCustomer } from "../../test/portal-helpers.js";
import { expect422 } from "../../test/v1-helpers.js";
import { MANUAL_RETRY_LIMIT } from "./order-retry.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

/** A past_due subscription (its renewal declined) and its signed-in customer. */
async function pastDue(email: string) {
  world = await renewalWorld("2028-05-10T09:00:00.000Z");
  const { t, seller, clock } = world;
  const sub = await subscribe(t, seller, { amount: 2500, card: "pm_card_chargeCustomerFail", email });
  await stepTo(t, clock, sub.currentPeriodEnd);
  const portal = await signInCustomer(t, seller, sub.customerId);
  const orders = await portal.get(`/v1/customer-portal/orders/?subscription_id=${sub.id}&sorting=created_at`);
  const pending = orders.body.items[1] as { id: string; status: string };
  expect(pending.status).toBe("pending");
  return { t, seller, sub, portal, orderId: pending.id };
}

const confirm = (portal: PortalCustomer, orderId: string, body: Record<string, unknown>) =>
  portal.post(`/v1/customer-portal/orders/${orderId}/confirm-payment`, body);

const manualCharges = (w: RenewalWorld, orderId: string) =>
  w.t.ctx.db
    .select()
    .from(sandboxCharge)
    .where(like(sandboxCharge.idempotencyKey, `order:${orderId}:manual%`));

describe("POST /v1/customer-portal/orders/{id}/confirm-payment", () => {
  it("a declined card fails the attempt; a new good card pays the order and reactivates the subscription", async () => {
    const { sub, portal, orderId } = await pastDue("retry@example.com");
    expect422(await confirm(portal, orderId, {}), ["body", "confirmation_token_id"]);
    const declined = await confirm(portal, orderId, { confirmation_token_id: "pm_card_chargeDeclined" });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({
      status: "failed",
      client_secret: null,
      error: "Your card was declined.",
    });
    expect((await portal.get(`/v1/customer-portal/orders/${orderId}/payment-status`)).body).toEqual({
      status: "failed",
      error: "Your card was declined.",
    });
    // The manual attempt used up no automatic retry.
    expect(await subscriptionRow(world!.t, sub.id)).toMatchObject({ status: "past_due", paymentRetries: 0 });

    const paid = await confirm(portal, orderId, { confirmation_token_id: "pm_card_visa" });
    expect(paid.body).toEqual({ status: "succeeded", client_secret: null, error: null });
    const row = await subscriptionRow(world!.t, sub.id);
    expect(row).toMatchObject({ status: "active", pastDueAt: null, nextPaymentAttemptAt: null });
    expect(await ordersOf(world!.t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "paid", 2500],
    ]);
    // Paid: no further retry.
    const again = await confirm(portal, orderId, { confirmation_token_id: "pm_card_visa" });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe("OrderNotEligibleForRetry");
    // The first order was never unpaid.
    const orders = await portal.get(
      `/v1/customer-portal/orders/?subscription_id=${sub.id}&sorting=created_at`,
    );
    expect(
      (await confirm(portal, orders.body.items[0].id, { confirmation_token_id: "pm_card_visa" })).status,
    ).toBe(422);
  });

  it(`allows ${MANUAL_RETRY_LIMIT} manual retries per order, then 429`, async () => {
    const { portal, orderId } = await pastDue("capped@example.com");
    const added = await portal.post("/v1/customer-portal/customers/me/payment-methods", {
      confirmation_token_id: "pm_card_chargeDeclined",
      set_default: false,
      return_url: "https://shop.example",
    });
    const cardId = added.body.payment_method.id;
    for (let i = 0; i < MANUAL_RETRY_LIMIT; i++) {
      const res = await confirm(portal, orderId, { payment_method_id: cardId });
      expect(res.body.status, JSON.stringify(res.body)).toBe("failed");
    }
    const over = await confirm(portal, orderId, { payment_method_id: cardId });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe("ManualRetryLimitExceeded");
    expect(await manualCharges(world!, orderId)).toHaveLength(MANUAL_RETRY_LIMIT);
  });

  it("charges exactly once under concurrent calls, and another customer gets a 404", async () => {
    const { t, seller, sub, portal, orderId } = await pastDue("race@example.com");
    const added = await portal.post("/v1/customer-portal/customers/me/payment-methods", {
      confirmation_token_id: "pm_card_visa",
      set_default: false,
      return_url: "https://shop.example",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const other = await seller.api.post("/v1/customers/", { email: "not-race@example.com" });
    const stranger = await signInCustomer(t, seller, other.body.id);
    expect(
      (await confirm(stranger, orderId, { payment_method_id: added.body.payment_method.id })).status,
    ).toBe(404);

    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        confirm(portal, orderId, { payment_method_id: added.body.payment_method.id }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 200 && r.body.status === "succeeded");
    expect(succeeded).toHaveLength(1);
    for (const r of results.filter((x) => !succeeded.includes(x))) {
      expect([409, 422]).toContain(r.status);
    }
    const charges = await manualCharges(world!, orderId);
    expect(charges.filter((c) => c.status === "succeeded")).toHaveLength(1);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 2500],
      ["subscription_cycle", "paid", 2500],
    ]);
    expect((await subscriptionRow(t, sub.id)).status).toBe("active");
  });
});
