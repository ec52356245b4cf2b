import { afterEach, describe, expect, it, vi } from "vitest";
import {
  days,
  failureEmails,
  ordersOf,
  setGracePeriod,
} from "../../../test/fixtures/subscriptions-dunning.js";
import {
  eventTypesSince,
  type RenewalWorld,
  renewalCharges,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";
import { nextDueAt, runDueWork } from "../renewal/due-work.js";
import { runDunning } from "./dunning-job.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  await world?.t.close();
  world = null;
});

const EMAIL = "workers@example.com";

describe("dunning under concurrency and crashes", () => {
  it("two workers running the same due retry charge it once and schedule the next retry once", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 700, card: "pm_card_chargeCustomerFail", email: EMAIL });
    const end = sub.currentPeriodEnd;
    await stepTo(t, clock, end);
    expect(await failureEmails(t, EMAIL)).toBe(1);

    // Day 2, before the scheduler runs: two workers run the dunning step at the same time.
    clock.set(days(end, 2));
    const outcomes = await Promise.all([runDunning(t.ctx, sub.id), runDunning(t.ctx, sub.id)]);
    expect(outcomes.filter((o) => o === "scheduled")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "skipped")).toHaveLength(1);
    // And the scheduler's own job finds nothing left to do.
    await t.runJobs();
    const row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1 });
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 7));
    const keys = (await renewalCharges(t, sub.id)).map((c) => c.idempotencyKey);
    expect(keys).toEqual([
      `subscription:${sub.id}:${end.toISOString()}`,
      `subscription:${sub.id}:${end.toISOString()}:retry1`,
    ]);
    const types = (await eventTypesSince(t, seller.organizationId, days(end, 2))).filter((x) =>
      x.startsWith("subscription."),
    );
    expect(types).toEqual(["subscription.updated"]);
    expect(await failureEmails(t, EMAIL)).toBe(2);
  });

  it("a worker dying after the claim: the job's retry charges the same attempt with the same key", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    const sub = await subscribe(t, seller, { amount: 700, card: "pm_card_chargeCustomerFail", email: EMAIL });
    const end = sub.currentPeriodEnd;
    await stepTo(t, clock, end);

    const charge = vi.spyOn(t.ctx.payments, "charge");
    charge.mockRejectedValueOnce(new Error("worker killed"));
    await stepTo(t, clock, days(end, 2));
    // Claimed (retry 1 in flight), not charged.
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1, nextPaymentAttemptAt: null });
    expect(await renewalCharges(t, sub.id)).toHaveLength(1);

    // The job runner retries the job after its backoff.
    await stepTo(t, clock, new Date(days(end, 2).getTime() + 10 * 60_000));
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 1 });
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 7));
    expect((await renewalCharges(t, sub.id)).map((c) => c.idempotencyKey)).toEqual([
      `subscription:${sub.id}:${end.toISOString()}`,
      `subscription:${sub.id}:${end.toISOString()}:retry1`,
    ]);
    expect(await ordersOf(t, sub.id)).toEqual([
      ["subscription_create", "paid", 700],
      ["subscription_cycle", "pending", 700],
    ]);
  });

  it("test clocks: nextDueAt returns the retry and grace instants, runDueWork runs them inline", async () => {
    world = await renewalWorld("2028-05-10T09:00:00.000Z");
    const { t, seller, clock } = world;
    await setGracePeriod(seller, 1);
    const sub = await subscribe(t, seller, { amount: 700, card: "pm_card_chargeCustomerFail", email: EMAIL });
    const end = sub.currentPeriodEnd;
    await stepTo(t, clock, end);
    const scope = { testClockId: null };
    // The grace period (1 day) runs out first, then the first retry (day 2); nothing before.
    expect(await nextDueAt(t.ctx.db, scope, days(end, 30))).toEqual(days(end, 1));
    expect(await nextDueAt(t.ctx.db, scope, new Date(days(end, 1).getTime() - 1))).toBeNull();
    clock.set(days(end, 1));
    expect(await runDueWork(t.ctx, scope)).toBe(1);
    let row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 0 });
    expect(row.benefitsSuspendedAt).toEqual(days(end, 1));
    expect(await nextDueAt(t.ctx.db, scope, days(end, 30))).toEqual(days(end, 2));
    clock.set(days(end, 2));
    expect(await runDueWork(t.ctx, scope)).toBe(1);
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ paymentRetries: 1 });
    expect(row.benefitsSuspendedAt).toEqual(days(end, 1));
    expect(await nextDueAt(t.ctx.db, scope, days(end, 30))).toEqual(days(end, 7));
    expect(await runDueWork(t.ctx, scope)).toBe(0);

    // Day 7, the advance dies after claiming retry 2: its next pass finishes that retry.
    clock.set(days(end, 7));
    vi.spyOn(t.ctx.payments, "charge").mockRejectedValueOnce(new Error("worker killed"));
    await expect(runDueWork(t.ctx, scope)).rejects.toThrow("worker killed");
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ paymentRetries: 2, nextPaymentAttemptAt: null });
    expect(await runDueWork(t.ctx, scope)).toBe(1);
    row = await subscriptionRow(t, sub.id);
    expect(row).toMatchObject({ status: "past_due", paymentRetries: 2 });
    expect(row.nextPaymentAttemptAt).toEqual(days(end, 14));
    expect((await renewalCharges(t, sub.id)).map((c) => c.idempotencyKey.split(":").at(-1))).toEqual([
      end.toISOString().split(":").at(-1),
      "retry1",
      "retry2",
    ]);
  });
});
