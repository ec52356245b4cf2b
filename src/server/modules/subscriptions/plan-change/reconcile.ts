import type { AppContext } from "../../../context.js";
import type { Executor } from "../../../db/types.js";
import { AppError } from "../../../http/errors.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { getOrderRow } from "../../orders/service.js";
import { PaymentFailed } from "../errors.js";
import { findSubscription } from "../repository.js";
import { chargeAndSettle, voidOrder } from "./plan-change.js";
import { type ProrationBehavior, quotePlanChange } from "./quote.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

export const PLAN_CHANGE_RECONCILE_JOB = "subscriptions.plan-change-reconcile";
/** When the reconcile job looks at a plan change whose request may have died. */
export const PLAN_CHANGE_RECONCILE_AFTER_MS = 5 * 60_000;

export interface PlanChangeReconcile {
  organizationId: string;
  subscriptionId: string;
  orderId: string;
  productId: string;
  behavior: ProrationBehavior;
  /** The instant the change was quoted at (the subscription's time: real or its test clock's). */
  quotedAt: string;
}

/** Schedules the reconcile of a plan change, in the transaction that created its pending order. */
export async function scheduleReconcile(tx: Executor, realNow: Date, payload: PlanChangeReconcile) {
  await enqueueJob(
    tx,
    realNow,
    PLAN_CHANGE_RECONCILE_JOB,
    { ...payload },
    {
      runAt: new Date(realNow.getTime() + PLAN_CHANGE_RECONCILE_AFTER_MS),
      dedupeKey: `plan-change-reconcile:${payload.orderId}`,
    },
  );
}

/**
 * The `subscriptions.plan-change-reconcile` job: a plan-change order still pending minutes after
 * its request (the process died between the claim and the settlement) is finished the way the
 * request would have: the charge is asked again with the same idempotency key (the processor
 * answers the first charge if there was one), then the order is paid and the plan changed, or
 * the order is void when the charge is declined or the change is no longer possible. Checkouts
 * are reconciled the same way. Does nothing when the request settled it.
 */
export async function reconcilePlanChange(ctx: Deps, job: PlanChangeReconcile): Promise<void> {
  const pending = await getOrderRow(ctx.db, job.organizationId, job.orderId);
  if (pending?.status !== "pending") return;
  const before = await findSubscription(ctx.db, job.organizationId, job.subscriptionId);
  const now = new Date(job.quotedAt);
  if (!before || before.endedAt || before.status === "canceled")
    return voidOrder(ctx, job.organizationId, job.orderId, now);
  let quote: Awaited<ReturnType<typeof quotePlanChange>>;
  try {
    quote = await quotePlanChange(
      ctx.db,
      before,
      { productId: job.productId, behavior: job.behavior },
      now,
      "body",
    );
  } catch (error) {
    // The change is no longer possible (the product was archived meanwhile, …).
    if (error instanceof AppError) return voidOrder(ctx, job.organizationId, job.orderId, now);
    throw error;
  }
  try {
    await chargeAndSettle(ctx, job.organizationId, {
      kind: "charge",
      orderId: job.orderId,
      before,
      quote,
      now,
    });
  } catch (error) {
    // Declined: chargeAndSettle has voided the order; nothing else to do.
    if (!(error instanceof PaymentFailed)) throw error;
  }
}
