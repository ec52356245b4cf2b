import type { AppContext } from "../../../context.js";
import { finishQueuedJobs } from "../../../jobs/queue.js";
import type { Charge, ChargeInput } from "../../../payments/processor.js";
import { getPaymentMethodRows, type PaymentMethodRow } from "../../customers/service.js";
import { markOrdersPaid } from "../../orders/service.js";
import { markPastDue } from "../dunning/settle.js";
import { type BatchClaim, type ClaimedRenewal, claimRenewalBatch } from "./batch-claim.js";
import {
  chargeOutcome,
  cycleJobKey,
  type Deps,
  type OrderCharge,
  renewalCharge,
  renewalChargeKey,
} from "./cycle.js";

/** The job that renews due subscriptions in batches (queued by the scheduler, see scheduler.ts). */
export const RENEW_BATCH_JOB = "subscriptions.renew-batch";
/** Subscriptions locked by one claim transaction. */
export const RENEWAL_CLAIM_SIZE = 200;
/** Claims one job makes at most: the scheduler queues one job per `RENEWALS_PER_JOB` due renewals. */
const CLAIMS_PER_JOB = 10;
export const RENEWALS_PER_JOB = RENEWAL_CLAIM_SIZE * CLAIMS_PER_JOB;

/**
 * The `subscriptions.renew-batch` job: renews due subscriptions on real time, up to
 * `RENEWAL_CLAIM_SIZE` per claim and `CLAIMS_PER_JOB` claims, each in three steps like a single
 * renewal (cycle.ts), so a crash at any point neither charges twice nor loses a renewal:
 *
 * 1. Claim, one transaction (batch-claim.ts): periods moved, pending orders created, events
 *    recorded, and each renewal's own cycle job queued for when a lease would expire.
 * 2. Charge, outside any transaction: each order with its own idempotency key
 *    (`subscription:<id>:<period start>`, the single renewal's), in one `chargeMany` call (the
 *    sandbox makes them in a few statements; Stripe one request each, a few at once).
 * 3. Settle, one transaction: the paid orders marked paid with their events, and their cycle jobs
 *    finished. A declined charge makes its subscription past_due (dunning, one by one: rare);
 *    a charge that threw is left to its cycle job, which replays the key.
 *
 * Returns how many subscriptions it renewed.
 */
type BatchDeps = Deps & Pick<AppContext, "logger">;

export async function renewDueBatches(ctx: BatchDeps, claimSize = RENEWAL_CLAIM_SIZE): Promise<number> {
  let after: BatchClaim["after"] = null;
  // A renewed subscription whose next period has ended too (workers were down) renews that one in
  // a later run, as the one cycle job per period did: one period per subscription and run.
  const renewed: string[] = [];
  for (let i = 0; i < CLAIMS_PER_JOB; i++) {
    const now = ctx.clock.now();
    const claim = await ctx.db.transaction((tx) =>
      claimRenewalBatch(tx, ctx, now, after, claimSize, ctx.config.worker.leaseMs, renewed),
    );
    if (!claim.after) break;
    after = claim.after;
    if (claim.claimed.length === 0) continue;
    await settleBatch(ctx, claim.claimed, await chargeBatch(ctx, claim.claimed));
    renewed.push(...claim.claimed.map((c) => c.sub.id));
  }
  return renewed.length;
}

type Outcome = OrderCharge | { status: "error" };

async function chargeBatch(ctx: BatchDeps, claimed: ClaimedRenewal[]): Promise<Outcome[]> {
  const methods = new Map<string, PaymentMethodRow>();
  const byOrg = new Map<string, string[]>();
  for (const c of claimed) {
    const id = c.sub.paymentMethodId ?? c.customer?.defaultPaymentMethodId;
    if (id) byOrg.set(c.sub.organizationId, [...(byOrg.get(c.sub.organizationId) ?? []), id]);
  }
  for (const [organizationId, ids] of byOrg)
    for (const [id, row] of await getPaymentMethodRows(ctx.db, organizationId, ids)) methods.set(id, row);

  const outcomes: Outcome[] = new Array(claimed.length);
  // The processor calls of the batch, made together (the sandbox: a few statements for all).
  const calls: { index: number; input: ChargeInput; method: PaymentMethodRow }[] = [];
  for (const [index, c] of claimed.entries()) {
    const methodId = c.sub.paymentMethodId ?? c.customer?.defaultPaymentMethodId ?? null;
    const request = renewalCharge(
      c.order,
      { sub: c.sub, customer: c.customer, method: methodId ? (methods.get(methodId) ?? null) : null },
      renewalChargeKey(c.sub.id, c.periodStart),
    );
    if ("status" in request) outcomes[index] = request;
    else calls.push({ index, ...request });
  }
  let results: PromiseSettledResult<Charge>[];
  try {
    results = await ctx.payments.chargeMany(calls.map((c) => c.input));
  } catch (error) {
    results = calls.map(() => ({ status: "rejected", reason: error }));
  }
  for (const [k, call] of calls.entries()) {
    const result = results[k]!;
    if (result.status === "fulfilled") {
      outcomes[call.index] = chargeOutcome(ctx.payments, result.value, call.method);
      continue;
    }
    // Unknown outcome (processor unreachable, worker stopping): the renewal's cycle job, due
    // when a lease would expire, replays the same key and settles it.
    const subscriptionId = claimed[call.index]!.sub.id;
    ctx.logger.warn({ subscriptionId, err: String(result.reason) }, "renewal charge failed");
    outcomes[call.index] = { status: "error" };
  }
  return outcomes;
}

async function settleBatch(ctx: Deps, claimed: ClaimedRenewal[], outcomes: Outcome[]): Promise<void> {
  const now = ctx.clock.now();
  const paid = new Map<string, ClaimedRenewal[]>();
  const paidWith = new Map<string, Extract<OrderCharge, { status: "succeeded" }>["paidWith"]>();
  for (const [i, c] of claimed.entries()) {
    const outcome = outcomes[i]!;
    if (outcome.status !== "succeeded") continue;
    paid.set(c.sub.organizationId, [...(paid.get(c.sub.organizationId) ?? []), c]);
    paidWith.set(c.order.id, outcome.paidWith);
  }
  if (paid.size > 0) {
    await ctx.db.transaction(async (tx) => {
      for (const [organizationId, list] of paid) {
        await markOrdersPaid(
          tx,
          now,
          organizationId,
          list.map((c) => ({ orderId: c.order.id, ...paidWith.get(c.order.id)! })),
        );
      }
      await finishQueuedJobs(
        tx,
        now,
        [...paid.values()].flat().map((c) => cycleJobKey(c.sub.id, c.periodStart)),
      );
    });
  }
  // Declines: dunning starts, one subscription at a time, then its cycle job is not needed.
  for (const [i, c] of claimed.entries()) {
    const outcome = outcomes[i]!;
    if (outcome.status !== "failed") continue;
    await markPastDue(ctx, c.sub.id, c.order, outcome.reason);
    await finishQueuedJobs(ctx.db, ctx.clock.now(), [cycleJobKey(c.sub.id, c.periodStart)]);
  }
}
