import { afterEach, describe, expect, it } from "vitest";
import { days, ordersOf } from "../../../test/fixtures/subscriptions-dunning.js";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalWorld,
  stepTo,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";
import { subscribeWithTrial } from "../../../test/fixtures/subscriptions-trial.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const START = new Date("2028-05-10T09:00:00.000Z");

describe("PATCH /v1/subscriptions/{id} trial_end", () => {
  it("extends a trial: the period ends later and nothing is charged until then", async () => {
    world = await renewalWorld(START.toISOString());
    const { t, seller, clock } = world;
    const { sub } = await subscribeWithTrial(t, seller, { amount: 900 });
    expect(sub.trialEnd).toEqual(days(START, 14));

    await stepTo(t, clock, days(START, 3));
    const extended = days(START, 30);
    const res = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { trial_end: extended.toISOString() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: "trialing",
      trial_start: START.toISOString(),
      trial_end: extended.toISOString(),
      current_period_end: extended.toISOString(),
    });
    const types = await eventTypesSince(t, seller.organizationId, days(START, 3));
    expect(types.filter((x) => x.startsWith("subscription."))).toEqual(["subscription.updated"]);

    // The old trial end passes: still trialing, no order, no charge.
    await stepTo(t, clock, days(START, 14));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "trialing" });
    expect(await ordersOf(t, sub.id)).toEqual([["subscription_create", "paid", 0]]);

    // The new one converts it; the paid periods are anchored on the new trial end.
    await stepTo(t, clock, extended);
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "active", billingAnchorDay: 9 });
    expect(row.currentPeriodStart).toEqual(extended);
    expect(row.currentPeriodEnd).toEqual(new Date("2028-07-09T09:00:00.000Z"));
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 0],
      ["subscription_cycle", "paid", 900],
    ]);
  });

  it('"now" ends the trial at once and charges the first period in the request', async () => {
    world = await renewalWorld(START.toISOString());
    const { t, seller, clock } = world;
    const { sub } = await subscribeWithTrial(t, seller, { amount: 1100 });
    const at = days(START, 5);
    await stepTo(t, clock, at);
    const res = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { trial_end: "now" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: "active",
      trial_end: at.toISOString(),
      current_period_start: at.toISOString(),
      current_period_end: "2028-06-15T09:00:00.000Z",
    });
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 0],
      ["subscription_cycle", "paid", 1100],
    ]);
    expect((await renewalCharges(t, sub.id)).map((c) => [c.status, c.amount])).toEqual([["succeeded", 1100]]);
    const types = (await eventTypesSince(t, seller.organizationId, at)).filter((x) =>
      x.startsWith("subscription."),
    );
    expect(types).toEqual(["subscription.updated", "subscription.active", "subscription.updated"]);

    // The scheduler does not renew it again for the same period.
    await t.runJobs();
    await stepTo(t, clock, days(at, 1));
    expect(await ordersOf(t, sub.id)).toHaveLength(2);
  });

  it("refuses a trial change on an active subscription, a past date and a malformed value (422 on body.trial_end)", async () => {
    world = await renewalWorld(START.toISOString());
    const { t, seller, clock } = world;
    const { sub } = await subscribeWithTrial(t, seller, {});
    await stepTo(t, clock, days(START, 1));

    const past = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { trial_end: START.toISOString() });
    expect(past.status).toBe(422);
    expect(past.body.detail).toMatchObject([
      { loc: ["body", "trial_end"], msg: expect.stringMatching(/future/) },
    ]);

    const bad = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { trial_end: "tomorrow" });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "trial_end"]);

    const mixed = await seller.api.patch(`/v1/subscriptions/${sub.id}`, {
      trial_end: days(START, 20).toISOString(),
      cancel_at_period_end: true,
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.detail[0].loc).toEqual(["body", "cancel_at_period_end"]);

    const untouched = await subscriptionRow(t, sub.id);
    expect(untouched).toMatchObject({ status: "trialing", cancelAtPeriodEnd: false });
    expect(untouched.trialEnd).toEqual(days(START, 14));

    // Converted: no trial left to change.
    await stepTo(t, clock, days(START, 14));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: "active" });
    for (const value of ["now", days(START, 40).toISOString()]) {
      const res = await seller.api.patch(`/v1/subscriptions/${sub.id}`, { trial_end: value });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.detail).toMatchObject([
        { loc: ["body", "trial_end"], msg: expect.stringMatching(/trialing/), input: value },
      ]);
    }
    expect(await ordersOf(t, sub.id)).toHaveLength(2);
  });
});
