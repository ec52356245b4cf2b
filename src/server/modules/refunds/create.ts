import { AppError } from "../../http/errors.js";
import { enqueueJob } from "../../jobs/queue.js";
import { uuidv7 } from "../../lib/ids.js";
import { getOrderRow, isPaidStatus, orderAmounts } from "../orders/service.js";
import { recordEvent } from "../webhooks/service.js";
import { refundTaxAmount } from "./amounts.js";
import { RefundedAlreadyError, refundFieldError } from "./errors.js";
import { insertRefund, type RefundRow, reservedOnOrder } from "./repository.js";
import type { RefundCreateInput } from "./schemas.js";
import { type RefundWire, serializeRefund } from "./service.js";
import { RECONCILE_DELAY_MS, RECONCILE_JOB, type SettleDeps, settleRefund } from "./settle.js";

/**
 * First step of a refund, in one transaction that locks the order: checks the order can be
 * refunded by this much (pending refunds count as taken, so concurrent refunds never exceed the
 * order), records the refund as pending with its tax share, `refund.created`, and a reconcile
 * job that settles it later if this process dies before it does.
 */
async function reserveRefund(
  deps: SettleDeps,
  organizationId: string,
  input: RefundCreateInput,
): Promise<RefundRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await getOrderRow(tx, organizationId, input.order_id, { forUpdate: true });
    if (!order) throw refundFieldError("order_id", "Order not found", input.order_id);
    if (order.status === "refunded") throw new RefundedAlreadyError(order.id);
    if (!isPaidStatus(order.status)) {
      throw refundFieldError("order_id", "Only a paid order can be refunded", input.order_id);
    }
    const { net } = orderAmounts(order);
    if (net <= 0 || !order.chargeRef) {
      throw refundFieldError(
        "order_id",
        "This order was free: there is no payment to refund",
        input.order_id,
      );
    }
    if (input.revoke_benefits && order.subscriptionId) {
      throw refundFieldError(
        "revoke_benefits",
        "Benefits of a subscription are revoked when the subscription ends, not by a refund",
        true,
      );
    }
    const reserved = await reservedOnOrder(tx, organizationId, order.id);
    const remaining = net - reserved.amount;
    if (input.amount > remaining) {
      throw refundFieldError(
        "amount",
        `Refund amount exceeds the remaining refundable amount of ${Math.max(0, remaining)}`,
        input.amount,
      );
    }
    const row = await insertRefund(tx, {
      id: uuidv7(),
      organizationId,
      orderId: order.id,
      subscriptionId: order.subscriptionId,
      customerId: order.customerId,
      status: "pending",
      reason: input.reason,
      amount: input.amount,
      taxAmount: refundTaxAmount({ net, tax: order.taxAmount }, reserved, input.amount),
      currency: order.currency,
      comment: input.comment ?? null,
      revokeBenefits: input.revoke_benefits,
      metadata: input.metadata ?? {},
      processorRef: null,
      createdAt: now,
      modifiedAt: null,
    });
    await recordEvent(tx, now, organizationId, "refund.created", serializeRefund(row));
    await enqueueJob(
      tx,
      now,
      RECONCILE_JOB,
      { organizationId, refundId: row.id },
      { runAt: new Date(now.getTime() + RECONCILE_DELAY_MS), dedupeKey: `${RECONCILE_JOB}:${row.id}` },
    );
    return row;
  });
}

/**
 * `POST /v1/refunds/`: reserves the refund, then refunds amount + tax through the processor
 * outside the transaction and records the outcome. When the processor cannot be reached the
 * refund is answered as `pending` and the reconcile job finishes it with the same idempotency
 * key; a refusal by the processor is a 422 and the refund is recorded as failed.
 */
export async function createRefund(
  deps: SettleDeps,
  organizationId: string,
  input: RefundCreateInput,
): Promise<RefundWire> {
  const reserved = await reserveRefund(deps, organizationId, input);
  try {
    return serializeRefund(await settleRefund(deps, organizationId, reserved.id));
  } catch (error) {
    if (error instanceof AppError && error.status < 500) throw error;
    deps.logger.error(
      { err: error, refundId: reserved.id },
      "refund left pending: the processor call failed",
    );
    return serializeRefund(reserved);
  }
}
