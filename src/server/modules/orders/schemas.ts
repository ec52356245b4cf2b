import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Address, AddressInput, Customer } from "../customers/schemas.js";
import { Discount } from "../discounts/schemas.js";
import { ProductHead } from "../products/schemas.js";

export const ORDER_STATUSES = ["pending", "paid", "refunded", "partially_refunded", "void"] as const;
export const OrderStatus = z
  .enum(ORDER_STATUSES, { message: `must be one of ${ORDER_STATUSES.join(", ")}` })
  .openapi("OrderStatus");
export const OrderBillingReason = z
  .enum([
    "purchase",
    "subscription_create",
    "subscription_cycle",
    "subscription_update",
    "subscription_meter_cycle",
  ])
  .openapi("OrderBillingReason");
export const ProductBillingType = z
  .enum(["one_time", "recurring"], { message: "must be one_time or recurring" })
  .openapi("ProductBillingType");

const wireDatetime = z.string().openapi({ format: "date-time" });

export const SubscriptionStatus = z
  .enum(["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid"], {
    message: "must be a subscription status",
  })
  .openapi("SubscriptionStatus");

export const CANCELLATION_REASONS = [
  "customer_service",
  "low_quality",
  "missing_features",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
  "other",
] as const;
export const CustomerCancellationReason = z
  .enum(CANCELLATION_REASONS, { message: `must be one of ${CANCELLATION_REASONS.join(", ")}` })
  .openapi("CustomerCancellationReason");
export type CancellationReason = z.infer<typeof CustomerCancellationReason>;

/** The subscription's own fields (what an order's `subscription` shows). */
export const SubscriptionHead = z.object({
  id: z.string(),
  created_at: wireDatetime,
  modified_at: wireDatetime.nullable(),
  amount: z.number().int(),
  currency: z.string(),
  recurring_interval: z.enum(["day", "week", "month", "year"]),
  recurring_interval_count: z.number().int(),
  status: SubscriptionStatus,
  current_period_start: wireDatetime,
  current_period_end: wireDatetime,
  trial_start: wireDatetime.nullable(),
  trial_end: wireDatetime.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: wireDatetime.nullable(),
  started_at: wireDatetime.nullable(),
  ends_at: wireDatetime.nullable(),
  ended_at: wireDatetime.nullable(),
  customer_id: z.string(),
  product_id: z.string(),
  discount_id: z.string().nullable(),
  checkout_id: z.string().nullable(),
  customer_cancellation_reason: CustomerCancellationReason.nullable(),
  customer_cancellation_comment: z.string().nullable(),
  metadata: MetadataSchema,
});

const queryDatetime = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone" })
  .transform((v) => new Date(v))
  .optional()
  .openapi({ type: "string", format: "date-time" });

const OrderItem = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    label: z.string(),
    amount: z.number().int(),
    tax_amount: z.number().int(),
    proration: z.boolean(),
    product_price_id: z.string().nullable(),
  })
  .openapi("OrderItemSchema");

const OrderProduct = ProductHead.openapi("OrderProduct");
const OrderDiscount = Discount.openapi("OrderDiscount");
const OrderSubscription = SubscriptionHead.openapi("OrderSubscription");

export const Order = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    status: OrderStatus,
    paid: z.boolean(),
    subtotal_amount: z.number().int(),
    discount_amount: z.number().int(),
    net_amount: z.number().int(),
    amount: z.number().int().openapi({ deprecated: true, description: "Same as net_amount." }),
    tax_amount: z.number().int(),
    total_amount: z.number().int(),
    applied_balance_amount: z.number().int(),
    due_amount: z.number().int(),
    refunded_amount: z.number().int(),
    refunded_tax_amount: z.number().int(),
    refundable_amount: z.number().int(),
    refundable_tax_amount: z.number().int(),
    currency: z.string(),
    billing_reason: OrderBillingReason,
    billing_name: z.string().nullable(),
    billing_address: Address.nullable(),
    invoice_number: z.string(),
    is_invoice_generated: z.boolean(),
    receipt_number: z.string().nullable(),
    seats: z.number().int().nullable(),
    customer_id: z.string(),
    user_id: z.string().openapi({ deprecated: true, description: "Same as customer_id." }),
    product_id: z.string().nullable(),
    discount_id: z.string().nullable(),
    subscription_id: z.string().nullable(),
    checkout_id: z.string().nullable(),
    next_payment_attempt_at: wireDatetime.nullable(),
    metadata: MetadataSchema,
    custom_field_data: z.record(z.string(), z.unknown()),
    platform_fee_amount: z.number().int(),
    platform_fee_currency: z.string().nullable(),
    customer: Customer,
    product: OrderProduct.nullable(),
    discount: OrderDiscount.nullable(),
    subscription: OrderSubscription.nullable(),
    items: z.array(OrderItem),
    description: z.string(),
  })
  .openapi("Order");

export const OrderList = listSchema(Order, "ListResource_Order_");

export const ORDER_SORTS = [
  "created_at",
  "status",
  "invoice_number",
  "amount",
  "net_amount",
  "customer",
  "product",
  "discount",
  "subscription",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

const exportFilters = {
  organization_id: uuids("organization_id"),
  product_id: uuids("product_id"),
  status: repeated(OrderStatus).openapi({ description: "Filter by order status (repeatable)." }),
  created_after: queryDatetime.openapi({ description: "Only orders created after this instant." }),
  created_before: queryDatetime.openapi({ description: "Only orders created before this instant." }),
  customer_id: uuids("customer_id"),
  query: z.string().trim().max(200, { message: "query is at most 200 characters" }).optional().openapi({
    description:
      "Kassa extension: orders whose customer's email or name, or whose invoice number, contains this text (ignoring case).",
  }),
};

export const OrderListQuery = PageQuery.extend({
  ...exportFilters,
  external_customer_id: repeated(z.string().min(1)).openapi({
    description: "Filter by the customer's external id (repeatable).",
  }),
  product_billing_type: repeated(ProductBillingType).openapi({
    description: "one_time: orders of one-time products; recurring: orders of subscription products.",
  }),
  discount_id: uuids("discount_id"),
  subscription_id: uuids("subscription_id"),
  checkout_id: uuids("checkout_id"),
  sorting: sortingQuery(ORDER_SORTS),
});
export type OrderListQueryInput = z.infer<typeof OrderListQuery>;

export const ORDER_EXPORT_COLUMNS = [
  "email",
  "created_at",
  "product",
  "net_amount",
  "currency",
  "status",
  "invoice_number",
  "customer_name",
  "billing_name",
  "billing_country",
  "subtotal_amount",
  "discount_amount",
  "tax_amount",
  "total_amount",
  "refunded_amount",
  "billing_reason",
] as const;
export type OrderExportColumn = (typeof ORDER_EXPORT_COLUMNS)[number];

export const OrderExportQuery = z.object({
  ...exportFilters,
  timezone: z
    .string()
    .default("UTC")
    .refine(
      (tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { message: "must be an IANA time zone such as UTC or Europe/Paris" },
    )
    .openapi({ description: "Time zone the dates of the CSV are written in.", example: "UTC" }),
  columns: repeated(z.enum(ORDER_EXPORT_COLUMNS)).openapi({
    description: "Columns to include, in this order (default: all).",
  }),
});
export type OrderExportQueryInput = z.infer<typeof OrderExportQuery>;

export const OrderUpdate = z
  .object({
    billing_name: z
      .string()
      .trim()
      .max(256, { message: "must be at most 256 characters" })
      .nullable()
      .optional(),
    billing_address: AddressInput.nullable().optional(),
  })
  .openapi("OrderUpdate");
export type OrderUpdateInput = z.infer<typeof OrderUpdate>;

export const OrderInvoice = z.object({ url: z.string() }).openapi("OrderInvoice");

export const Accepted = z.object({}).openapi("InvoiceGenerationAccepted");
export { CreditNote, CreditNoteLine, CreditNoteList, CreditNotePdf } from "./credit-notes-schemas.js";
