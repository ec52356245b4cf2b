import type { OutgoingEmail } from "../transport.js";
import {
  benefitDeliveredEmail,
  emailUpdateVerificationEmail,
  orderConfirmationEmail,
  paymentFailedEmail,
  portalSignInEmail,
  type ReceiptOrder,
  refundIssuedEmail,
  sellerNewOrderEmail,
  sellerNewSubscriptionEmail,
  subscriptionCanceledEmail,
  subscriptionConfirmationEmail,
  subscriptionCycledEmail,
  subscriptionEndedUnpaidEmail,
  subscriptionRevokedEmail,
  subscriptionUncanceledEmail,
} from "./index.js";

/**
 * Every customer and seller email rendered with sample data, by template name: what
 * `scripts/preview-emails.ts` writes to files for a designer or a seller to look at.
 */
export async function renderPreviews(
  baseUrl = "http://localhost:3000",
): Promise<Record<string, OutgoingEmail>> {
  const brand = { name: "Acme Tools", avatarUrl: null };
  const to = "ada@example.com";
  const portal = `${baseUrl}/acme/portal`;
  const order: ReceiptOrder = {
    id: "0190f2a4-0000-7000-8000-000000000001",
    invoice_number: "ACME-0042",
    currency: "usd",
    subtotal_amount: 4900,
    discount_amount: 490,
    tax_amount: 838,
    total_amount: 5248,
    items: [{ label: "Pro plan", amount: 4900 }],
  };
  const orderUrl = `${portal}/orders/${order.id}`;
  const subscriptionUrl = `${portal}/subscriptions/0190f2a4-0000-7000-8000-000000000002`;
  const money = { amount: 4900, currency: "usd" };
  const common = { brand, to, productName: "Pro plan" };
  return {
    "order-confirmation": await orderConfirmationEmail({ ...common, order, orderUrl }),
    "subscription-confirmation": await subscriptionConfirmationEmail({
      ...common,
      order,
      renewsAt: "2031-04-01T10:00:00Z",
      orderUrl,
      subscriptionUrl,
    }),
    "subscription-cycled": await subscriptionCycledEmail({
      ...common,
      order,
      renewsAt: "2031-05-01T10:00:00Z",
      orderUrl,
    }),
    "subscription-renewal-failed": await paymentFailedEmail({
      ...common,
      ...money,
      reason: "Your card was declined.",
      updateCardUrl: portal,
    }),
    "subscription-ended-unpaid": await subscriptionEndedUnpaidEmail({
      ...common,
      ...money,
      portalUrl: portal,
    }),
    "subscription-canceled": await subscriptionCanceledEmail({
      ...common,
      endsAt: "2031-05-01T10:00:00Z",
      subscriptionUrl,
    }),
    "subscription-uncanceled": await subscriptionUncanceledEmail({
      ...common,
      ...money,
      renewsAt: "2031-05-01T10:00:00Z",
      subscriptionUrl,
    }),
    "subscription-revoked": await subscriptionRevokedEmail({ ...common, portalUrl: portal }),
    "refund-issued": await refundIssuedEmail({
      ...common,
      amount: 1250,
      taxAmount: 238,
      currency: "usd",
      invoiceNumber: order.invoice_number,
      orderUrl,
    }),
    "benefit-grant": await benefitDeliveredEmail({
      brand,
      to,
      description: "Pro plan license key",
      section: { lines: ["Your license key (up to 3 activations):"], code: "ACME-8F2K-19QX-77ZD" },
    }),
    "customer-portal-sign-in-code": await portalSignInEmail({ brand, to, code: "K7Q2ZD", portalUrl: portal }),
    "customer-portal-email-update": await emailUpdateVerificationEmail({
      brand,
      to: "new-address@example.com",
      verifyUrl: `${portal}/email-update?token=polar_cev_example`,
      minutes: 30,
    }),
    "new-order": await sellerNewOrderEmail({
      ...common,
      to: "owner@example.com",
      customerEmail: to,
      amount: 5248,
      currency: "usd",
      dashboardUrl: `${baseUrl}/orders/${order.id}`,
    }),
    "new-subscription": await sellerNewSubscriptionEmail({
      ...common,
      to: "owner@example.com",
      customerEmail: to,
      amount: 5248,
      currency: "usd",
      dashboardUrl: `${baseUrl}/subscriptions/0190f2a4-0000-7000-8000-000000000002`,
    }),
  };
}
