/** The job that turns one recorded webhook event into the customer and seller emails it calls for. */
export const CUSTOMER_NOTIFY_JOB = "emails.customer-notify";

/**
 * The webhook event types an email may follow from (Polar's choices): a paid order (receipt,
 * subscription confirmation, renewal receipt, the seller's new-order and new-subscription
 * notices), a subscription canceled, uncanceled or ended, and a refund that went through.
 */
export const CUSTOMER_NOTIFY_EVENT_TYPES: ReadonlySet<string> = new Set([
  "order.paid",
  "subscription.canceled",
  "subscription.uncanceled",
  "subscription.revoked",
  "refund.updated",
]);
