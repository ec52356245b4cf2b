import type { AppContext } from "../../../context.js";
import type { Executor } from "../../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../../http/errors.js";
import { uuidv7 } from "../../../lib/ids.js";
import { type CustomerRow, getCustomerRow } from "../../customers/service.js";
import {
  createOrder,
  getOrderRow,
  getPendingUpdateOrder,
  markOrderPaid,
  markOrderVoid,
} from "../../orders/service.js";
import { PaymentFailed, SubscriptionLocked } from "../errors.js";
import { anchorDayOf } from "../periods.js";
import { chargeOrder } from "../renewal/cycle.js";
import { addPendingItems } from "../renewal/pending-items-repository.js";
import { type SubscriptionRow, updateSubscriptionRow } from "../repository.js";
import { recordSubscriptionEvents, requireSubscriptionWire, type SubscriptionWire } from "../service.js";
import { lockSubscriptionAtItsTime } from "../timed.js";
import { swapBenefits } from "./benefits-swap.js";
import { type PlanChangeQuote, type ProrationBehavior, quotePlanChange } from "./quote.js";
import { scheduleReconcile } from "./reconcile.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

/** The charge of a plan change: one per change (its order), however often it is retried. */
export const planChangeChargeKey = (subscriptionId: string, orderId: string) =>
  `subscription:${subscriptionId}:update:${orderId}`;

export interface PlanChangeInput {
  productId: string;
  behavior: ProrationBehavior | null | undefined;
}

function orderInput(sub: SubscriptionRow, quote: PlanChangeQuote, cust: CustomerRow | null) {
  const taxed = quote.taxed!;
  return {
    organizationId: sub.organizationId,
    customerId: sub.customerId,
    productId: quote.product.id,
    discountId: null,
    subscriptionId: sub.id,
    checkoutId: null,
    billingReason: "subscription_update" as const,
    currency: sub.currency,
    items: taxed.items,
    discountAmount: 0,
    billingName: cust?.billingName ?? null,
    billingAddress: cust?.billingAddress ?? null,
    metadata: sub.metadata,
    customFieldData: {},
    processor: null,
    chargeRef: null,
    paymentMethodId: null,
  };
}

/**
 * Saves the change `quote` describes (the subscription row is locked by the caller): the new
 * plan now (or `pending_update` for `next_period`), the proration lines left for the next
 * renewal (`pending` mode), the benefits moved to the new product, and the events.
 */
async function applyQuote(
  ctx: Deps,
  tx: Executor,
  before: SubscriptionRow,
  quote: PlanChangeQuote,
  now: Date,
): Promise<SubscriptionRow> {
  const requested = { productId: quote.product.id, prorationBehavior: quote.behavior };
  if (quote.behavior === "next_period") {
    const after = await updateSubscriptionRow(tx, before.organizationId, before.id, {
      pendingUpdate: {
        id: uuidv7(),
        createdAt: now.toISOString(),
        appliesAt: quote.appliesAt.toISOString(),
        productId: quote.product.id,
        priceId: quote.price.id,
        amount: quote.amount,
        currency: before.currency,
        recurringInterval: quote.interval,
        recurringIntervalCount: quote.intervalCount,
      },
      modifiedAt: now,
    });
    await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, after, requested);
    return after;
  }
  const after = await updateSubscriptionRow(tx, before.organizationId, before.id, {
    productId: quote.product.id,
    priceIds: [quote.price.id],
    amount: quote.amount,
    recurringInterval: quote.interval,
    recurringIntervalCount: quote.intervalCount,
    pendingUpdate: null,
    ...(quote.keepsDiscount ? {} : { discountId: null, discountPeriodsLeft: null }),
    ...(quote.restartsPeriod
      ? {
          currentPeriodStart: quote.periodStart,
          currentPeriodEnd: quote.periodEnd,
          billingAnchorDay: anchorDayOf(quote.periodStart),
        }
      : {}),
    modifiedAt: now,
  });
  if (quote.mode === "pending") await addPendingItems(tx, now, after, quote.lines);
  await swapBenefits(tx, now, after, quote.product.id);
  await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, after, requested);
  return after;
}

export type Claim =
  | { kind: "done" }
  | {
      kind: "charge";
      orderId: string;
      before: SubscriptionRow;
      quote: PlanChangeQuote;
      now: Date;
    };

/**
 * `PATCH /v1/subscriptions/{id}` with `product_id`: changes the plan (see docs/subscriptions.md,
 * "Plan changes and proration").
 *
 * 1. Claim, in one transaction: lock the subscription, refuse it while another change is being
 *    charged (409 `SubscriptionLocked`), compute the change. Without a charge (prorate,
 *    next_period, trialing, an invoice whose net is not positive) the change is saved here.
 *    Otherwise the `subscription_update` order is created, pending.
 * 2. Charge the saved card off-session, idempotency key `subscription:<id>:update:<order id>`.
 * 3. Settle, in a second transaction: paid → the order is paid and the change saved; declined →
 *    the order is void, nothing else changed, 402 `PaymentFailed`.
 */
export async function changePlan(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: PlanChangeInput,
): Promise<SubscriptionWire> {
  const claim = await ctx.db.transaction(async (tx): Promise<Claim> => {
    const locked = await lockSubscriptionAtItsTime(ctx, tx, organizationId, id);
    if (!locked) throw new NotFoundError("Subscription");
    const { row: before, now } = locked;
    // The plan-change order being charged for this subscription, if any.
    if (await getPendingUpdateOrder(tx, organizationId, before.id)) throw new SubscriptionLocked();
    const quote = await quotePlanChange(tx, before, input, now, "body");
    if (quote.mode !== "order") {
      await applyQuote(ctx, tx, before, quote, now);
      return { kind: "done" };
    }
    const cust = await getCustomerRow(tx, organizationId, before.customerId, { includeDeleted: true });
    const total = quote.taxed!.total;
    if (total <= 0) {
      // An interval change whose credit covers the new period: a paid order of zero now.
      await createOrder(tx, now, { ...orderInput(before, quote, cust), paid: true });
      const after = await applyQuote(ctx, tx, before, quote, now);
      // What the credit leaves over after the new period waits for the next renewal order.
      const net = quote.credit + quote.debit;
      if (net < 0) {
        await addPendingItems(tx, now, after, [
          { label: "Credit carried forward", amount: net, proration: false, productPriceId: null },
        ]);
      }
      return { kind: "done" };
    }
    const created = await createOrder(tx, now, { ...orderInput(before, quote, cust), paid: false });
    // Should this request die before it settles, the reconcile job finishes the change.
    await scheduleReconcile(tx, ctx.clock.now(), {
      organizationId,
      subscriptionId: before.id,
      orderId: created.id,
      productId: input.productId,
      behavior: quote.behavior,
      quotedAt: now.toISOString(),
    });
    return { kind: "charge", orderId: created.id, before, quote, now };
  });
  if (claim.kind === "charge") await chargeAndSettle(ctx, organizationId, claim);
  return requireSubscriptionWire({ db: ctx.db, config: ctx.config }, organizationId, id);
}

/**
 * Step 2 and 3 of a plan change that costs something: the charge (idempotent by the order) and
 * its settlement. Run by the request, and again by the reconcile job when the request died
 * between its steps (`plan-change-reconcile.ts`): the second run gets the first charge back.
 */
export async function chargeAndSettle(
  ctx: Deps,
  organizationId: string,
  claim: Extract<Claim, { kind: "charge" }>,
): Promise<void> {
  const { before, orderId } = claim;
  const pending = await getOrderRow(ctx.db, organizationId, orderId);
  if (pending?.status !== "pending") return;
  const charged = await chargeOrder(ctx, before.id, pending, planChangeChargeKey(before.id, orderId));
  if (charged.status === "failed") {
    await voidOrder(ctx, organizationId, orderId, claim.now);
    throw new PaymentFailed(charged.reason);
  }
  await ctx.db.transaction(async (tx) => {
    const current = await lockSubscriptionAtItsTime(ctx, tx, organizationId, before.id);
    const locked = await getOrderRow(tx, organizationId, orderId, { forUpdate: true });
    if (!current || locked?.status !== "pending") return;
    const { row: sub, now } = current;
    await markOrderPaid(tx, now, organizationId, orderId, charged.paidWith);
    // The claim's order kept any other change out (409), so the row is the one quoted; a
    // subscription ended meanwhile keeps its payment but is not changed any more.
    if (sub.endedAt || sub.status === "canceled") return;
    await applyQuote(ctx, tx, sub, claim.quote, claim.now);
  });
}

/** A plan-change order whose charge failed (or that can no longer apply): void, with `order.updated`. */
export async function voidOrder(
  ctx: Deps,
  organizationId: string,
  orderId: string,
  now: Date,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const locked = await getOrderRow(tx, organizationId, orderId, { forUpdate: true });
    if (locked?.status !== "pending") return;
    await markOrderVoid(tx, now, organizationId, orderId);
  });
}

/** `{pending_update: null}` (Polar's `SubscriptionUpdateClear`): drops the scheduled plan change. */
export async function clearPendingUpdate(
  ctx: Deps,
  organizationId: string,
  id: string,
): Promise<SubscriptionWire> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAtItsTime(ctx, tx, organizationId, id);
    if (!locked) throw new NotFoundError("Subscription");
    const { row: before, now } = locked;
    if (!before.pendingUpdate) {
      // Polar's answer when there is nothing to clear.
      throw new RequestValidationError([
        {
          loc: ["body", "pending_update"],
          msg: "This subscription has no pending update to clear.",
          type: "value_error",
          input: null,
        },
      ]);
    }
    const after = await updateSubscriptionRow(tx, organizationId, id, {
      pendingUpdate: null,
      modifiedAt: now,
    });
    await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, after);
  });
  return requireSubscriptionWire({ db: ctx.db, config: ctx.config }, organizationId, id);
}
