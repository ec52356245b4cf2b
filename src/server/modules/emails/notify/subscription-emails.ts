import {
  type EmailToQueue,
  refundIssuedEmail,
  subscriptionCanceledEmail,
  subscriptionEndedKey,
  subscriptionRevokedEmail,
  subscriptionUncanceledEmail,
} from "../service.js";
import { dedupeKey, type NotifyScope } from "./scope.js";
import type { RecordedEvent } from "./sources.js";
import { readOrder, readRefund, readSubscription } from "./wire.js";

/**
 * `subscription.canceled` (set to end at the period end; one that ended at once gets the
 * `subscription.revoked` email only), `subscription.uncanceled` and `subscription.revoked`.
 */
export async function subscriptionEmails(scope: NotifyScope, event: RecordedEvent): Promise<EmailToQueue[]> {
  const sub = readSubscription(event.data);
  const to = sub?.customerEmail;
  if (!sub || !to) return [];
  const { brand, portalUrl } = scope;
  const subscriptionUrl = `${portalUrl}/subscriptions/${sub.id}`;
  const common = { brand, to, productName: sub.productName };
  if (event.type === "subscription.canceled") {
    if (sub.endedAt || !scope.customerSetting("subscription_cancellation")) return [];
    const message = await subscriptionCanceledEmail({
      ...common,
      endsAt: sub.endsAt ?? sub.currentPeriodEnd,
      subscriptionUrl,
    });
    const template = "subscription-canceled";
    return [{ template, message, dedupeKey: dedupeKey(template, event.id, to) }];
  }
  if (event.type === "subscription.uncanceled") {
    if (!scope.customerSetting("subscription_uncanceled")) return [];
    const message = await subscriptionUncanceledEmail({
      ...common,
      renewsAt: sub.currentPeriodEnd,
      amount: sub.amount,
      currency: sub.currency,
      subscriptionUrl,
    });
    const template = "subscription-uncanceled";
    return [{ template, message, dedupeKey: dedupeKey(template, event.id, to) }];
  }
  if (!scope.customerSetting("subscription_revoked")) return [];
  const message = await subscriptionRevokedEmail({ ...common, portalUrl });
  return [{ template: "subscription-revoked", message, dedupeKey: subscriptionEndedKey(sub.id, to) }];
}

/**
 * `refund.updated` to `succeeded`: the customer is told what comes back. Polar has no setting for
 * it; it follows `order_confirmation` (the receipts).
 */
export async function refundEmails(scope: NotifyScope, event: RecordedEvent): Promise<EmailToQueue[]> {
  const refund = readRefund(event.data);
  if (refund?.status !== "succeeded" || !scope.customerSetting("order_confirmation")) return [];
  const order = readOrder(await scope.sources.order(scope.ctx, scope.seller.id, refund.orderId));
  const to = order?.customerEmail;
  if (!order || !to) return [];
  const message = await refundIssuedEmail({
    brand: scope.brand,
    to,
    productName: order.productName,
    amount: refund.amount,
    taxAmount: refund.taxAmount,
    currency: refund.currency,
    invoiceNumber: order.invoice_number,
    orderUrl: `${scope.portalUrl}/orders/${order.id}`,
  });
  return [{ template: "refund-issued", message, dedupeKey: dedupeKey("refund-issued", refund.id, to) }];
}
