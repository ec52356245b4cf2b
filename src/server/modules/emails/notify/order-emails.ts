import {
  type EmailToQueue,
  orderConfirmationEmail,
  sellerNewOrderEmail,
  sellerNewSubscriptionEmail,
  subscriptionConfirmationEmail,
} from "../service.js";
import { dedupeKey, type NotifyScope } from "./scope.js";
import type { RecordedEvent } from "./sources.js";
import { type OrderFacts, readOrder } from "./wire.js";

/** The customer's email for a paid order, by billing reason (Polar's `send_confirmation_email`). */
async function customerEmail(scope: NotifyScope, order: OrderFacts): Promise<EmailToQueue[]> {
  const to = order.customerEmail;
  if (!to) return [];
  const { brand, portalUrl } = scope;
  const orderUrl = `${portalUrl}/orders/${order.id}`;
  const common = { brand, to, productName: order.productName, order };
  switch (order.billingReason) {
    case "purchase": {
      if (!scope.customerSetting("order_confirmation")) return [];
      const message = await orderConfirmationEmail({ ...common, orderUrl });
      return [
        { template: "order-confirmation", message, dedupeKey: dedupeKey("order-confirmation", order.id, to) },
      ];
    }
    case "subscription_create": {
      if (!scope.customerSetting("subscription_confirmation") || !order.subscriptionId) return [];
      const message = await subscriptionConfirmationEmail({
        ...common,
        renewsAt: order.renewsAt,
        orderUrl,
        subscriptionUrl: `${portalUrl}/subscriptions/${order.subscriptionId}`,
      });
      const template = "subscription-confirmation";
      return [{ template, message, dedupeKey: dedupeKey(template, order.id, to) }];
    }
    case "subscription_cycle": {
      if (!scope.customerSetting("subscription_cycled")) return [];
      const message = await scope.cycledReceipt({ ...common, renewsAt: order.renewsAt, orderUrl });
      return [
        {
          template: "subscription-cycled",
          message,
          dedupeKey: dedupeKey("subscription-cycled", order.id, to),
        },
      ];
    }
    default:
      return [];
  }
}

/** The members' notice of a new sale: `new_order` for a purchase, `new_subscription` for a new subscription. */
async function memberEmails(scope: NotifyScope, order: OrderFacts): Promise<EmailToQueue[]> {
  const { ctx, seller, brand } = scope;
  const isNewSubscription = order.billingReason === "subscription_create";
  if (order.billingReason !== "purchase" && !isNewSubscription) return [];
  if (!scope.notificationSetting(isNewSubscription ? "new_subscription" : "new_order")) return [];
  const members = await scope.sources.memberEmails(ctx, seller.id);
  const template = isNewSubscription ? "new-subscription" : "new-order";
  const render = isNewSubscription ? sellerNewSubscriptionEmail : sellerNewOrderEmail;
  const dashboardUrl = isNewSubscription
    ? `${ctx.config.baseUrl}/subscriptions/${order.subscriptionId}`
    : `${ctx.config.baseUrl}/orders/${order.id}`;
  const out: EmailToQueue[] = [];
  for (const to of members) {
    const message = await render({
      brand,
      to,
      productName: order.productName,
      customerEmail: order.customerEmail ?? "A customer",
      amount: order.total_amount,
      currency: order.currency,
      dashboardUrl,
    });
    out.push({ template, message, dedupeKey: dedupeKey(template, order.id, to) });
  }
  return out;
}

/** `order.paid`: the customer's receipt (or subscription confirmation, or renewal receipt) and the members' notice. */
export async function orderEmails(scope: NotifyScope, event: RecordedEvent): Promise<EmailToQueue[]> {
  const order = readOrder(event.data);
  if (!order) return [];
  return [...(await customerEmail(scope, order)), ...(await memberEmails(scope, order))];
}
