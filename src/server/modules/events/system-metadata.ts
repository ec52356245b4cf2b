import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { Address } from "../customers/schemas.js";

/**
 * The metadata of each system event, as Polar's OpenAPI document names and shapes them
 * (`MeterCreditedMetadata`, `BenefitGrantMetadata`, …; server: polar/event/system.py). Keys Polar
 * marks optional are optional here and left out when unknown.
 */
const int = () => z.number().int();
const str = () => z.string();
const nullableStr = () => z.string().nullable();

/** What every `subscription.*` metadata repeats about the subscription's plan. */
const plan = {
  product_id: str().optional(),
  amount: int().optional(),
  currency: str().optional(),
  recurring_interval: str().optional(),
  recurring_interval_count: int().optional(),
};

export const MeterCreditedMetadata = z
  .object({ meter_id: str(), units: int(), rollover: z.boolean() })
  .openapi("MeterCreditedMetadata");
export const MeterResetMetadata = z.object({ meter_id: str() }).openapi("MeterResetMetadata");
export const BenefitGrantMetadata = z
  .object({
    benefit_id: str(),
    benefit_grant_id: str(),
    benefit_type: str().openapi({ description: "The benefit's type (`BenefitType`)." }),
    member_id: str().optional(),
  })
  .openapi("BenefitGrantMetadata");

export const SubscriptionCreatedMetadata = z
  .object({
    subscription_id: str(),
    product_id: str(),
    amount: int(),
    currency: str(),
    recurring_interval: str(),
    recurring_interval_count: int(),
    started_at: str(),
  })
  .openapi("SubscriptionCreatedMetadata");
export const SubscriptionUpdatedMetadata = z
  .object({
    product_id: str().optional(),
    proration_behavior: z.enum(["invoice", "prorate", "next_period", "reset"]).optional(),
    discount_id: nullableStr().optional(),
    trial_end: str().optional(),
    seats: int().optional(),
    billing_period_end: str().optional(),
    subscription_id: str(),
  })
  .openapi("SubscriptionUpdatedMetadata");
const subscriptionPlanMetadata = (name: string) =>
  z.object({ subscription_id: str(), ...plan }).openapi(name);
export const SubscriptionCycledMetadata = subscriptionPlanMetadata("SubscriptionCycledMetadata");
export const SubscriptionRevokedMetadata = subscriptionPlanMetadata("SubscriptionRevokedMetadata");
export const SubscriptionReactivatedMetadata = subscriptionPlanMetadata("SubscriptionReactivatedMetadata");
export const SubscriptionReinstatedMetadata = subscriptionPlanMetadata("SubscriptionReinstatedMetadata");
export const SubscriptionResumedMetadata = subscriptionPlanMetadata("SubscriptionResumedMetadata");
export const SubscriptionCanceledMetadata = z
  .object({
    subscription_id: str(),
    ...plan,
    amount: int(),
    currency: str(),
    recurring_interval: str(),
    recurring_interval_count: int(),
    customer_cancellation_reason: str().optional(),
    customer_cancellation_comment: str().optional(),
    canceled_at: str(),
    ends_at: str().optional(),
    cancel_at_period_end: z.boolean().optional(),
  })
  .openapi("SubscriptionCanceledMetadata");
export const SubscriptionPastDueMetadata = z
  .object({ subscription_id: str(), ...plan, past_due_at: str() })
  .openapi("SubscriptionPastDueMetadata");
export const SubscriptionPausedMetadata = z
  .object({ subscription_id: str(), ...plan, paused_at: str(), resumes_at: str().optional() })
  .openapi("SubscriptionPausedMetadata");
export const SubscriptionUncanceledMetadata = z
  .object({
    subscription_id: str(),
    product_id: str(),
    amount: int(),
    currency: str(),
    recurring_interval: str(),
    recurring_interval_count: int(),
  })
  .openapi("SubscriptionUncanceledMetadata");
export const SubscriptionProductUpdatedMetadata = z
  .object({ subscription_id: str(), old_product_id: str(), new_product_id: str() })
  .openapi("SubscriptionProductUpdatedMetadata");
export const SubscriptionSeatsUpdatedMetadata = z
  .object({ subscription_id: str(), old_seats: int(), new_seats: int(), proration_behavior: str() })
  .openapi("SubscriptionSeatsUpdatedMetadata");
export const SubscriptionBillingPeriodUpdatedMetadata = z
  .object({ subscription_id: str(), old_period_end: str(), new_period_end: str() })
  .openapi("SubscriptionBillingPeriodUpdatedMetadata");
export const SubscriptionUpdateClearedMetadata = z
  .object({ subscription_id: str() })
  .openapi("SubscriptionUpdateClearedMetadata");

export const OrderPaidMetadata = z
  .object({
    order_id: str(),
    product_id: str().optional(),
    billing_type: str().optional(),
    amount: int(),
    currency: str().optional(),
    net_amount: int().optional(),
    tax_amount: int().optional(),
    applied_balance_amount: int().optional(),
    discount_amount: int().optional(),
    discount_id: str().optional(),
    platform_fee: int().optional(),
    subscription_id: str().optional(),
    recurring_interval: str().optional(),
    recurring_interval_count: int().optional(),
  })
  .openapi("OrderPaidMetadata");
export const OrderRefundedMetadata = z
  .object({ order_id: str(), refunded_amount: int(), currency: str() })
  .openapi("OrderRefundedMetadata");
export const OrderVoidedMetadata = z
  .object({ order_id: str(), amount: int(), currency: str() })
  .openapi("OrderVoidedMetadata");
export const OrderUnvoidedMetadata = z
  .object({ order_id: str(), amount: int(), currency: str() })
  .openapi("OrderUnvoidedMetadata");
export const CheckoutCreatedMetadata = z
  .object({ checkout_id: str(), checkout_status: str(), product_id: str().optional() })
  .openapi("CheckoutCreatedMetadata");

const customerFields = {
  customer_id: str(),
  customer_email: nullableStr(),
  customer_name: nullableStr(),
  customer_external_id: nullableStr(),
};
export const CustomerUpdatedFields = z
  .object({
    name: nullableStr().optional(),
    billing_name: nullableStr().optional(),
    email: nullableStr().optional(),
    billing_address: Address.nullable().optional(),
    tax_id: nullableStr().optional(),
    metadata: MetadataSchema.nullable().optional(),
  })
  .openapi("CustomerUpdatedFields");
export const CustomerCreatedMetadata = z.object(customerFields).openapi("CustomerCreatedMetadata");
export const CustomerUpdatedMetadata = z
  .object({ ...customerFields, updated_fields: CustomerUpdatedFields })
  .openapi("CustomerUpdatedMetadata");
export const CustomerDeletedMetadata = z.object(customerFields).openapi("CustomerDeletedMetadata");

const balanceTax = {
  tax_amount: int(),
  tax_state: nullableStr().optional(),
  tax_country: nullableStr().optional(),
  fee: int(),
  exchange_rate: z.number().optional(),
};
const presentment = { presentment_amount: int(), presentment_currency: str() };
export const BalanceOrderMetadata = z
  .object({
    transaction_id: str(),
    order_id: str(),
    product_id: str().optional(),
    subscription_id: str().optional(),
    amount: int(),
    net_amount: int().optional(),
    currency: str(),
    ...presentment,
    ...balanceTax,
  })
  .openapi("BalanceOrderMetadata");
export const BalanceCreditOrderMetadata = z
  .object({
    order_id: str(),
    product_id: str().optional(),
    subscription_id: str().optional(),
    amount: int(),
    currency: str(),
    ...balanceTax,
  })
  .openapi("BalanceCreditOrderMetadata");
export const BalanceRefundMetadata = z
  .object({
    transaction_id: str(),
    refund_id: str(),
    order_id: str().optional(),
    order_created_at: str().optional(),
    product_id: str().optional(),
    subscription_id: str().optional(),
    amount: int(),
    currency: str(),
    ...presentment,
    refundable_amount: int().optional(),
    ...balanceTax,
  })
  .openapi("BalanceRefundMetadata");
export const BalanceDisputeMetadata = z
  .object({
    transaction_id: str(),
    dispute_id: str(),
    order_id: str().optional(),
    order_created_at: str().optional(),
    product_id: str().optional(),
    subscription_id: str().optional(),
    amount: int(),
    currency: str(),
    ...presentment,
    ...balanceTax,
  })
  .openapi("BalanceDisputeMetadata");

/**
 * Every system event Polar's `SystemEvent` union knows: its name, the wire schema's name, its
 * label (Polar's `SYSTEM_EVENT_LABELS`) and its metadata.
 */
export const SYSTEM_EVENTS = {
  "meter.credited": ["MeterCreditEvent", "Meter Credited", MeterCreditedMetadata],
  "meter.reset": ["MeterResetEvent", "Meter Reset", MeterResetMetadata],
  "benefit.granted": ["BenefitGrantedEvent", "Benefit Granted", BenefitGrantMetadata],
  "benefit.cycled": ["BenefitCycledEvent", "Benefit Cycled", BenefitGrantMetadata],
  "benefit.updated": ["BenefitUpdatedEvent", "Benefit Updated", BenefitGrantMetadata],
  "benefit.revoked": ["BenefitRevokedEvent", "Benefit Revoked", BenefitGrantMetadata],
  "subscription.created": ["SubscriptionCreatedEvent", "Subscription Created", SubscriptionCreatedMetadata],
  "subscription.updated": ["SubscriptionUpdatedEvent", "Subscription Updated", SubscriptionUpdatedMetadata],
  "subscription.cycled": ["SubscriptionCycledEvent", "Subscription Cycled", SubscriptionCycledMetadata],
  "subscription.canceled": [
    "SubscriptionCanceledEvent",
    "Subscription Canceled",
    SubscriptionCanceledMetadata,
  ],
  "subscription.revoked": ["SubscriptionRevokedEvent", "Subscription Revoked", SubscriptionRevokedMetadata],
  "subscription.past_due": ["SubscriptionPastDueEvent", "Subscription Past Due", SubscriptionPastDueMetadata],
  "subscription.reactivated": [
    "SubscriptionReactivatedEvent",
    "Subscription Reactivated",
    SubscriptionReactivatedMetadata,
  ],
  "subscription.reinstated": [
    "SubscriptionReinstatedEvent",
    "Subscription Reinstated",
    SubscriptionReinstatedMetadata,
  ],
  "subscription.paused": ["SubscriptionPausedEvent", "Subscription Paused", SubscriptionPausedMetadata],
  "subscription.resumed": ["SubscriptionResumedEvent", "Subscription Resumed", SubscriptionResumedMetadata],
  "subscription.uncanceled": [
    "SubscriptionUncanceledEvent",
    "Subscription Uncanceled",
    SubscriptionUncanceledMetadata,
  ],
  "subscription.product_updated": [
    "SubscriptionProductUpdatedEvent",
    "Subscription Product Updated",
    SubscriptionProductUpdatedMetadata,
  ],
  "subscription.seats_updated": [
    "SubscriptionSeatsUpdatedEvent",
    "Subscription Seats Updated",
    SubscriptionSeatsUpdatedMetadata,
  ],
  "subscription.billing_period_updated": [
    "SubscriptionBillingPeriodUpdatedEvent",
    "Subscription Billing Period Updated",
    SubscriptionBillingPeriodUpdatedMetadata,
  ],
  "subscription.update_cleared": [
    "SubscriptionUpdateClearedEvent",
    "Subscription Update Cleared",
    SubscriptionUpdateClearedMetadata,
  ],
  "order.paid": ["OrderPaidEvent", "Order Paid", OrderPaidMetadata],
  "order.refunded": ["OrderRefundedEvent", "Order Refunded", OrderRefundedMetadata],
  "order.voided": ["OrderVoidedEvent", "Order Voided", OrderVoidedMetadata],
  "order.unvoided": ["OrderUnvoidedEvent", "Order Unvoided", OrderUnvoidedMetadata],
  "checkout.created": ["CheckoutCreatedEvent", "Checkout Created", CheckoutCreatedMetadata],
  "customer.created": ["CustomerCreatedEvent", "Customer Created", CustomerCreatedMetadata],
  "customer.updated": ["CustomerUpdatedEvent", "Customer Updated", CustomerUpdatedMetadata],
  "customer.deleted": ["CustomerDeletedEvent", "Customer Deleted", CustomerDeletedMetadata],
  "balance.order": ["BalanceOrderEvent", "Balance Order", BalanceOrderMetadata],
  "balance.credit_order": ["BalanceCreditOrderEvent", "Balance Credit Order", BalanceCreditOrderMetadata],
  "balance.refund": ["BalanceRefundEvent", "Balance Refund", BalanceRefundMetadata],
  "balance.refund_reversal": ["BalanceRefundReversalEvent", "Balance Refund Reversal", BalanceRefundMetadata],
  "balance.dispute": ["BalanceDisputeEvent", "Balance Dispute", BalanceDisputeMetadata],
  "balance.dispute_reversal": [
    "BalanceDisputeReversalEvent",
    "Balance Dispute Reversal",
    BalanceDisputeMetadata,
  ],
} as const;

export type SystemEventName = keyof typeof SYSTEM_EVENTS;
export type SystemEventMetadata<N extends SystemEventName> = z.input<(typeof SYSTEM_EVENTS)[N][2]>;

export const SYSTEM_EVENT_NAMES = Object.keys(SYSTEM_EVENTS) as SystemEventName[];

/** The label Polar shows for a system event name (the name itself when it has none). */
export function systemEventLabel(name: string): string {
  return (SYSTEM_EVENTS as Record<string, readonly [string, string, unknown]>)[name]?.[1] ?? name;
}
