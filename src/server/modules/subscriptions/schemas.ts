import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Customer } from "../customers/schemas.js";
import { Discount } from "../discounts/schemas.js";
import { Meter } from "../meters/schemas.js";
import { CustomerCancellationReason, SubscriptionHead, SubscriptionStatus } from "../orders/schemas.js";
import { Product, ProductPrice } from "../products/schemas.js";

export type { CancellationReason } from "../orders/schemas.js";

const wireDatetime = z.string().openapi({ format: "date-time" });
const object = z.record(z.string(), z.unknown());

/** A plan change scheduled for the next period (Polar's `PendingSubscriptionUpdate`). */
const PendingSubscriptionUpdate = z
  .object({
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    id: z.string(),
    applies_at: wireDatetime,
    product_id: z.string().nullable(),
    seats: z.number().int().nullable(),
  })
  .openapi("PendingSubscriptionUpdate");

/** Polar's `SubscriptionMeter`: a meter's consumption and amount due so far in the period. */
export const SubscriptionMeter = z
  .object({
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    id: z.string(),
    consumed_units: z.number(),
    credited_units: z.number().int(),
    amount: z.number().int(),
    meter_id: z.string(),
    meter: Meter,
  })
  .openapi("SubscriptionMeter");

export const Subscription = SubscriptionHead.extend({
  custom_field_data: object,
  customer: Customer,
  product: Product,
  discount: Discount.nullable(),
  prices: z.array(ProductPrice),
  meters: z.array(SubscriptionMeter).openapi({
    description:
      "The current period's usage of each meter of the subscription's metered prices: consumed and credited units since the period started, and the amount they would bill now (in arrears at the renewal).",
  }),
  pending_update: PendingSubscriptionUpdate.nullable(),
}).openapi("Subscription");

export const SubscriptionList = listSchema(Subscription, "ListResource_Subscription_");

export const SUBSCRIPTION_SORTS = [
  "customer",
  "status",
  "started_at",
  "current_period_end",
  "ended_at",
  "ends_at",
  "amount",
  "product",
  "discount",
] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

const queryDatetime = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone" })
  .transform((v) => new Date(v))
  .optional()
  .openapi({ type: "string", format: "date-time" });

const booleanQuery = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((v) => v === "true")
  .optional();

export const SubscriptionListQuery = PageQuery.extend({
  organization_id: uuids("organization_id"),
  product_id: uuids("product_id"),
  customer_id: uuids("customer_id"),
  external_customer_id: repeated(z.string().min(1)).openapi({
    description: "Filter by the customer's external id (repeatable).",
  }),
  discount_id: uuids("discount_id"),
  status: repeated(SubscriptionStatus).openapi({ description: "Filter by status (repeatable)." }),
  active: booleanQuery.openapi({
    description: "true: trialing, active and past_due subscriptions; false: the others.",
  }),
  cancel_at_period_end: booleanQuery.openapi({ description: "Filter on subscriptions set to cancel." }),
  customer_cancellation_reason: repeated(CustomerCancellationReason).openapi({
    description: "Filter by the customer's cancellation reason (repeatable).",
  }),
  canceled_at_after: queryDatetime.openapi({
    description: "Only subscriptions canceled after this instant.",
  }),
  canceled_at_before: queryDatetime.openapi({
    description: "Only subscriptions canceled before this instant.",
  }),
  started_after: queryDatetime.openapi({ description: "Only subscriptions started after this instant." }),
  started_before: queryDatetime.openapi({ description: "Only subscriptions started before this instant." }),
  query: z.string().trim().max(200, { message: "query is at most 200 characters" }).optional().openapi({
    description:
      "Kassa extension: subscriptions whose customer's email or name contains this text (ignoring case).",
  }),
  sorting: sortingQuery(SUBSCRIPTION_SORTS),
});

export const SUBSCRIPTION_EXPORT_COLUMNS = [
  "email",
  "started_at",
  "product",
  "amount",
  "currency",
  "status",
  "recurring_interval",
  "customer_name",
  "billing_name",
  "billing_country",
  "net_amount",
  "discount",
  "seats",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "canceled_at",
  "ends_at",
  "ended_at",
  "cancellation_reason",
  "trial_start",
  "trial_end",
] as const;
export type SubscriptionExportColumn = (typeof SUBSCRIPTION_EXPORT_COLUMNS)[number];

export const SubscriptionExportQuery = z.object({
  organization_id: uuids("organization_id"),
  product_id: uuids("product_id"),
  status: repeated(SubscriptionStatus).openapi({ description: "Filter by status (repeatable)." }),
  cancel_at_period_end: booleanQuery.openapi({ description: "Filter on subscriptions set to cancel." }),
  started_after: queryDatetime.openapi({ description: "Only subscriptions started after this instant." }),
  started_before: queryDatetime.openapi({ description: "Only subscriptions started before this instant." }),
  customer_id: uuids("customer_id"),
  active: booleanQuery.openapi({
    description: "true: trialing, active and past_due subscriptions; false: the others.",
  }),
  query: z.string().trim().max(200, { message: "query is at most 200 characters" }).optional().openapi({
    description:
      "Kassa extension: subscriptions whose customer's email or name contains this text (ignoring case).",
  }),
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
  columns: repeated(z.enum(SUBSCRIPTION_EXPORT_COLUMNS)).openapi({
    description:
      "Columns to include, in this order (default: email, started_at, product, amount, currency, status, recurring_interval).",
  }),
});

const cancellation = {
  customer_cancellation_reason: CustomerCancellationReason.nullable().optional(),
  customer_cancellation_comment: z.string().max(10_000).nullable().optional(),
};

/** Fields of Polar's other `SubscriptionUpdate` variants: not supported yet (a 422 names them). */
export const UNSUPPORTED_UPDATE_FIELDS = [
  "seats",
  "current_billing_period_end",
  "pause_at_period_end",
  "resumes_at",
  "resume",
] as const;

/** Polar's `SubscriptionProrationBehavior` without `reset` (not public in Polar either). */
export const SubscriptionProrationBehavior = z
  .enum(["invoice", "prorate", "next_period"], {
    message: "must be invoice, prorate or next_period (reset is not supported)",
  })
  .openapi("SubscriptionProrationBehavior");

/** `SubscriptionUpdateBase` (product, discount, metadata) and `SubscriptionUpdateClear` fields. */
const baseUpdate = {
  product_id: z.uuid({ message: "must be a UUID" }).nullable().optional(),
  proration_behavior: SubscriptionProrationBehavior.nullable().optional(),
  discount_id: z.uuid({ message: "must be a UUID" }).nullable().optional(),
  metadata: MetadataSchema.optional(),
  pending_update: z.null({ message: "must be null (clears the pending update)" }).optional(),
};

/**
 * Polar's `SubscriptionUpdate` as far as Kassa supports it: `SubscriptionCancel`
 * (`cancel_at_period_end`) or `SubscriptionRevoke` (`revoke: true`), each with an optional
 * reason and comment. The other variants' fields are accepted by the schema and refused by name.
 */
export const SubscriptionUpdate = z
  .object({
    cancel_at_period_end: z.boolean({ message: "must be true or false" }).optional(),
    revoke: z.literal(true, { message: "must be true" }).optional(),
    ...cancellation,
    ...baseUpdate,
    // `SubscriptionUpdateTrial`: a new trial end of a trialing subscription, or "now" to end it.
    trial_end: z
      .union([z.literal("now"), z.iso.datetime({ offset: true }).transform((v) => new Date(v))], {
        message: 'must be an ISO 8601 date-time with a time zone, or "now"',
      })
      .optional()
      .openapi({ type: "string", description: 'A date-time, or "now"' }),
    ...Object.fromEntries(UNSUPPORTED_UPDATE_FIELDS.map((f) => [f, z.unknown().optional()])),
  })
  .openapi("SubscriptionUpdate", {
    description:
      "`{cancel_at_period_end: true|false}` cancels at period end or uncancels; `{revoke: true}` ends the " +
      "subscription now; `{product_id, proration_behavior?}` changes the plan; `{discount_id}` and/or `{metadata}` " +
      "change those; `{pending_update: null}` drops a scheduled plan change; `{trial_end}` sets a trialing " +
      "subscription's trial end (or ends it `now`). Seats, pause and billing-period " +
      "changes are not supported yet.",
  });
export type SubscriptionUpdateInput = z.infer<typeof SubscriptionUpdate>;
