import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { purchaseDelivery } from "../benefit-grants/service.js";
import { createCustomerSession, customerPortalUrl } from "../customer-portal/service.js";
import { getOrderRow } from "../orders/service.js";
import { getOrg } from "../organizations/service.js";
import {
  DeliveryExpiredError,
  ExpiredCheckoutError,
  NotSucceededCheckoutError,
  PortalSignInRefusedError,
} from "./errors.js";
import { findCheckoutBySecret } from "./repository.js";
import { isExpired } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/**
 * How long after the purchase the client secret shows what it delivered (license keys, download
 * links) and can sign the buyer in to the portal. Afterwards the buyer has the grant emails and
 * signs in to the portal by email.
 */
export const DELIVERY_WINDOW_MS = 60 * 60_000;
/** How long a download link handed to the confirmation page works (it asks again when reloaded). */
export const DELIVERY_LINK_TTL_MS = 60 * 60_000;

/** The succeeded checkout of a client secret, its order, and when its delivery window closes. */
async function recentPurchase(ctx: Deps, clientSecret: string) {
  const row = await findCheckoutBySecret(ctx.db, clientSecret);
  if (!row) throw new NotFoundError("Checkout");
  const now = ctx.clock.now();
  if (row.status !== "succeeded" || !row.orderId) {
    if (isExpired(row, now)) throw new ExpiredCheckoutError();
    throw new NotSucceededCheckoutError(row.status);
  }
  const order = await getOrderRow(ctx.db, row.organizationId, row.orderId);
  if (!order) throw new NotFoundError("Checkout");
  const closesAt = new Date(order.createdAt.getTime() + DELIVERY_WINDOW_MS);
  if (now >= closesAt) throw new DeliveryExpiredError();
  return { row, order, closesAt, now };
}

/**
 * `GET /v1/checkouts/client/{client_secret}/delivery` (Kassa): what a succeeded checkout's
 * purchase delivered, benefit by benefit (`granting` until its job has run), with the license keys
 * and signed download links, and the seller's portal. 403 before success, 410 an hour after it.
 */
export async function getCheckoutDelivery(ctx: Deps, clientSecret: string) {
  const { row, order, closesAt, now } = await recentPurchase(ctx, clientSecret);
  const benefits = await purchaseDelivery(
    ctx,
    row.organizationId,
    { orderId: order.id, subscriptionId: order.subscriptionId },
    new Date(now.getTime() + DELIVERY_LINK_TTL_MS),
  );
  const org = await getOrg(ctx, row.organizationId, row.organizationId);
  return {
    checkout_id: row.id,
    order_id: order.id,
    customer_email: row.customerEmail,
    benefits,
    complete: benefits.every((b) => b.status !== "granting"),
    expires_at: closesAt.toISOString(),
    customer_portal_url: customerPortalUrl(ctx.config.baseUrl, org.slug),
    customer_portal_sign_in: row.customerSessionAllowed,
  };
}

/**
 * `POST /v1/checkouts/client/{client_secret}/customer-session` (Kassa): a one-hour customer
 * session for the checkout's own customer, so "Open your portal" opens it signed in. Only within
 * the delivery window, and only when the customer was named by the seller or created by this
 * checkout (a customer found by the email the buyer typed signs in by email: Polar's rule).
 */
export async function openBuyerPortal(ctx: Deps, clientSecret: string) {
  const { row } = await recentPurchase(ctx, clientSecret);
  if (!row.customerSessionAllowed || !row.customerId) throw new PortalSignInRefusedError();
  const session = await createCustomerSession(ctx, row.organizationId, {
    customer_id: row.customerId,
    return_url: row.returnUrl,
  });
  return {
    token: session.token,
    expires_at: iso(session.row.expiresAt),
    customer_portal_url: session.portalUrl,
  };
}
