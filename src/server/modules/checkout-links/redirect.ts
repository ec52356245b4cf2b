import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { CheckoutCreate, type CheckoutCreateInput } from "../checkouts/schemas.js";
import { createCheckout } from "../checkouts/service.js";
import { getDiscount, getDiscountByCode } from "../discounts/service.js";
import { isDiscountValid } from "../pricing/service.js";
import { getProductRows } from "../products/service.js";
import { findCheckoutLinkBySecret } from "./repository.js";
import type { RedirectQueryInput } from "./schemas.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

/**
 * Opens a fresh checkout for a link (`GET /v1/checkout-links/{client_secret}/redirect`) and
 * returns its hosted page address. The link's products that are still for sale are offered;
 * its discount applies when it still can (else it is left out, as Polar does). Query
 * parameters prefill the checkout as Polar documents them: `customer_email`, `customer_name`,
 * `discount_code` (when the link allows codes), `amount` (pay-what-you-want), `embed_origin`;
 * `reference_id` and `utm_*` are stored in the checkout's metadata. A prefill that does not
 * validate is dropped rather than failing the visit.
 */
export async function openCheckoutFromLink(ctx: Deps, clientSecret: string, query: RedirectQueryInput) {
  const link = await findCheckoutLinkBySecret(ctx.db, clientSecret);
  if (!link) throw new NotFoundError("Checkout link");
  const organizationId = link.organizationId;
  const products = (await getProductRows(ctx, organizationId, link.productIds)).filter((p) => !p.isArchived);
  const first = products[0];
  if (!first) throw new NotFoundError("Checkout link");
  const now = ctx.clock.now();

  let discountId: string | null = null;
  const seller = link.discountId ? await getDiscount(ctx, organizationId, link.discountId) : null;
  if (seller && isDiscountValid(seller, first.id, now)) discountId = seller.row.id;
  if (query.discount_code && link.allowDiscountCodes) {
    const coded = await getDiscountByCode(ctx, organizationId, query.discount_code);
    if (coded && isDiscountValid(coded, first.id, now)) discountId = coded.row.id;
  }
  const metadata: Record<string, string | number | boolean> = { ...link.metadata };
  if (query.reference_id) metadata.reference_id = query.reference_id.slice(0, 500);
  for (const key of UTM) if (query[key]) metadata[key] = query[key]!.slice(0, 500);

  const base = {
    products: products.map((p) => p.id),
    discount_id: discountId,
    allow_discount_codes: link.allowDiscountCodes,
    require_billing_address: link.requireBillingAddress,
    success_url: link.successUrl,
    return_url: link.returnUrl,
    trial_interval: link.trialInterval,
    trial_interval_count: link.trialIntervalCount,
    metadata,
  };
  const prefill = {
    customer_email: query.customer_email,
    customer_name: query.customer_name,
    embed_origin: query.embed_origin,
    amount: query.amount !== undefined && /^\d{1,12}$/.test(query.amount) ? Number(query.amount) : undefined,
  };
  // Each prefill is checked by the checkout's own schema; the ones that fail are left out.
  const valid: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(prefill)) {
    if (value === undefined) continue;
    if (CheckoutCreate.safeParse({ ...base, [key]: value }).success) valid[key] = value;
  }
  const input = CheckoutCreate.parse({ ...base, ...valid }) as CheckoutCreateInput;
  try {
    return await createCheckout(ctx, organizationId, input, { checkoutLinkId: link.id });
  } catch (error) {
    if (!(error instanceof RequestValidationError) || Object.keys(valid).length === 0) throw error;
    // A prefill the checkout refuses (an amount outside the price's bounds): open it without them.
    return createCheckout(ctx, organizationId, CheckoutCreate.parse(base) as CheckoutCreateInput, {
      checkoutLinkId: link.id,
    });
  }
}
