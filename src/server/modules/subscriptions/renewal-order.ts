import { eq } from "drizzle-orm";
import { customer } from "../../db/schema/customers.js";
import { discount } from "../../db/schema/discounts.js";
import { product, productPrice } from "../../db/schema/products.js";
import type { Executor } from "../../db/types.js";
import { createOrder } from "../orders/create.js";
import type { OrderRow } from "../orders/repository.js";
import { findApplicableTaxRate } from "../tax-rates/service.js";
import { renewalAmounts } from "./renewal-amounts.js";
import type { SubscriptionRow } from "./repository.js";

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The renewal order of the period `after` has just moved to (`subscription_cycle`, pending): the
 * new period's price billed in advance, with the discount when it still applies and the tax of the
 * customer's billing address. `before` is the row as it was before the renewal claimed the period.
 */
export async function createRenewalOrder(
  tx: Executor,
  now: Date,
  before: SubscriptionRow,
  after: SubscriptionRow,
  discountApplies: boolean,
): Promise<OrderRow> {
  const [cust] = await tx.select().from(customer).where(eq(customer.id, after.customerId));
  const [prod] = await tx.select().from(product).where(eq(product.id, after.productId));
  const priceId = after.priceIds[0] ?? null;
  const [price] = priceId ? await tx.select().from(productPrice).where(eq(productPrice.id, priceId)) : [];
  const [disc] =
    discountApplies && before.discountId
      ? await tx.select().from(discount).where(eq(discount.id, before.discountId))
      : [];
  const address = cust?.billingAddress ?? null;
  const rate = address?.country
    ? await findApplicableTaxRate({ db: tx }, after.organizationId, address.country, address.state)
    : null;
  // A fixed price renews at its amount (the sticker price; a checkout's `amount` is net of an
  // inclusive tax); a custom (pay-what-you-want) price at the amount subscribed to.
  const sticker =
    price?.amountType === "fixed" && price.priceAmount !== null ? price.priceAmount : after.amount;
  const amounts = renewalAmounts({
    price: sticker,
    currency: after.currency,
    discount: disc ?? null,
    taxBehavior: price?.taxBehavior ?? null,
    taxRate: rate ? { basisPoints: rate.basisPoints, inclusive: rate.inclusive } : null,
  });
  return createOrder(tx, now, {
    organizationId: after.organizationId,
    customerId: after.customerId,
    productId: after.productId,
    discountId: disc && amounts.discountAmount > 0 ? disc.id : null,
    subscriptionId: after.id,
    checkoutId: null,
    billingReason: "subscription_cycle",
    currency: after.currency,
    items: [
      {
        label: `${prod?.name ?? "Subscription"} — ${day(after.currentPeriodStart)} to ${day(after.currentPeriodEnd)}`,
        amount: amounts.amount,
        taxAmount: amounts.taxAmount,
        proration: false,
        productPriceId: priceId,
      },
    ],
    discountAmount: amounts.discountAmount,
    billingName: cust?.billingName ?? null,
    billingAddress: address,
    metadata: after.metadata,
    customFieldData: {},
    processor: null,
    chargeRef: null,
    paymentMethodId: null,
    paid: false,
  });
}
