import type { AppContext } from "../../context.js";
import type { CheckoutCustomerInput } from "../customers/service.js";
import type { CheckoutRow } from "./repository.js";

/** What a confirmation knows about its buyer, to find or create the customer with. */
export function buyerOf(next: CheckoutRow): CheckoutCustomerInput {
  return {
    customerId: next.customerId,
    externalId: next.externalCustomerId,
    email: next.customerEmail!,
    name: next.customerName,
    billingName: next.customerBillingName,
    billingAddress: next.customerBillingAddress,
    taxId: next.customerTaxId,
    metadata: next.customerMetadata,
    locale: next.locale,
  };
}

/**
 * A new customer who pays gets the processor's customer with the claim's writes when the processor
 * keeps its customers in this database (the sandbox): no commit of its own later.
 */
export function processorCustomerOf(
  ctx: Pick<AppContext, "payments">,
  next: CheckoutRow,
  paymentFormRequired: boolean,
) {
  return paymentFormRequired
    ? ctx.payments.customerInTransaction?.({
        organizationId: next.organizationId,
        email: next.customerEmail,
        name: next.customerName,
      })
    : undefined;
}
