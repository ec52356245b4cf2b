import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type RenewalWorld,
  renewalCharges,
  renewalOrderRows,
  renewalWorld,
  stepTo,
  subscribe,
  subscriptionRow,
} from "../../../test/fixtures/subscriptions-renewal.js";
import { claimRenewalBatch } from "./batch-claim.js";

let world: RenewalWorld | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await world?.t.close();
  world = null;
});

describe("renewals in batches", () => {
  it("a worker dying after the batch's claim: each renewal's cycle job charges its order once, after the lease", async () => {
    world = await renewalWorld("2028-07-03T10:00:00.000Z");
    const { t, seller, clock } = world;
    const subs = [
      await subscribe(t, seller, { amount: 1000, email: "a@example.com" }),
      await subscribe(t, seller, { amount: 2000, email: "b@example.com" }),
      await subscribe(t, seller, {
        amount: 3000,
        email: "c@example.com",
        card: "pm_card_chargeCustomerFail",
      }),
    ];
    const last = new Date(Math.max(...subs.map((s) => s.currentPeriodEnd.getTime())));
    // The claim commits, then the worker dies before charging anything.
    clock.set(new Date(last.getTime() + 1000));
    const claim = await t.ctx.db.transaction((tx) =>
      claimRenewalBatch(tx, t.ctx, clock.now(), null, 200, t.ctx.config.worker.leaseMs, []),
    );
    expect(claim.claimed.map((c) => c.sub.id).sort()).toEqual(subs.map((s) => s.id).sort());
    for (const s of subs) {
      expect((await renewalOrderRows(t, s.id)).map((o) => o.status)).toEqual(["pending"]);
      expect(await renewalCharges(t, s.id)).toHaveLength(0);
      expect((await subscriptionRow(t, s.id)).currentPeriodStart).toEqual(s.currentPeriodEnd);
    }
    // Nothing is due again before the lease would have expired: no second claim, no charge.
    const claimedAt = clock.now().getTime();
    const leaseMs = t.ctx.config.worker.leaseMs;
    expect(leaseMs).toBeGreaterThan(1000);
    await stepTo(t, clock, new Date(claimedAt + leaseMs - 1000));
    for (const s of subs) expect(await renewalCharges(t, s.id)).toHaveLength(0);

    await stepTo(t, clock, new Date(claimedAt + leaseMs));
    for (const [i, s] of subs.entries()) {
      const orders = await renewalOrderRows(t, s.id);
      const charges = await renewalCharges(t, s.id);
      expect(orders).toHaveLength(1);
      expect(charges).toHaveLength(1);
      expect(charges[0]!.idempotencyKey).toBe(`subscription:${s.id}:${s.currentPeriodEnd.toISOString()}`);
      if (i < 2) {
        expect(orders[0]!.status).toBe("paid");
        expect(charges[0]!.status).toBe("succeeded");
      } else {
        expect(orders[0]!.status).toBe("pending");
        expect((await subscriptionRow(t, s.id)).status).toBe("past_due");
      }
    }
  });

  it("renews a batch as the single renewal does: one order and one charge each, declines past_due", async () => {
    world = await renewalWorld("2028-07-03T10:00:00.000Z");
    const { t, seller, clock } = world;
    const paid = await subscribe(t, seller, { amount: 1500, email: "p@example.com" });
    const taxed = await subscribe(t, seller, {
      amount: 1000,
      email: "tax@example.com",
      billingAddress: { country: "DE" },
    });
    const declined = await subscribe(t, seller, {
      amount: 900,
      email: "d@example.com",
      card: "pm_card_chargeCustomerFail",
    });
    await stepTo(t, clock, new Date(declined.currentPeriodEnd.getTime() + 60_000));
    for (const s of [paid, taxed, declined]) {
      expect(await renewalOrderRows(t, s.id)).toHaveLength(1);
      expect(await renewalCharges(t, s.id)).toHaveLength(1);
    }
    expect((await renewalOrderRows(t, paid.id))[0]).toMatchObject({ status: "paid", subtotalAmount: 1500 });
    expect((await subscriptionRow(t, paid.id)).status).toBe("active");
    expect((await subscriptionRow(t, declined.id)).status).toBe("past_due");
    // Running everything again renews nothing twice.
    await stepTo(t, clock, new Date(clock.now().getTime() + t.ctx.config.worker.leaseMs + 60_000));
    for (const s of [paid, taxed, declined]) expect(await renewalCharges(t, s.id)).toHaveLength(1);
  });
});
