import type { AppContext } from "../../../context.js";
import { type EmailToQueue, queueEmailsIn, subscriptionCycledEmails } from "../service.js";
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
 * The `emails.customer-notify` job: the customer and seller emails the recorded events call for
 * (one event, or the several a bulk change recorded at once), each allowed by the seller's
 * settings, queued in one transaction with dedupe keys, so a retried job (or the same job run
 * twice) records each email once; `email.send` delivers them.
 */
export async function notifyForEvents(
  ctx: AppContext,
  sources: NotifySources,
  eventIds: string[],
): Promise<number> {
  const scopes = new Map<string, NotifyScope | null>();
  const emails: EmailToQueue[] = [];
  for (const event of await sources.events(ctx, eventIds)) {
    let scope = scopes.get(event.organizationId);
    if (scope === undefined) {
      scope = await scopeOf(ctx, sources, event.organizationId);
      scopes.set(event.organizationId, scope);
    }
    if (scope) emails.push(...(await emailsFor(scope, event)));
  }
  if (emails.length === 0) return 0;
  const ids = await ctx.db.transaction((tx) => queueEmailsIn(tx, ctx, emails));
  return ids.length;
}

async function scopeOf(
  ctx: AppContext,
  sources: NotifySources,
  organizationId: string,
): Promise<NotifyScope | null> {
  const seller = await sources.seller(ctx, organizationId);
  if (!seller) return null;
  return {
    ctx,
    sources,
    seller,
    brand: { name: seller.name, avatarUrl: seller.avatarUrl },
    portalUrl: sources.portalUrl(ctx.config.baseUrl, seller.slug),
    customerSetting: (key) => seller.customerEmailSettings[key] !== false,
    notificationSetting: (key) => seller.notificationSettings[key] !== false,
    cycledReceipt: subscriptionCycledEmails(),
  };
}
