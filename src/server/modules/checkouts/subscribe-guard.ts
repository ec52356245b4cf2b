import { lockCustomerRow } from "../customers/service.js";
import { getSellerSettings } from "../organizations/service.js";
import { getProductRows } from "../products/service.js";
import { AlreadyActiveSubscriptionError } from "../subscriptions/errors.js";
import { activeSubscriptionsOf, type SubscriptionReader } from "../subscriptions/service.js";
import { confirmedProductIdsOfCustomer } from "./repository.js";

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
  await lockCustomerRow(ctx.db, organizationId, customerId);
  const active = await activeSubscriptionsOf(ctx.db, organizationId, customerId);
  if (active.length > 0) throw new AlreadyActiveSubscriptionError();
  const confirmed = await confirmedProductIdsOfCustomer(ctx.db, organizationId, customerId, checkoutId);
  if (confirmed.length === 0) return;
  const products = await getProductRows(ctx, organizationId, confirmed);
  if (products.some((p) => p.recurringInterval !== null)) throw new AlreadyActiveSubscriptionError();
}
