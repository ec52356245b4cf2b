import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { IdempotencyKeyReusedError } from "../../payments/errors.js";
import type { Charge, PaymentMethod } from "../../payments/processor.js";
import { grantBenefits } from "../benefit-grants/service.js";
import {
  type CustomerRow,
  customerStateJob,
  getCustomerRow,
  saveCustomerPaymentMethod,
  setProcessorCustomerRef,
} from "../customers/service.js";
import { releaseRedemption } from "../discounts/service.js";
import { systemEventsSql } from "../events/service.js";
import { insertNewOrder } from "../orders/service.js";
import { createSubscriptionFromCheckout } from "../subscriptions/service.js";
import { recordEvent, recordEvents } from "../webhooks/service.js";
import { chosenAmount } from "./apply.js";
import { activeTrialOf, type CheckoutView, checkoutFlags, loadView, productOf } from "./load.js";
import {
  type CheckoutRow,
  findCheckout,
  lockConfirmedAttempt,
  settleConfirmedAttempt,
  updateCheckoutRow,
} from "./repository.js";
import { serializeCheckout } from "./serialize.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

/** Kept in `processor_metadata` (never on the wire) while an attempt holds a discount redemption. */
export const REDEEMED_KEY = "redeemed_discount_id";

/** How one payment attempt of a confirmed checkout ended. */
export type Settlement =
  | { outcome: "succeeded"; view: CheckoutView }
  | { outcome: "failed"; view: CheckoutView; message: string }
  /** Someone else (the confirm request or the reconcile job) settled this attempt already. */
  | { outcome: "settled"; row: CheckoutRow | null };

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
 * Fulfils a paid (or free) attempt in one transaction: moves the checkout to `succeeded` (the
 * UPDATE locks the attempt's row, which must still be `confirmed`: at most once per attempt, and
 * `order.checkout_id` is unique), saves the payment method of a recurring purchase as the
 * customer's default, creates the subscription of a recurring product, creates the order
 * (`purchase`, or `subscription_create` linked to the subscription), grants the product's
 * benefits (to the subscription, or to the order of a one-time purchase: the grants' work runs
 * in jobs), and records `order.created`, `order.paid` and `checkout.updated` in one statement.
 * `customer.state_changed` of a one-time purchase is recorded by a job (the buyer need not wait
 * for it); a subscription records its own here.
 */
async function fulfil(
  ctx: Deps,
  view: CheckoutView,
  attempt: number,
  charge: Charge | null,
  paymentMethod: PaymentMethod | null,
  known?: CustomerRow,
): Promise<Settlement> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const orderId = uuidv7();
    const locked = await settleConfirmedAttempt(tx, view.row.organizationId, view.row.id, attempt, {
      status: "succeeded",
      orderId,
      chargeRef: charge?.id ?? null,
      paymentError: null,
      modifiedAt: now,
    });
    if (!locked) return { outcome: "settled", row: null };
    // The offered products and prices of a confirmed checkout no longer change: the catalog
    // loaded for the charge is the one the order is made from.
    const product = productOf(view.catalog, locked.productId)!;
    const customerId = locked.customerId!;
    // Only for the order's billing name when the checkout has none: the customer as its confirmation left it.
    const customer =
      known?.id === customerId
        ? known
        : await getCustomerRow(tx, locked.organizationId, customerId, { includeDeleted: true });
    const paymentMethodId = paymentMethod
      ? await saveCustomerPaymentMethod(tx, {
          id: uuidv7(),
          organizationId: locked.organizationId,
          customerId,
          processor: ctx.payments.name,
          processorRef: paymentMethod.id,
          type: paymentMethod.type,
          brand: paymentMethod.brand,
          last4: paymentMethod.last4,
          expMonth: paymentMethod.expMonth,
          expYear: paymentMethod.expYear,
          createdAt: now,
        })
      : null;
    const redeemed = locked.processorMetadata[REDEEMED_KEY] ?? null;
    // A trial starts the subscription `trialing`, with a $0 paid first order.
    const trial = product.row.recurringInterval
      ? activeTrialOf({ row: locked, catalog: view.catalog })
      : null;
    // A recurring product starts a subscription (its events and customer.state_changed are
    // recorded here); its first order and its benefits belong to it.
    const subscription = product.row.recurringInterval
      ? await createSubscriptionFromCheckout({ db: tx, config: ctx.config }, now, {
          organizationId: locked.organizationId,
          customerId,
          product: product.row,
          priceId: locked.productPriceId,
          // The price as chosen (tax included for inclusive prices), which each renewal re-prices.
          amount: chosenAmount(locked),
          currency: locked.currency,
          discount: redeemed && view.discount?.row.id === redeemed ? view.discount.row : null,
          paymentMethodId,
          checkoutId: locked.id,
          metadata: locked.metadata,
          customFieldData: locked.customFieldData,
          trial,
        })
      : null;
    const order = await insertNewOrder(
      tx,
      now,
      {
        id: orderId,
        organizationId: locked.organizationId,
        customerId,
        productId: product.row.id,
        discountId: redeemed,
        subscriptionId: subscription?.id ?? null,
        checkoutId: locked.id,
        billingReason: product.row.recurringInterval ? "subscription_create" : "purchase",
        currency: locked.currency,
        items: [
          {
            label: trial ? `${product.row.name} (trial)` : product.row.name,
            amount: trial ? 0 : locked.amount,
            taxAmount: trial ? 0 : (locked.taxAmount ?? 0),
            proration: false,
            productPriceId: locked.productPriceId,
          },
        ],
        discountAmount: trial ? 0 : locked.discountAmount,
        billingName: locked.customerBillingName ?? customer?.billingName ?? locked.customerName,
        billingAddress: locked.customerBillingAddress,
        metadata: locked.metadata,
        customFieldData: locked.customFieldData,
        processor: charge ? ctx.payments.name : null,
        chargeRef: charge?.id ?? null,
        paymentMethodId,
        paid: true,
      },
      { product: product.row },
      // Written below by the events' statement.
      { defer: true },
    );
    await grantBenefits(tx, now, {
      organizationId: locked.organizationId,
      customerId,
      productId: product.row.id,
      orderId: subscription ? null : order.row.id,
      subscriptionId: subscription?.id ?? null,
      // The catalog's: the benefits the product had when the checkout was confirmed.
      benefitIds: product.benefits.map((b) => b.id),
    });
    const done = { row: locked, catalog: view.catalog, discount: view.discount };
    const system = systemEventsSql(locked.organizationId, order.systemEvents);
    await recordEvents(
      tx,
      now,
      locked.organizationId,
      [...order.events, { type: "checkout.updated", data: serializeCheckout(done, ctx.config.baseUrl) }],
      // A one-time purchase's customer.state_changed, by a job (a subscription records its own).
      subscription ? [] : [customerStateJob(locked.organizationId, customerId)],
      // The order and its items, and its system events, in the same statement.
      [...order.writes, ...(system ? [system] : [])],
    );
    return { outcome: "succeeded", view: done };
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
