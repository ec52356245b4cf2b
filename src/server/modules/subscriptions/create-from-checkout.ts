import { uuidv7 } from "../../lib/ids.js";
import { getCustomerRow } from "../customers/service.js";
import type { DiscountRow } from "../discounts/service.js";
import { getSellerSettings } from "../organizations/service.js";
import { findPricesOf, type ProductRow } from "../products/service.js";
import { AlreadyActiveSubscriptionError } from "./errors.js";
import { anchorDayOf, nextPeriodEnd, type RecurringInterval } from "./periods.js";
import { settleUsage } from "./renewal/usage.js";
import { findActiveSubscriptionsOf, insertSubscription, type SubscriptionRow } from "./repository.js";
import { recordSubscriptionEvents, type SubscriptionReader } from "./service.js";
import { customerTime } from "./timed.js";

type Metadata = Record<string, string | number | boolean>;

/** Upper bound of the periods walked when counting a repeating discount's renewals (day intervals). */
const MAX_WALK = 100_000;

/**
 * How many renewals after the first period a discount still applies to (`discount_periods_left`):
 * `once` → 0 (first period only), `forever` → null (always). `repeating` follows Polar's rule:
 * the discount lasts `duration_in_months` calendar months from when it was applied (the start of
 * the subscription) and a renewal keeps it while its period starts no later than
 * `start + (duration_in_months − 1) months`. For monthly plans that is `duration_in_months − 1`
 * renewals; a yearly plan keeps a 3-month discount for its first year only (0 renewals) and a
 * 24-month one for the first two years (1 renewal); week and day plans count the periods that
 * start within the window the same way.
 */
export function discountPeriodsLeft(
  discount: Pick<DiscountRow, "duration" | "durationInMonths">,
  start: Date,
  interval: RecurringInterval,
  count: number,
): number | null {
  if (discount.duration === "forever") return null;
  if (discount.duration === "once") return 0;
  const months = discount.durationInMonths ?? 1;
  if (months <= 1) return 0;
  const anchor = anchorDayOf(start);
  const lastStart = nextPeriodEnd(start, "month", months - 1, anchor);
  let periodStart = nextPeriodEnd(start, interval, count, anchor);
  let renewals = 0;
  while (periodStart.getTime() <= lastStart.getTime() && renewals < MAX_WALK) {
    renewals += 1;
    periodStart = nextPeriodEnd(periodStart, interval, count, anchor);
  }
  return renewals;
}

/**
 * Refuses a purchase of a recurring product by a customer who already has a trialing, active or
 * past_due subscription in the organization, when the seller's `allow_multiple_subscriptions`
 * is off (Polar's 403 `AlreadyActiveSubscriptionError`). Call it in the checkout's confirmation,
 * before any charge.
 */
export async function assertCanSubscribe(
  ctx: SubscriptionReader,
  organizationId: string,
  customerId: string,
): Promise<void> {
  const settings = await getSellerSettings(ctx, organizationId);
  if (settings.allow_multiple_subscriptions) return;
  const active = await findActiveSubscriptionsOf(ctx.db, organizationId, customerId);
  if (active.length > 0) throw new AlreadyActiveSubscriptionError();
}

export interface NewCheckoutSubscription {
  organizationId: string;
  customerId: string;
  product: ProductRow;
  /** The subscribed price (the checkout's `product_price_id`). */
  priceId: string | null;
  /** One period's price before discount, minor units (for inclusive prices, tax included). */
  amount: number;
  currency: string;
  discount: DiscountRow | null;
  /** The saved card (`customer_payment_method.id`) renewals are charged to; null for a free plan. */
  paymentMethodId: string | null;
  checkoutId: string;
  metadata: Metadata;
  customFieldData: Record<string, unknown>;
  /** The checkout's active trial: the subscription starts `trialing` for that long. */
  trial?: { interval: RecurringInterval; count: number } | null;
}

/**
 * Creates the subscription a succeeded checkout of a recurring product starts, in the checkout's
 * fulfilment transaction (`{ db: tx, config }`): active from `now` (the test clock's time when the
 * customer is on one), first period `[now, now + interval × count)` anchored on that day of month, and records
 * `subscription.created`, `.active`, `.updated` and `customer.state_changed`. With a trial it
 * starts `trialing` instead: `trial_start` now, `trial_end` = `current_period_end` = now + the
 * trial, paid periods anchored on the trial end's day (the first renewal converts it).
 */
export async function createSubscriptionFromCheckout(
  ctx: SubscriptionReader,
  now: Date,
  input: NewCheckoutSubscription,
): Promise<SubscriptionRow> {
  const interval = input.product.recurringInterval as RecurringInterval | null;
  if (!interval) throw new Error(`product ${input.product.id} is not recurring`);
  // A customer on a test clock subscribes at the clock's time, and the subscription runs on it.
  const owner = await getCustomerRow(ctx.db, input.organizationId, input.customerId, {
    includeDeleted: true,
  });
  const testClockId = owner?.testClockId ?? null;
  now = await customerTime({ clock: { now: () => now } }, ctx.db, input.organizationId, testClockId);
  const count = input.product.recurringIntervalCount ?? 1;
  const trial = input.trial ?? null;
  const trialEnd = trial ? nextPeriodEnd(now, trial.interval, trial.count, anchorDayOf(now)) : null;
  const anchor = anchorDayOf(trialEnd ?? now);
  // A trial is not a paid period: the discount's periods count from the first paid one, which
  // the conversion renewal consumes (hence one more).
  const left = input.discount ? discountPeriodsLeft(input.discount, trialEnd ?? now, interval, count) : null;
  // The product's metered prices in the checkout's currency bill usage in arrears at each renewal
  // (Polar subscribes to all of a product's prices).
  const metered = (await findPricesOf(ctx.db, input.organizationId, [input.product.id])).filter(
    (p) =>
      p.amountType === "metered_unit" &&
      !p.isArchived &&
      p.priceCurrency === input.currency &&
      p.id !== input.priceId,
  );
  const row = await insertSubscription(ctx.db, {
    id: uuidv7(),
    organizationId: input.organizationId,
    customerId: input.customerId,
    productId: input.product.id,
    priceIds: [...(input.priceId ? [input.priceId] : []), ...metered.map((p) => p.id)],
    status: trial ? "trialing" : "active",
    amount: input.amount,
    currency: input.currency,
    recurringInterval: interval,
    recurringIntervalCount: count,
    billingAnchorDay: anchor,
    currentPeriodStart: now,
    currentPeriodEnd: trialEnd ?? nextPeriodEnd(now, interval, count, anchor),
    trialStart: trial ? now : null,
    trialEnd,
    startedAt: now,
    discountId: input.discount?.id ?? null,
    discountPeriodsLeft: trial && left !== null ? left + 1 : left,
    checkoutId: input.checkoutId,
    paymentMethodId: input.paymentMethodId,
    metadata: input.metadata,
    customFieldData: input.customFieldData,
    testClockId,
    createdAt: now,
  });
  // The meters of its metered prices start their period now: usage sent before is not billed.
  await settleUsage(ctx.db, now, row, { bill: false });
  await recordSubscriptionEvents(ctx, now, null, row);
  return row;
}
