import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import type { Charge, PaymentMethod } from "../../payments/processor.js";
import { grantBenefits } from "../benefit-grants/service.js";
import {
  type CustomerRow,
  customerStateJob,
  getCustomerRow,
  saveCustomerPaymentMethod,
  takeKnownInvoiceNumber,
} from "../customers/service.js";
import { systemEventsSql } from "../events/service.js";
import { insertNewOrder, type NewOrder } from "../orders/service.js";
import { createSubscriptionFromCheckout } from "../subscriptions/service.js";
import { recordEvents, recordEventsIf } from "../webhooks/service.js";
import { chosenAmount } from "./apply.js";
import { settleKnownAttemptSql } from "./guarded-repository.js";
import { activeTrialOf, type CheckoutView, productOf } from "./load.js";
import { type CheckoutRow, settleConfirmedAttempt, withPatch } from "./repository.js";
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

type Product = NonNullable<ReturnType<typeof productOf>>;

/** The order of a settled attempt (`locked`: the checkout as it settles). */
function orderOf(
  ctx: Deps,
  locked: CheckoutRow,
  product: Product,
  parts: {
    orderId: string;
    customer: CustomerRow | null | undefined;
    trial: boolean;
    subscriptionId: string | null;
    charge: Charge | null;
    paymentMethodId: string | null;
  },
): NewOrder {
  const { trial, charge } = parts;
  return {
    id: parts.orderId,
    organizationId: locked.organizationId,
    customerId: locked.customerId!,
    productId: product.row.id,
    discountId: locked.processorMetadata[REDEEMED_KEY] ?? null,
    subscriptionId: parts.subscriptionId,
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
    // The customer only for the billing name when the checkout has none.
    billingName: locked.customerBillingName ?? parts.customer?.billingName ?? locked.customerName,
    billingAddress: locked.customerBillingAddress,
    metadata: locked.metadata,
    customFieldData: locked.customFieldData,
    processor: charge ? ctx.payments.name : null,
    chargeRef: charge?.id ?? null,
    paymentMethodId: parts.paymentMethodId,
    paid: true,
  };
}

/** What a settled attempt records: the order's events and `checkout.updated`, and their writes. */
function settledEvents(ctx: Deps, done: CheckoutView, order: Awaited<ReturnType<typeof insertNewOrder>>) {
  const system = systemEventsSql(done.row.organizationId, order.systemEvents);
  return {
    events: [
      ...order.events,
      { type: "checkout.updated" as const, data: serializeCheckout(done, ctx.config.baseUrl) },
    ],
    // The order and its items, and its system events, in the same statement.
    writes: [...order.writes, ...(system ? [system] : [])],
  };
}

/**
 * A one-time purchase without benefits, in one statement and no transaction: the checkout's
 * settlement and the customer's invoice number are taken only while both rows are still as the
 * confirmation left them (`view.row`, `known`), and the order, its items and the events are written
 * only if both were. Null when that did not hold (another settlement, an edit, another order of
 * the customer): nothing was written and the transactional path decides.
 */
async function fulfilAtOnce(
  ctx: Deps,
  view: CheckoutView,
  product: Product,
  charge: Charge | null,
  known: CustomerRow,
): Promise<Settlement | null> {
  const now = ctx.clock.now();
  const orderId = uuidv7();
  const patch = {
    status: "succeeded" as const,
    orderId,
    chargeRef: charge?.id ?? null,
    paymentError: null,
    modifiedAt: now,
  };
  const settle = settleKnownAttemptSql(ctx.db, view.row, patch);
  const invoice = takeKnownInvoiceNumber(ctx.db, known);
  const done = { row: withPatch(view.row, patch), catalog: view.catalog, discount: view.discount };
  const input = orderOf(ctx, done.row, product, {
    orderId,
    customer: known,
    trial: false,
    subscriptionId: null,
    charge,
    paymentMethodId: null,
  });
  const order = await insertNewOrder(ctx.db, now, input, { product: product.row }, { defer: true, invoice });
  const { events, writes } = settledEvents(ctx, done, order);
  const ids = await recordEventsIf(
    ctx.db,
    [settle, invoice.write],
    now,
    done.row.organizationId,
    events,
    [customerStateJob(done.row.organizationId, known.id)],
    writes,
  );
  return ids ? { outcome: "succeeded", view: done } : null;
}

/**
 * Fulfils a paid (or free) attempt atomically: moves the checkout to `succeeded` (it must still be
 * `confirmed` at this attempt: at most once per attempt, and `order.checkout_id` is unique), saves
 * the payment method of a recurring purchase as the customer's default, creates the subscription
 * of a recurring product, creates the order (`purchase`, or `subscription_create` linked to the
 * subscription), grants the product's benefits (to the subscription, or to the order of a one-time
 * purchase: the grants' work runs in jobs), and records `order.created`, `order.paid` and
 * `checkout.updated`. `customer.state_changed` of a one-time purchase is recorded by a job (the
 * buyer need not wait for it); a subscription records its own here. A one-time purchase without
 * benefits whose customer the confirmation just read is one statement (`fulfilAtOnce`); anything
 * else, or when that finds a row changed, one transaction.
 */
export async function fulfil(
  ctx: Deps,
  view: CheckoutView,
  attempt: number,
  charge: Charge | null,
  paymentMethod: PaymentMethod | null,
  known?: CustomerRow,
): Promise<Settlement> {
  // The offered products and prices of a confirmed checkout no longer change: the catalog
  // loaded for the charge is the one the order is made from.
  const product = productOf(view.catalog, view.row.productId)!;
  if (
    !product.row.recurringInterval &&
    !paymentMethod &&
    product.benefits.length === 0 &&
    known &&
    known.id === view.row.customerId &&
    view.row.status === "confirmed" &&
    view.row.paymentAttempts === attempt
  ) {
    const settled = await fulfilAtOnce(ctx, view, product, charge, known);
    if (settled) return settled;
  }
  return ctx.db.transaction((tx) =>
    fulfilInTransaction(ctx, tx, view, attempt, product, charge, paymentMethod, known),
  );
}

async function fulfilInTransaction(
  ctx: Deps,
  tx: Executor,
  view: CheckoutView,
  attempt: number,
  product: Product,
  charge: Charge | null,
  paymentMethod: PaymentMethod | null,
  known?: CustomerRow,
): Promise<Settlement> {
  const now = ctx.clock.now();
  const orderId = uuidv7();
  const locked = await settleConfirmedAttempt(tx, view.row.organizationId, view.row.id, attempt, {
    status: "succeeded",
    orderId,
    chargeRef: charge?.id ?? null,
    paymentError: null,
    modifiedAt: now,
  });
  if (!locked) return { outcome: "settled", row: null };
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
  const trial = product.row.recurringInterval ? activeTrialOf({ row: locked, catalog: view.catalog }) : null;
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
  const input = orderOf(ctx, locked, product, {
    orderId,
    customer,
    trial: trial !== null,
    subscriptionId: subscription?.id ?? null,
    charge,
    paymentMethodId,
  });
  // Written below by the events' statement.
  const order = await insertNewOrder(tx, now, input, { product: product.row }, { defer: true });
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
  const { events, writes } = settledEvents(ctx, done, order);
  await recordEvents(
    tx,
    now,
    locked.organizationId,
    events,
    // A one-time purchase's customer.state_changed, by a job (a subscription records its own).
    subscription ? [] : [customerStateJob(locked.organizationId, customerId)],
    writes,
  );
  return { outcome: "succeeded", view: done };
}
