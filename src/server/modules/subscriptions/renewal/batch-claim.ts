import type { Executor } from "../../../db/types.js";
import { enqueueJobs } from "../../../jobs/queue.js";
import { lockGrantsOfRenewals } from "../../benefit-grants/service.js";
import { type CustomerRow, lockCustomerRows } from "../../customers/service.js";
import { type DiscountRow, getDiscountRow } from "../../discounts/service.js";
import { createOrders, type OrderRow } from "../../orders/service.js";
import { getPricesById, getProductRows, type PriceRow } from "../../products/service.js";
import { findApplicableTaxRate } from "../../tax-rates/service.js";
import { nextPeriodEnd, type RecurringInterval } from "../periods.js";
import type { SubscriptionRow } from "../repository.js";
import { type AppliedTax, appliedTax } from "./amounts.js";
import { recordRenewalEvents } from "./batch-events.js";
import { advancePeriods, lockDueRenewals } from "./batch-repository.js";
import { CYCLE_JOB, CYCLE_MAX_ATTEMPTS, cycleJobKey } from "./cycle.js";
import { addPendingItemsOf, lockOpenPendingItemsOf, takePendingItemsBy } from "./pending-items-repository.js";
import { renewalPeriodLines, subscriptionOrderInput } from "./renewal-order.js";

/** A renewal the batch claimed: the period moved, its pending order created, the charge to make. */
export interface ClaimedRenewal {
  sub: SubscriptionRow;
  order: OrderRow;
  customer: CustomerRow | null;
  /** The start of the new period: the charge's idempotency key is made from it. */
  periodStart: Date;
}

export interface BatchClaim {
  claimed: ClaimedRenewal[];
  /** Handed to a subscription's own cycle job (see `needsOwnCycle`). */
  handedOver: number;
  /** Where the next claim continues, or null when none was due. */
  after: { end: Date; id: string } | null;
}

/**
 * What the batch does not do and a subscription's own `subscriptions.cycle` job does, in
 * cycle.ts: ending a subscription canceled at period end (final usage, benefit revocation), a
 * plan change scheduled for the new period, metered prices (the meters are settled and billed in
 * arrears) and meter credit benefits (the new period is credited).
 */
function needsOwnCycle(
  sub: SubscriptionRow,
  prices: Map<string, PriceRow>,
  meterCredits: Set<string>,
): boolean {
  if (sub.cancelAtPeriodEnd) return true;
  const pending = sub.pendingUpdate;
  if (pending && new Date(pending.appliesAt).getTime() <= sub.currentPeriodEnd.getTime()) return true;
  if (sub.priceIds.some((id) => prices.get(id)?.amountType === "metered_unit")) return true;
  return meterCredits.has(sub.id);
}

/**
 * The claim transaction of a batch of renewals (`tx`): locks up to `limit` due subscriptions
 * (`FOR UPDATE SKIP LOCKED`), and for each organization among them, in a fixed number of
 * statements: moves the periods forward (conditionally, as the single claim), creates the pending
 * `subscription_cycle` orders with the amounts `createRenewalOrder` computes (period price,
 * discount, waiting prorations and carried credit, tax once on the net), records the
 * subscriptions' events and customer states, and queues for each renewal its own cycle job,
 * due when a job lease would expire (`recoverAfterMs`): if this worker dies before the settle
 * transaction marks it finished, that job charges the same order with the same idempotency key.
 * Subscriptions the batch does not renew (`needsOwnCycle`) get their cycle job due now instead.
 */
export async function claimRenewalBatch(
  tx: Executor,
  ctx: { config: { baseUrl: string } },
  now: Date,
  after: { end: Date; id: string } | null,
  limit: number,
  recoverAfterMs: number,
  exclude: string[],
): Promise<BatchClaim> {
  const rows = await lockDueRenewals(tx, now, after, limit, exclude);
  const last = rows.at(-1);
  const out: BatchClaim = {
    claimed: [],
    handedOver: 0,
    after: last ? { end: last.currentPeriodEnd, id: last.id } : null,
  };
  const byOrg = new Map<string, SubscriptionRow[]>();
  for (const row of rows) byOrg.set(row.organizationId, [...(byOrg.get(row.organizationId) ?? []), row]);
  for (const [organizationId, subs] of byOrg) {
    const renewed = await claimOrganizationBatch(tx, ctx, now, organizationId, subs, recoverAfterMs);
    out.claimed.push(...renewed.claimed);
    out.handedOver += renewed.handedOver;
  }
  return out;
}

async function claimOrganizationBatch(
  tx: Executor,
  ctx: { config: { baseUrl: string } },
  now: Date,
  organizationId: string,
  subs: SubscriptionRow[],
  recoverAfterMs: number,
): Promise<{ claimed: ClaimedRenewal[]; handedOver: number }> {
  const reader = { db: tx };
  const prices = new Map(
    (await getPricesById(reader, organizationId, [...new Set(subs.flatMap((s) => s.priceIds))])).map((p) => [
      p.id,
      p,
    ]),
  );
  // Lock order as in a single renewal: subscription rows, then grants, then customers.
  const meterCredits = await lockGrantsOfRenewals(
    tx,
    organizationId,
    subs.map((s) => s.id),
  );
  const own = subs.filter((s) => needsOwnCycle(s, prices, meterCredits));
  await enqueueJobs(
    tx,
    now,
    CYCLE_JOB,
    own.map((s) => ({
      payload: { subscriptionId: s.id, periodEnd: s.currentPeriodEnd.toISOString() },
      dedupeKey: cycleJobKey(s.id, s.currentPeriodEnd),
    })),
    { maxAttempts: CYCLE_MAX_ATTEMPTS },
  );
  const batch = subs.filter((s) => !own.includes(s));
  if (batch.length === 0) return { claimed: [], handedOver: own.length };

  const before = new Map(batch.map((s) => [s.id, s]));
  const moved = await advancePeriods(
    tx,
    organizationId,
    now,
    batch.map((sub) => {
      const newEnd = nextPeriodEnd(
        sub.currentPeriodEnd,
        sub.recurringInterval as RecurringInterval,
        sub.recurringIntervalCount,
        sub.billingAnchorDay,
      );
      // The discount for the new period: forever (periods left null), or while periods are left.
      const left = sub.discountPeriodsLeft;
      const applies = sub.discountId !== null && (left === null || left > 0);
      return {
        id: sub.id,
        periodEnd: sub.currentPeriodEnd,
        newEnd,
        discountId: applies ? sub.discountId : null,
        discountPeriodsLeft: applies && left !== null ? left - 1 : null,
      };
    }),
  );
  if (moved.length === 0) return { claimed: [], handedOver: own.length };

  const products = new Map(
    (
      await getProductRows(
        reader,
        organizationId,
        moved.map((s) => s.productId),
      )
    ).map((p) => [p.id, p]),
  );
  const discounts = new Map<string, DiscountRow | null>();
  for (const id of new Set(moved.flatMap((s) => (s.discountId ? [s.discountId] : []))))
    discounts.set(id, await getDiscountRow(tx, organizationId, id));
  const customers = await lockCustomerRows(
    tx,
    organizationId,
    moved.map((s) => s.customerId),
  );
  const rates = new Map<string, { basisPoints: number; inclusive: boolean } | null>();
  for (const c of customers.values()) {
    const address = c.billingAddress;
    if (!address?.country) continue;
    const key = `${address.country}|${address.state ?? ""}`;
    if (rates.has(key)) continue;
    const rate = await findApplicableTaxRate(reader, organizationId, address.country, address.state);
    rates.set(key, rate ? { basisPoints: rate.basisPoints, inclusive: rate.inclusive } : null);
  }
  const pending = await lockOpenPendingItemsOf(
    tx,
    organizationId,
    moved.map((s) => s.id),
  );

  const orders = moved.map((after) => {
    const price = prices.get(after.priceIds[0] ?? "") ?? null;
    const customer = customers.get(after.customerId) ?? null;
    const address = customer?.billingAddress;
    const rate = address?.country ? (rates.get(`${address.country}|${address.state ?? ""}`) ?? null) : null;
    const tax: AppliedTax = appliedTax(price?.taxBehavior ?? null, rate);
    return subscriptionOrderInput(after, {
      lines: renewalPeriodLines(after, products.get(after.productId) ?? null, price),
      discount: after.discountId ? (discounts.get(after.discountId) ?? null) : null,
      billingReason: "subscription_cycle",
      customer,
      tax,
      pending: pending.filter((p) => p.subscriptionId === after.id),
    });
  });
  const created = await createOrders(
    tx,
    now,
    organizationId,
    orders.map((o) => o.input),
  );
  await takePendingItemsBy(
    tx,
    organizationId,
    orders.flatMap((o, i) => o.takenIds.map((itemId) => ({ itemId, orderId: created[i]!.id }))),
  );
  await addPendingItemsOf(
    tx,
    now,
    organizationId,
    orders.flatMap((o, i) => o.carry.map((line) => ({ subscriptionId: moved[i]!.id, line }))),
  );
  await recordRenewalEvents(
    { db: tx, config: ctx.config },
    now,
    organizationId,
    moved.map((after) => ({ before: before.get(after.id)!, after })),
  );
  // The crash net: each renewal's own cycle job, due once this worker's lease would have expired.
  await enqueueJobs(
    tx,
    now,
    CYCLE_JOB,
    moved.map((after) => ({
      payload: { subscriptionId: after.id, periodEnd: after.currentPeriodStart.toISOString() },
      dedupeKey: cycleJobKey(after.id, after.currentPeriodStart),
    })),
    { runAt: new Date(now.getTime() + recoverAfterMs), maxAttempts: CYCLE_MAX_ATTEMPTS },
  );
  return {
    claimed: moved.map((sub, i) => ({
      sub,
      order: created[i]!,
      customer: customers.get(sub.customerId) ?? null,
      periodStart: sub.currentPeriodStart,
    })),
    handedOver: own.length,
  };
}
