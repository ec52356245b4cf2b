import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { uuidv7 } from "../../lib/ids.js";
import { grantBenefits } from "../benefit-grants/service.js";
import { lockLiveCustomer, lockLiveCustomerByExternalId } from "../customers/service.js";
import type { PriceRow } from "../products/service.js";
import { findPricesOf, findProduct } from "../products/service.js";
import { assertCanSubscribe } from "./create-from-checkout.js";
import { anchorDayOf, nextPeriodEnd, type RecurringInterval } from "./periods.js";
import { insertSubscription } from "./repository.js";
import { recordSubscriptionEvents, requireSubscriptionWire, type SubscriptionWire } from "./service.js";
import { customerTime } from "./timed.js";

/**
 * Polar's `SubscriptionCreateCustomer` | `SubscriptionCreateExternalCustomer`: the customer by
 * Kassa id or by the seller's external id (exactly one of them).
 */
export const SubscriptionCreate = z
  .object({
    product_id: z.uuid({ message: "product_id must be a UUID" }).openapi({
      description:
        "The recurring product to subscribe to. Must be free: paid products go through a checkout.",
    }),
    customer_id: z.uuid({ message: "customer_id must be a UUID" }).optional().openapi({
      description: "The customer to create the subscription for.",
    }),
    external_customer_id: z.string().min(1).optional().openapi({
      description: "The customer, by the id it has in your system (it must already exist).",
    }),
    metadata: MetadataSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.customer_id === undefined && body.external_customer_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["customer_id"],
        message: "customer_id or external_customer_id is required",
      });
    } else if (body.customer_id !== undefined && body.external_customer_id !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["external_customer_id"],
        message: "give customer_id or external_customer_id, not both",
      });
    }
  })
  .openapi("SubscriptionCreate", {
    description:
      "`{product_id, customer_id}` or `{product_id, external_customer_id}`, with optional `metadata`.",
  });
export type SubscriptionCreateInput = z.infer<typeof SubscriptionCreate>;

type Deps = Pick<AppContext, "db" | "clock" | "config">;

const issue = (field: string, msg: string, input: unknown): ValidationIssue => ({
  loc: ["body", field],
  msg,
  type: "value_error",
  input,
});

/** A price a subscription can start on without payment: free, or pay-what-you-want from 0. */
const isFreeToStart = (p: PriceRow) =>
  p.amountType === "free" || (p.amountType === "custom" && (p.minimumAmount ?? 0) === 0);

/**
 * Polar's "Create Subscription": subscribes an existing customer to a free recurring product
 * (free price, or a custom price whose minimum is 0, subscribed at 0) without a checkout. No
 * order and no email; the subscription is active from now (the customer's test clock time when
 * it is on one), its benefits are granted, and `subscription.created`, `.active`, `.updated` and
 * `customer.state_changed` are recorded, all in one transaction. The customer's row is locked
 * first so two creates for one customer cannot both pass `allow_multiple_subscriptions` (no
 * subscription or grant row exists yet to lock, so the global lock order is kept).
 */
export async function createSubscriptionForCustomer(
  ctx: Deps,
  organizationId: string,
  input: SubscriptionCreateInput,
): Promise<SubscriptionWire> {
  const id = await ctx.db.transaction(async (tx) => {
    const issues: ValidationIssue[] = [];
    const product = await findProduct(tx, organizationId, input.product_id);
    const prices = product
      ? (await findPricesOf(tx, organizationId, [product.id])).filter((p) => !p.isArchived)
      : [];
    if (!product) issues.push(issue("product_id", "Product does not exist.", input.product_id));
    else if (product.isArchived) issues.push(issue("product_id", "Product is archived.", input.product_id));
    else if (!product.recurringInterval)
      issues.push(issue("product_id", "Product is not recurring.", input.product_id));
    else if (prices.length === 0 || !prices.every(isFreeToStart))
      issues.push(
        issue("product_id", "Product is not free: use a checkout for paid products.", input.product_id),
      );
    const customer = input.customer_id
      ? await lockLiveCustomer(tx, organizationId, input.customer_id)
      : await lockLiveCustomerByExternalId(tx, organizationId, input.external_customer_id!);
    if (!customer) {
      const field = input.customer_id ? "customer_id" : "external_customer_id";
      issues.push(issue(field, "Customer does not exist.", input.customer_id ?? input.external_customer_id));
    }
    if (issues.length || !product || !customer) throw new RequestValidationError(issues);
    await assertCanSubscribe({ db: tx, config: ctx.config }, organizationId, customer.id);

    const now = await customerTime(ctx, tx, organizationId, customer.testClockId ?? null);
    const interval = product.recurringInterval as RecurringInterval;
    const count = product.recurringIntervalCount ?? 1;
    const anchor = anchorDayOf(now);
    const price = prices.find((p) => p.amountType === "free") ?? prices[0]!;
    const row = await insertSubscription(tx, {
      id: uuidv7(),
      organizationId,
      customerId: customer.id,
      productId: product.id,
      priceIds: [price.id],
      status: "active",
      amount: 0,
      currency: price.priceCurrency,
      recurringInterval: interval,
      recurringIntervalCount: count,
      billingAnchorDay: anchor,
      currentPeriodStart: now,
      currentPeriodEnd: nextPeriodEnd(now, interval, count, anchor),
      startedAt: now,
      discountId: null,
      discountPeriodsLeft: null,
      checkoutId: null,
      paymentMethodId: null,
      metadata: input.metadata ?? {},
      customFieldData: {},
      testClockId: customer.testClockId ?? null,
      createdAt: now,
    });
    await grantBenefits(tx, now, {
      organizationId,
      customerId: customer.id,
      productId: product.id,
      orderId: null,
      subscriptionId: row.id,
    });
    await recordSubscriptionEvents({ db: tx, config: ctx.config }, now, null, row);
    return row.id;
  });
  return requireSubscriptionWire(ctx, organizationId, id);
}
