import { and, eq, isNotNull, ne } from "drizzle-orm";
import { checkout } from "../../db/schema/checkouts.js";
import { customer } from "../../db/schema/customers.js";
import { product } from "../../db/schema/products.js";
import type { Executor } from "../../db/types.js";
import { getSellerSettings } from "../organizations/service.js";
import { AlreadyActiveSubscriptionError } from "../subscriptions/errors.js";
import { findActiveSubscriptionsOf } from "../subscriptions/repository.js";
import type { SubscriptionReader } from "../subscriptions/service.js";

/**
 * Refuses the confirmation of a checkout of a recurring product when the seller's
 * `allow_multiple_subscriptions` is off and the customer already has a trialing, active or
 * past_due subscription, or another checkout of a recurring product being paid right now
 * (confirmed, not yet settled): Polar's 403 `AlreadyActiveSubscriptionError`.
 *
 * Runs in the confirmation's claim transaction and locks the customer's row first, so two
 * checkouts of one customer confirmed at the same moment are decided one after the other: the
 * second sees the first as confirmed and is refused before any charge. (If the first payment is
 * then declined, the customer can confirm the second again.)
 */
export async function assertCustomerMaySubscribe(
  ctx: SubscriptionReader,
  organizationId: string,
  customerId: string,
  checkoutId: string,
): Promise<void> {
  const settings = await getSellerSettings(ctx, organizationId);
  if (settings.allow_multiple_subscriptions) return;
  await lockCustomer(ctx.db, customerId);
  const active = await findActiveSubscriptionsOf(ctx.db, organizationId, customerId);
  if (active.length > 0) throw new AlreadyActiveSubscriptionError();
  const [inFlight] = await ctx.db
    .select({ id: checkout.id })
    .from(checkout)
    .innerJoin(product, eq(product.id, checkout.productId))
    .where(
      and(
        eq(checkout.organizationId, organizationId),
        eq(checkout.customerId, customerId),
        eq(checkout.status, "confirmed"),
        ne(checkout.id, checkoutId),
        isNotNull(product.recurringInterval),
      ),
    )
    .limit(1);
  if (inFlight) throw new AlreadyActiveSubscriptionError();
}

async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId)).for("update");
}
