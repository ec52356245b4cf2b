import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { AddressInput } from "../customers/schemas.js";
import { Order, ProductBillingType, SubscriptionHead } from "../orders/schemas.js";
import { CustomerOrganization, CustomerProduct } from "./schemas.js";

const wireDatetime = z.string().openapi({ format: "date-time" });

export const CustomerOrderProduct = CustomerProduct.extend({ organization: CustomerOrganization }).openapi(
  "CustomerOrderProduct",
);

export const CustomerOrderSubscription = SubscriptionHead.omit({ metadata: true })
  .extend({
    current_meter_period_start: wireDatetime.nullable(),
    current_meter_period_end: wireDatetime.nullable(),
    past_due_at: wireDatetime.nullable(),
    pause_at_period_end: z.boolean(),
    paused_at: wireDatetime.nullable(),
    resumes_at: wireDatetime.nullable(),
    seats: z.number().int().nullable(),
  })
  .openapi("CustomerOrderSubscription");

/** Polar's `CustomerOrder`: the order without the seller's own fields (metadata, customer, discount, fees). */
export const CustomerOrder = Order.omit({
  amount: true,
  user_id: true,
  metadata: true,
  custom_field_data: true,
  platform_fee_amount: true,
  platform_fee_currency: true,
  customer: true,
  discount: true,
  product: true,
  subscription: true,
})
  .extend({
    product: CustomerOrderProduct.nullable(),
    subscription: CustomerOrderSubscription.nullable(),
  })
  .openapi("CustomerOrder");

export const CustomerOrderList = listSchema(CustomerOrder, "ListResource_CustomerOrder_");

export const CUSTOMER_ORDER_SORTS = [
  "created_at",
  "amount",
  "net_amount",
  "product",
  "subscription",
] as const;
export type CustomerOrderSort = (typeof CUSTOMER_ORDER_SORTS)[number];

const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

export const CustomerOrderListQuery = PageQuery.extend({
  product_id: uuids("product_id"),
  product_billing_type: repeated(ProductBillingType).openapi({
    description: "one_time: orders of one-time products; recurring: orders of subscription products.",
  }),
  subscription_id: uuids("subscription_id"),
  query: z.string().max(256).optional().openapi({ description: "Search by product or organization name." }),
  sorting: sortingQuery(CUSTOMER_ORDER_SORTS),
});

export const CustomerOrderUpdate = z
  .object({
    billing_name: z.string().max(256, { message: "must be at most 256 characters" }).nullable().optional(),
    billing_address: AddressInput.nullable().optional().openapi({
      description: "The address on the invoice. Its country and state cannot change.",
    }),
  })
  .openapi("CustomerOrderUpdate");

export const CustomerOrderInvoice = z
  .object({
    url: z.string().openapi({ description: "A download URL of the invoice PDF, valid 10 minutes." }),
  })
  .openapi("CustomerOrderInvoice");

export const CustomerOrderReceipt = z
  .object({
    url: z.string().openapi({ description: "A download URL of the receipt PDF, valid 10 minutes." }),
  })
  .openapi("CustomerOrderReceipt");

export const CustomerOrderPaymentStatus = z
  .object({
    status: z
      .string()
      .openapi({ description: "`succeeded`, `pending`, `processing`, `failed` or `canceled`." }),
    error: z.string().nullable(),
  })
  .openapi("CustomerOrderPaymentStatus");

export const CustomerOrderConfirmPayment = z
  .object({
    confirmation_token_id: z.string().trim().min(1).max(256).nullable().optional().openapi({
      description: "A new card: a Stripe confirmation token, or with the sandbox a card token or test value.",
    }),
    payment_method_id: z.uuid({ message: "must be a UUID" }).nullable().optional().openapi({
      description: "One of the customer's saved payment methods.",
    }),
    payment_processor: z.literal("stripe").optional().default("stripe"),
  })
  .superRefine((value, issue) => {
    const given = Number(Boolean(value.confirmation_token_id)) + Number(Boolean(value.payment_method_id));
    if (given !== 1) {
      issue.addIssue({
        code: "custom",
        path: [value.confirmation_token_id ? "payment_method_id" : "confirmation_token_id"],
        message: "Give exactly one of confirmation_token_id and payment_method_id",
      });
    }
  })
  .openapi("CustomerOrderConfirmPayment");

export const CustomerOrderPaymentConfirmation = z
  .object({
    status: z.string().openapi({ description: "`succeeded` or `failed`." }),
    client_secret: z.string().nullable(),
    error: z.string().nullable(),
  })
  .openapi("CustomerOrderPaymentConfirmation");
