import type { AppContext } from "../../../context.js";
import { type EmailToQueue, queueEmailsIn } from "../service.js";
import { orderEmails } from "./order-emails.js";
import type { NotifyScope } from "./scope.js";
import type { NotifySources, RecordedEvent } from "./sources.js";
import { refundEmails, subscriptionEmails } from "./subscription-emails.js";

async function emailsFor(scope: NotifyScope, event: RecordedEvent): Promise<EmailToQueue[]> {
  switch (event.type) {
    case "order.paid":
      return orderEmails(scope, event);
    case "subscription.canceled":
    case "subscription.uncanceled":
    case "subscription.revoked":
      return subscriptionEmails(scope, event);
    case "refund.updated":
      return refundEmails(scope, event);
    default:
      return [];
  }
}

/**
 * The `emails.customer-notify` job: the customer and seller emails one recorded event calls for,
 * each allowed by the seller's settings, queued in one transaction with dedupe keys, so a retried
 * job (or the same job run twice) records each email once; `email.send` delivers them.
 */
export async function notifyForEvent(
  ctx: AppContext,
  sources: NotifySources,
  eventId: string,
): Promise<number> {
  const event = await sources.event(ctx, eventId);
  if (!event) return 0;
  const seller = await sources.seller(ctx, event.organizationId);
  if (!seller) return 0;
  const scope: NotifyScope = {
    ctx,
    sources,
    seller,
    brand: { name: seller.name, avatarUrl: seller.avatarUrl },
    portalUrl: sources.portalUrl(ctx.config.baseUrl, seller.slug),
    customerSetting: (key) => seller.customerEmailSettings[key] !== false,
    notificationSetting: (key) => seller.notificationSettings[key] !== false,
  };
  const emails = await emailsFor(scope, event);
  if (emails.length === 0) return 0;
  const ids = await ctx.db.transaction((tx) => queueEmailsIn(tx, ctx, emails));
  return ids.length;
}
