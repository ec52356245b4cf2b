import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { IdempotencyKeyReusedError } from "../../payments/errors.js";
import type { Charge, PaymentMethod } from "../../payments/processor.js";
import { type CustomerRow, getCustomerRow, setProcessorCustomerRef } from "../customers/service.js";
import { releaseRedemption } from "../discounts/service.js";
import { recordEvent } from "../webhooks/service.js";
import { fulfil, REDEEMED_KEY, type Settlement } from "./fulfil.js";
import { type CheckoutView, checkoutFlags, loadView, productOf } from "./load.js";
import { type CheckoutRow, findCheckout, lockConfirmedAttempt, updateCheckoutRow } from "./repository.js";
import { serializeCheckout } from "./serialize.js";

export { REDEEMED_KEY, type Settlement };

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

/** The idempotency key of an attempt's charge: the same attempt never charges twice. */
export const chargeKey = (checkoutId: string, attempt: number) => `checkout:${checkoutId}:${attempt}`;

/** The customer's processor customer (`cus_…`), created on their first payment and kept. */
async function ensureProcessorCustomer(ctx: Deps, row: CheckoutRow, known?: CustomerRow): Promise<string> {
  const customerId = row.customerId!;
  const customer =
    known?.id === customerId
      ? known
      : await getCustomerRow(ctx.db, row.organizationId, customerId, { includeDeleted: true });
  if (customer?.processorCustomerRef) return customer.processorCustomerRef;
  const { customerRef } = await ctx.payments.createCustomer({
    organizationId: row.organizationId,
    email: customer?.email ?? row.customerEmail,
    name: customer?.name ?? row.customerName,
  });
  // Two settlements racing both create one; the first recorded wins and both use it.
  return setProcessorCustomerRef(ctx.db, row.organizationId, customerId, customerRef);
}

/**
 * A processor error that is the payment method's fault (unknown token, refused parameters), not an
 * outage. A refused idempotency key is not: Stripe refuses a key while another request with it is
 * still in progress (the confirm request and the reconcile job racing), so it is thrown and retried.
 */
function isPaymentMethodError(error: unknown): error is AppError {
  return (
    error instanceof AppError &&
    !(error instanceof IdempotencyKeyReusedError) &&
    error.status >= 400 &&
    error.status < 500
  );
}

/** Ends the attempt as failed: records the decline, gives back the discount redemption, `checkout.updated`. */
async function failAttempt(
  ctx: Deps,
  view: CheckoutView,
  attempt: number,
  failure: { code: string; message: string },
  charge: Charge | null,
): Promise<Settlement> {
  const { row } = view;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockConfirmedAttempt(tx, row.organizationId, row.id, attempt);
    if (!locked) return { outcome: "settled", row: null };
    const { [REDEEMED_KEY]: redeemed, ...processorMetadata } = locked.processorMetadata;
    if (redeemed) await releaseRedemption({ db: tx }, locked.organizationId, redeemed);
    const saved = await updateCheckoutRow(tx, locked.id, {
      status: "failed",
      paymentError: { ...failure, timestamp: now.toISOString() },
      chargeRef: charge?.id ?? null,
      processorMetadata,
      modifiedAt: now,
    });
    const failed = { row: saved, catalog: view.catalog, discount: view.discount };
    await recordEvent(
      tx,
      now,
      saved.organizationId,
      "checkout.updated",
      serializeCheckout(failed, ctx.config.baseUrl),
    );
    return { outcome: "failed", view: failed, message: failure.message };
  });
}

/**
 * Takes the payment of attempt `attempt` of a confirmed checkout and fulfils it, or records its
 * failure. Runs outside any transaction (processors keep their own). Safe to run again, from
 * another process too (the reconcile job): the charge's idempotency key returns the first charge,
 * and only one settlement of an attempt commits. A processor outage throws and leaves the
 * checkout `confirmed` for the reconcile job.
 */
export async function settleAttempt(
  ctx: Deps,
  organizationId: string,
  checkoutId: string,
  attempt: number,
  /** The checkout as its confirmation just committed it (saves reloading it). */
  confirmed?: CheckoutView,
  /** The checkout's customer as that confirmation left it (saves reading it again). */
  customer?: CustomerRow,
): Promise<Settlement> {
  let view = confirmed;
  if (!view || view.row.paymentAttempts !== attempt || view.row.status !== "confirmed") {
    const row = await findCheckout(ctx.db, organizationId, checkoutId);
    if (row?.status !== "confirmed" || row.paymentAttempts !== attempt) {
      return { outcome: "settled", row: row ?? null };
    }
    view = await loadView(ctx, row);
  }
  const { row } = view;
  const flags = checkoutFlags(view);
  if (!flags.is_payment_form_required) return fulfil(ctx, view, attempt, null, null, customer);

  const recurring = productOf(view.catalog, row.productId)?.row.recurringInterval != null;
  const token = row.paymentMethodToken!;
  let charge: Charge | null = null;
  let paymentMethod: PaymentMethod | null = null;
  try {
    const customerRef = await ensureProcessorCustomer(ctx, row, customer);
    if (flags.is_payment_required) {
      charge = await ctx.payments.charge({
        organizationId,
        amount: row.totalAmount,
        currency: row.currency,
        customerRef,
        paymentMethod: token,
        offSession: false,
        savePaymentMethod: recurring,
        metadata: { checkout_id: row.id },
        idempotencyKey: chargeKey(row.id, attempt),
      });
      if (charge.status === "failed") return failAttempt(ctx, view, attempt, charge.decline, charge);
      if (recurring)
        paymentMethod = await ctx.payments.retrievePaymentMethod(organizationId, charge.paymentMethodId);
    } else {
      // Nothing to pay now (a discount covers it) but a subscription: keep the card for renewals.
      paymentMethod = await ctx.payments.attachPaymentMethod({
        organizationId,
        customerRef,
        paymentMethod: token,
      });
    }
  } catch (error) {
    if (!isPaymentMethodError(error)) throw error;
    return failAttempt(ctx, view, attempt, { code: "payment_method_error", message: error.message }, charge);
  }
  return fulfil(ctx, view, attempt, charge, paymentMethod, customer);
}
