/**
 * `POST /v1/customer-portal/orders/{id}/confirm-payment`: the customer retries the failed payment
 * of an unpaid renewal order (its subscription past_due) with a saved card or a new one.
 *
 * - At most `MANUAL_RETRY_LIMIT` (5, Polar's `CUSTOMER_RETRY_MAX_ATTEMPTS`) manual attempts per
 *   order (429 `ManualRetryLimitExceeded`); they do not use up the automatic dunning retries.
 * - Exactly once: the claim transaction locks the subscription then the order, refuses while a
 *   dunning retry or another manual attempt is in flight (409 `PaymentAlreadyInProgress`), holds
 *   the next automatic retry back for `RETRY_LEASE_MS`, and records the attempt `in_progress`.
 *   The charge runs outside any transaction with the key `order:<id>:manual<n>`; the settle
 *   transaction marks the order paid and the subscription active (or the attempt failed).
 * - An attempt left `in_progress` longer than the lease (its process died) is resumed by the
 *   next call with its own card and key, so a charge that went through is never made twice.
 */
import type { AppContext } from "../../context.js";
import { AppError, RequestValidationError } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { getLivePaymentMethod, type PaymentMethodRow } from "../customers/service.js";
import { orderAmounts } from "../orders/service.js";
import { claimManualRetry, settleManualRetry } from "../subscriptions/service.js";
import {
  findRetriesOfOrder,
  insertRetry,
  type PaymentRetryRow,
  settleRetryRow,
} from "./billing-repository.js";
import {
  ManualRetryLimitExceededError,
  OrderNotEligibleForRetryError,
  PaymentAlreadyInProgressError,
} from "./errors.js";
import { portalCustomerRow } from "./me.js";
import { requireOwnOrder } from "./orders.js";
import { saveCardForRetry } from "./payment-methods.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer" | "logger">;

/** Manual payment retries allowed per order (Polar's `CUSTOMER_RETRY_MAX_ATTEMPTS`). */
export const MANUAL_RETRY_LIMIT = 5;
/** How long a manual attempt holds the order (and the automatic retry back) while it is charged. */
export const RETRY_LEASE_MS = 10 * 60_000;

export const manualChargeKey = (orderId: string, attempt: number) => `order:${orderId}:manual${attempt}`;

const notEligible = () =>
  new OrderNotEligibleForRetryError("Only the unpaid renewal of a past_due subscription can be retried.");

interface Claimed {
  retry: PaymentRetryRow;
}

async function claim(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  orderId: string,
  subscriptionId: string,
  method: PaymentMethodRow,
): Promise<Claimed> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const sub = await claimManualRetry(tx, now, organizationId, subscriptionId, RETRY_LEASE_MS);
    if (sub.kind === "in_flight") throw new PaymentAlreadyInProgressError();
    if (sub.kind === "not_past_due") throw notEligible();
    const order = await requireOwnOrder(tx, organizationId, customerId, orderId, { forUpdate: true });
    if (order.status !== "pending") throw notEligible();
    const retries = await findRetriesOfOrder(tx, organizationId, orderId);
    const live = retries.find((r) => r.status === "in_progress");
    if (live) {
      if (live.createdAt.getTime() + RETRY_LEASE_MS > now.getTime())
        throw new PaymentAlreadyInProgressError();
      return { retry: live };
    }
    if (retries.length >= MANUAL_RETRY_LIMIT) throw new ManualRetryLimitExceededError(MANUAL_RETRY_LIMIT);
    const retry = await insertRetry(tx, {
      id: uuidv7(),
      organizationId,
      customerId,
      orderId,
      subscriptionId,
      attempt: retries.length + 1,
      status: "in_progress",
      paymentMethodId: method.id,
      createdAt: now,
    });
    return { retry };
  });
}

export async function confirmRetryPayment(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  orderId: string,
  input: { payment_method_id?: string | null | undefined; confirmation_token_id?: string | null | undefined },
): Promise<{ status: "succeeded" | "failed"; client_secret: null; error: string | null }> {
  const order = await requireOwnOrder(ctx.db, organizationId, customerId, orderId);
  if (order.status !== "pending" || !order.subscriptionId || order.billingReason !== "subscription_cycle") {
    throw notEligible();
  }
  // Cheap refusals before a new card is attached; the claim checks them again under the locks.
  const earlier = await findRetriesOfOrder(ctx.db, organizationId, orderId);
  const inFlight = earlier.some(
    (r) => r.status === "in_progress" && r.createdAt.getTime() + RETRY_LEASE_MS > ctx.clock.now().getTime(),
  );
  if (inFlight) throw new PaymentAlreadyInProgressError();
  if (earlier.length >= MANUAL_RETRY_LIMIT && !earlier.some((r) => r.status === "in_progress")) {
    throw new ManualRetryLimitExceededError(MANUAL_RETRY_LIMIT);
  }
  const customer = await portalCustomerRow(ctx, organizationId, customerId);
  let method: PaymentMethodRow;
  if (input.payment_method_id) {
    const saved = await getLivePaymentMethod(ctx.db, organizationId, customerId, input.payment_method_id);
    if (!saved) {
      throw new RequestValidationError([
        {
          loc: ["body", "payment_method_id"],
          msg: "Not one of your saved payment methods",
          input: input.payment_method_id,
        },
      ]);
    }
    method = saved;
  } else {
    method = await saveCardForRetry(ctx, customer, input.confirmation_token_id!);
  }
  const { retry } = await claim(ctx, organizationId, customerId, orderId, order.subscriptionId, method);
  const card =
    retry.paymentMethodId === method.id
      ? method
      : await getLivePaymentMethod(ctx.db, organizationId, customerId, retry.paymentMethodId);
  const after = await portalCustomerRow(ctx, organizationId, customerId);
  let outcome: { ok: true; chargeRef: string } | { ok: false; error: string };
  try {
    if (!card || !after.processorCustomerRef)
      throw new OrderNotEligibleForRetryError("The card is no longer saved.");
    const charge = await ctx.payments.charge({
      organizationId,
      amount: orderAmounts(order).total,
      currency: order.currency,
      customerRef: after.processorCustomerRef,
      paymentMethod: card.processorRef,
      offSession: false,
      metadata: { order_id: order.id, subscription_id: order.subscriptionId },
      idempotencyKey: manualChargeKey(order.id, retry.attempt),
    });
    outcome =
      charge.status === "succeeded"
        ? { ok: true, chargeRef: charge.id }
        : { ok: false, error: charge.decline.message };
  } catch (error) {
    // A refusal of the card itself is a failed attempt; an outage leaves it in progress (resumed later).
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    outcome = { ok: false, error: error.message };
  }
  const now = ctx.clock.now();
  const settled = await ctx.db.transaction(async (tx) => {
    if (outcome.ok) {
      await settleManualRetry(ctx, tx, now, order, {
        processor: ctx.payments.name,
        chargeRef: outcome.chargeRef,
        paymentMethodId: card!.id,
      });
    }
    return settleRetryRow(tx, organizationId, retry.id, {
      status: outcome.ok ? "succeeded" : "failed",
      chargeRef: outcome.ok ? outcome.chargeRef : null,
      error: outcome.ok ? null : outcome.error,
      modifiedAt: now,
    });
  });
  if (!settled)
    ctx.logger.warn({ orderId, attempt: retry.attempt }, "manual retry settled by another request");
  return outcome.ok
    ? { status: "succeeded", client_secret: null, error: null }
    : { status: "failed", client_secret: null, error: outcome.error };
}
