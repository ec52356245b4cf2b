import type { AppContext } from "../../context.js";
import { AppError, NotFoundError, RequestValidationError } from "../../http/errors.js";
import { IdempotencyKeyReusedError } from "../../payments/errors.js";
import { revokeBenefits } from "../benefit-grants/service.js";
import { addRefundToOrder, getOrderRow, issueCreditNote, recordOrderEvent } from "../orders/service.js";
import { recordEvent } from "../webhooks/service.js";
import { processorReason } from "./amounts.js";
import { findRefund, type RefundRow, settlePendingRefund } from "./repository.js";
import { serializeRefund } from "./service.js";

export type SettleDeps = Pick<AppContext, "db" | "clock" | "payments" | "logger">;

/** The job that settles a refund left pending (a crash between the two transactions of a refund). */
export const RECONCILE_JOB = "refunds.reconcile";
/**
 * How long after its creation a refund still pending is settled by the job: seconds, so a refund
 * whose process died is finished soon after it is back (a live request racing it is harmless:
 * same idempotency key, one outcome recorded).
 */
export const RECONCILE_DELAY_MS = 10_000;

/** The processor idempotency key of a refund: derived from its row, so a retry never refunds twice. */
export const refundIdempotencyKey = (refundId: string) => `kassa_refund_${refundId}`;

/**
 * Records a pending refund's outcome in one transaction, once (a concurrent settlement of the
 * same refund finds it no longer pending and changes nothing). On success the order's
 * `refunded_amount`/`refunded_tax_amount` grow and its status becomes `partially_refunded` or
 * `refunded`, its credit note is issued; `refund.updated`, `order.refunded` and `order.updated` are recorded, and the
 * order's benefits are revoked when the refund asked for it.
 */
async function recordOutcome(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  refundId: string,
  outcome: { status: "succeeded" | "failed"; processorRef: string | null },
): Promise<RefundRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const pending = await findRefund(tx, organizationId, refundId);
    if (!pending) throw new NotFoundError("Refund");
    // The order first, as when the refund was created: one lock order, no deadlock.
    const order = await getOrderRow(tx, organizationId, pending.orderId, { forUpdate: true });
    if (!order) throw new NotFoundError("Order");
    const settled = await settlePendingRefund(tx, organizationId, refundId, { ...outcome, modifiedAt: now });
    if (!settled) return (await findRefund(tx, organizationId, refundId))!;
    await recordEvent(tx, now, organizationId, "refund.updated", serializeRefund(settled));
    if (settled.status !== "succeeded") return settled;

    // The credit note is issued with the refund: same transaction, so a succeeded refund always has one.
    await issueCreditNote(tx, now, order, settled);
    await addRefundToOrder(tx, now, order, settled);
    await recordOrderEvent(tx, now, organizationId, order.id, "order.refunded");
    await recordOrderEvent(tx, now, organizationId, order.id, "order.updated");
    if (settled.revokeBenefits) await revokeBenefits(tx, now, { organizationId, orderId: order.id });
    return settled;
  });
}

/**
 * Sends a pending refund to the processor (amount + tax, with the refund's own idempotency key)
 * and records the outcome. A refusal by the processor (a 4xx of its own) fails the refund and is
 * thrown as a 422; any other error leaves the refund pending and is thrown as is, for the
 * reconcile job to retry with the same key. A refund no longer pending is returned unchanged.
 */
export async function settleRefund(
  deps: SettleDeps,
  organizationId: string,
  refundId: string,
): Promise<RefundRow> {
  const row = await findRefund(deps.db, organizationId, refundId);
  if (!row) throw new NotFoundError("Refund");
  if (row.status !== "pending") return row;
  const order = await getOrderRow(deps.db, organizationId, row.orderId);
  if (!order?.chargeRef) {
    await recordOutcome(deps, organizationId, refundId, { status: "failed", processorRef: null });
    throw new RequestValidationError([
      { loc: ["body", "order_id"], msg: "The order has no payment to refund", input: row.orderId },
    ]);
  }
  let processorRef: string;
  try {
    const done = await deps.payments.refund({
      organizationId,
      chargeRef: order.chargeRef,
      amount: row.amount + row.taxAmount,
      reason: processorReason(row.reason),
      idempotencyKey: refundIdempotencyKey(row.id),
    });
    processorRef = done.id;
  } catch (error) {
    // A refused key (another request with it still in progress at Stripe) is retried, not a refusal.
    if (!(error instanceof AppError) || error.status >= 500 || error instanceof IdempotencyKeyReusedError)
      throw error;
    await recordOutcome(deps, organizationId, refundId, { status: "failed", processorRef: null });
    if (error instanceof RequestValidationError) throw error;
    throw new RequestValidationError([
      {
        loc: ["body", "order_id"],
        msg: `The payment processor refused the refund: ${error.message}`,
        input: row.orderId,
      },
    ]);
  }
  return recordOutcome(deps, organizationId, refundId, { status: "succeeded", processorRef });
}
