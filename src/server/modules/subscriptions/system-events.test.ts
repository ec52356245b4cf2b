import { Event$inboundSchema } from "@polar-sh/sdk/models/components/event.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanWorld, patchSub, plan, planWorld } from "../../test/fixtures/subscriptions-plan-change.js";
import { stepTo } from "../../test/fixtures/subscriptions-renewal.js";

let world: PlanWorld;
beforeAll(async () => {
  world = await planWorld("2026-03-01T10:00:00.000Z");
});
afterAll(() => world.t.close());

type Wire = Record<string, unknown> & { name: string; metadata: Record<string, unknown>; timestamp: string };

/** The subscriber's system events recorded since `since`, oldest first. */
async function systemEventsSince(since: Date): Promise<Wire[]> {
  const { seller, sub } = world;
  const res = await seller.api.get(
    `/v1/events/?source=system&customer_id=${sub.customerId}&start_timestamp=${encodeURIComponent(since.toISOString())}&sorting=timestamp&limit=100`,
  );
  expect(res.status, res.text).toBe(200);
  for (const e of res.body.items) {
    const parsed = Event$inboundSchema.safeParse(e);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error)).toBe(true);
  }
  return res.body.items;
}

describe("subscription system events", () => {
  it("records subscription.cycled and order.paid at a renewal, at the renewal's time", async () => {
    const { t, clock, sub } = world;
    const since = new Date("2026-04-01T10:00:00.000Z");
    await stepTo(t, clock, since);
    const events = await systemEventsSince(since);
    expect(events.map((e) => e.name)).toEqual(["subscription.cycled", "order.paid"]);
    expect(events[0]!.metadata).toEqual({
      subscription_id: sub.id,
      product_id: sub.productId,
      amount: 1000,
      currency: "usd",
      recurring_interval: "month",
      recurring_interval_count: 1,
    });
    expect(events[0]!.timestamp).toBe(since.toISOString());
    expect(events[1]!.metadata).toMatchObject({
      subscription_id: sub.id,
      amount: 1000,
      billing_type: "recurring",
    });
  });

  it("records subscription.product_updated and subscription.updated for a plan change", async () => {
    const { t, clock, seller, sub } = world;
    const pro = await plan(seller, "Pro", 3000);
    const since = new Date("2026-04-10T10:00:00.000Z");
    await stepTo(t, clock, since);
    const res = await patchSub(seller, sub.id, { product_id: pro.id, proration_behavior: "invoice" });
    expect(res.status, res.text).toBe(200);
    const events = await systemEventsSince(since);
    const byName = new Map(events.map((e) => [e.name, e.metadata]));
    expect(byName.get("subscription.product_updated")).toEqual({
      subscription_id: sub.id,
      old_product_id: sub.productId,
      new_product_id: pro.id,
    });
    expect(byName.get("subscription.updated")).toEqual({
      subscription_id: sub.id,
      product_id: pro.id,
      proration_behavior: "invoice",
    });
    expect(byName.get("order.paid")).toMatchObject({ product_id: pro.id, subscription_id: sub.id });
    expect(byName.has("subscription.cycled")).toBe(false);
  });
});
