import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { getDiscount, redeemDiscount } from "../discounts/service.js";
import { isDiscountValid } from "../pricing/service.js";
import { discountPeriodsLeft } from "./create-from-checkout.js";
import { AlreadyCanceledSubscription } from "./errors.js";
import type { RecurringInterval } from "./periods.js";
import { type SubscriptionRow, updateSubscriptionRow } from "./repository.js";
import { recordSubscriptionEvents, requireSubscriptionWire, type SubscriptionWire } from "./service.js";
import { lockSubscriptionAtItsTime } from "./timed.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;
type Metadata = Record<string, string | number | boolean>;

export interface DiscountMetadataInput {
  /** A discount id, null to remove the discount, undefined to leave it. */
  discountId?: string | null | undefined;
  metadata?: Metadata | undefined;
}

const badDiscount = (msg: string, input: unknown) =>
  new RequestValidationError([{ loc: ["body", "discount_id"], msg, type: "value_error", input }]);

/**
 * `PATCH /v1/subscriptions/{id}` with `discount_id` and/or `metadata`, in one transaction.
 *
 * `discount_id` takes effect on the next billing cycle (Polar's rule): the subscription holds the
 * new discount now, and its duration counts from the next period's start — `once` discounts the
 * next renewal only, `repeating` its `duration_in_months` from then (see `discountPeriodsLeft`),
 * `forever` every renewal. The discount must be live in the organization, inside its validity
 * window, not used up and applicable to the subscription's product (422 on `body.discount_id`);
 * setting it counts one redemption. `null` removes the discount. `metadata` replaces the metadata.
 */
export async function changeDiscountAndMetadata(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: DiscountMetadataInput,
): Promise<SubscriptionWire> {
  await ctx.db.transaction(async (tx) => {
    const locked = await lockSubscriptionAtItsTime(ctx, tx, organizationId, id);
    if (!locked) throw new NotFoundError("Subscription");
    const { row: before, now } = locked;
    const patch: Partial<SubscriptionRow> = {};
    if (input.metadata !== undefined) patch.metadata = input.metadata;
    if (input.discountId !== undefined) {
      if (before.status === "canceled" || before.endedAt) {
        throw new AlreadyCanceledSubscription("This subscription has ended: its discount cannot be changed.");
      }
      if (input.discountId === null) {
        if (before.discountId !== null) {
          patch.discountId = null;
          patch.discountPeriodsLeft = null;
        }
      } else if (input.discountId !== before.discountId) {
        const record = await getDiscount({ db: tx }, organizationId, input.discountId);
        if (!record) throw badDiscount("Discount not found.", input.discountId);
        if (!isDiscountValid(record, before.productId, now)) {
          throw badDiscount(
            "This discount cannot be applied: it is expired, not yet valid, used up or not for this product.",
            input.discountId,
          );
        }
        if (!(await redeemDiscount({ db: tx }, organizationId, record.row.id, now))) {
          throw badDiscount("This discount is no longer redeemable.", input.discountId);
        }
        const left = discountPeriodsLeft(
          record.row,
          before.currentPeriodEnd,
          before.recurringInterval as RecurringInterval,
          before.recurringIntervalCount,
        );
        patch.discountId = record.row.id;
        // The next renewal is the discount's first period: it takes one more than the count of
        // renewals after it (a `forever` discount counts none).
        patch.discountPeriodsLeft = left === null ? null : left + 1;
      }
    }
    if (Object.keys(patch).length === 0) return;
    const after = await updateSubscriptionRow(tx, organizationId, id, { ...patch, modifiedAt: now });
    await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, before, after);
  });
  return requireSubscriptionWire({ db: ctx.db, config: ctx.config }, organizationId, id);
}
