import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { getCustomerPortalSettings } from "../organizations/service.js";
import { getProductRows } from "../products/service.js";
import { cancelAtPeriodEnd, uncancel } from "./cancellation.js";
import { UpdateSubscriptionPlanNotAllowed } from "./errors.js";
import { changePlan, clearPendingUpdate } from "./plan-change/plan-change.js";
import { previewPlanChange } from "./plan-change/preview-routes.js";
import { findSubscription, type SubscriptionRow, type SubscriptionSortKey } from "./repository.js";
import type { CancellationReason } from "./schemas.js";
import { listOrgSubscriptions, requireSubscriptionWire, type SubscriptionWire } from "./service.js";

/*
 * The customer portal's subscription use cases: each checks that the subscription is the signed-in
 * customer's (another customer's is a 404) and runs the seller's use case, so the rules (what can
 * be canceled, uncanceled, which products a plan may change to, proration) are the same ones.
 */

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** The customer's subscription row; another customer's (or organization's) is a 404. */
async function requireOwn(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<SubscriptionRow> {
  const row = await findSubscription(ctx.db, organizationId, id);
  if (!row || row.customerId !== customerId) throw new NotFoundError("Subscription");
  return row;
}

export interface CustomerSubscriptionFilters {
  productId?: string[] | undefined;
  active?: boolean | undefined;
  query?: string | undefined;
}

/** `GET /v1/customer-portal/subscriptions/`: the customer's started subscriptions. */
export function listCustomerSubscriptions(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  customerId: string,
  page: Page,
  filters: CustomerSubscriptionFilters,
  sort: { property: SubscriptionSortKey; descending: boolean }[],
): Promise<{ items: SubscriptionWire[]; total: number }> {
  return listOrgSubscriptions(
    ctx,
    organizationId,
    page,
    {
      customerId: [customerId],
      productId: filters.productId,
      active: filters.active,
      productName: filters.query,
      startedOnly: true,
    },
    sort,
  );
}

/** The customer's subscription as its wire `Subscription`; another customer's is a 404. */
export async function getCustomerSubscription(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<SubscriptionWire> {
  await requireOwn(ctx, organizationId, customerId, id);
  return requireSubscriptionWire(ctx, organizationId, id);
}

/** Cancels the customer's subscription at the end of its period, with their reason and comment. */
export async function cancelCustomerSubscription(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  id: string,
  input: { reason?: CancellationReason | null | undefined; comment?: string | null | undefined } = {},
): Promise<SubscriptionWire> {
  await requireOwn(ctx, organizationId, customerId, id);
  return cancelAtPeriodEnd(ctx, organizationId, id, {
    customer_cancellation_reason: input.reason ?? null,
    customer_cancellation_comment: input.comment ?? null,
  });
}

/** Withdraws the customer's cancellation before the period ends. */
export async function uncancelCustomerSubscription(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<SubscriptionWire> {
  await requireOwn(ctx, organizationId, customerId, id);
  return uncancel(ctx, organizationId, id);
}

/** Drops the customer's scheduled plan change (`{pending_update: null}`). */
export async function clearCustomerPendingUpdate(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<SubscriptionWire> {
  await requireOwn(ctx, organizationId, customerId, id);
  return clearPendingUpdate(ctx, organizationId, id);
}

/**
 * What a customer may switch to, beyond the seller's rules (same organization, recurring, not
 * archived, a price in the subscription's currency): the organization's portal setting
 * `subscription.update_plan` must allow plan changes (else Polar's 403
 * `UpdateSubscriptionPlanNotAllowed`) and the product must be public (Polar's portal allows
 * public products only; any other is "not found", on `source.product_id`).
 */
async function assertCustomerMayChangeTo(
  ctx: Pick<AppContext, "db" | "config">,
  organizationId: string,
  productId: string,
  source: "body" | "query",
): Promise<void> {
  const settings = await getCustomerPortalSettings(ctx, organizationId);
  if (!settings.subscription.update_plan) throw new UpdateSubscriptionPlanNotAllowed();
  const [product] = await getProductRows(ctx, organizationId, [productId]);
  if (product && product.visibility !== "public") {
    throw new RequestValidationError([
      { loc: [source, "product_id"], msg: "Product not found.", type: "not_found", input: productId },
    ]);
  }
}

/**
 * Changes the customer's plan to `productId` with the organization's proration behavior: the
 * seller's plan change (`plan-change/plan-change.ts`), same quote, same charge, same errors.
 */
export async function changeCustomerPlan(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  id: string,
  productId: string,
): Promise<SubscriptionWire> {
  await requireOwn(ctx, organizationId, customerId, id);
  await assertCustomerMayChangeTo(ctx, organizationId, productId, "body");
  return changePlan(ctx, organizationId, id, { productId, behavior: undefined });
}

/** What `changeCustomerPlan` would bill now, computed by the same quote, without changing anything. */
export async function previewCustomerPlanChange(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  organizationId: string,
  customerId: string,
  id: string,
  productId: string,
) {
  await requireOwn(ctx, organizationId, customerId, id);
  await assertCustomerMayChangeTo(ctx, organizationId, productId, "query");
  return previewPlanChange(ctx, organizationId, id, { product_id: productId });
}
