import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { CustomerCancellationReason } from "../orders/schemas.js";
import { BenefitPublic } from "../products/schemas.js";
import { Subscription, SubscriptionMeter } from "../subscriptions/schemas.js";
import { CustomerOrganization, CustomerProduct } from "./schemas.js";

const wireDatetime = z.string().openapi({ format: "date-time" });

/** Polar's `CustomerSubscriptionProduct`: the product with its public benefits and organization. */
export const CustomerSubscriptionProduct = CustomerProduct.omit({ benefits: true })
  .extend({ benefits: z.array(BenefitPublic), organization: CustomerOrganization })
  .openapi("CustomerSubscriptionProduct");

export const CustomerSubscriptionMeter = SubscriptionMeter.extend({
  meter: z
    .object({
      created_at: wireDatetime,
      modified_at: wireDatetime.nullable(),
      id: z.string(),
      name: z.string(),
    })
    .openapi("CustomerSubscriptionMeterMeter"),
}).openapi("CustomerSubscriptionMeter");

/** Polar's `CustomerSubscription`: a subscription as its customer sees it. */
export const CustomerSubscription = Subscription.omit({
  custom_field_data: true,
  customer: true,
  discount: true,
  metadata: true,
  product: true,
  meters: true,
})
  .extend({
    current_meter_period_start: wireDatetime.nullable(),
    current_meter_period_end: wireDatetime.nullable(),
    pause_at_period_end: z.boolean(),
    paused_at: wireDatetime.nullable(),
    resumes_at: wireDatetime.nullable(),
    product: CustomerSubscriptionProduct,
    meters: z.array(CustomerSubscriptionMeter),
  })
  .openapi("CustomerSubscription");

export const CustomerSubscriptionList = listSchema(
  CustomerSubscription,
  "ListResource_CustomerSubscription_",
);

export const CUSTOMER_SUBSCRIPTION_SORTS = [
  "started_at",
  "amount",
  "status",
  "organization",
  "product",
] as const;

export const CustomerSubscriptionListQuery = PageQuery.extend({
  product_id: repeated(z.uuid({ message: "product_id must be a UUID" })).openapi({
    description: "Filter by product ID (repeatable).",
  }),
  active: z
    .enum(["true", "false"], { message: "active must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .openapi({ description: "true: trialing, active and past_due subscriptions; false: the others." }),
  query: z.string().max(200).optional().openapi({ description: "Search by product name." }),
  sorting: sortingQuery(CUSTOMER_SUBSCRIPTION_SORTS),
});

/**
 * Polar's `CustomerSubscriptionUpdate`, one variant per request:
 * `CustomerSubscriptionUpdateProduct` (`product_id`), `CustomerSubscriptionCancel`
 * (`cancel_at_period_end`, `cancellation_reason`, `cancellation_comment`) and
 * `CustomerSubscriptionUpdateClear` (`pending_update: null`). Seats, pause and resume are
 * accepted by the schema and refused by the service.
 */
export const CustomerSubscriptionUpdate = z
  .object({
    product_id: z.uuid({ message: "must be a UUID" }).optional(),
    cancel_at_period_end: z.boolean({ message: "must be true or false" }).nullable().optional(),
    cancellation_reason: CustomerCancellationReason.nullable().optional(),
    cancellation_comment: z.string().max(10_000).nullable().optional(),
    pending_update: z.null({ message: "must be null (clears the pending update)" }).optional(),
    seats: z.unknown().optional(),
    pause_at_period_end: z.unknown().optional(),
    resumes_at: z.unknown().optional(),
    resume: z.unknown().optional(),
  })
  .strict()
  .openapi("CustomerSubscriptionUpdate", {
    description:
      "`{product_id}` changes the plan (when the organization's `customer_portal_settings.subscription.update_plan` allows it; proration as the organization's `proration_behavior`); `{cancel_at_period_end: true, cancellation_reason?, cancellation_comment?}` cancels at the end of the period; `{cancel_at_period_end: false}` uncancels; `{pending_update: null}` drops a scheduled plan change. Seats are not supported (422); pausing is not enabled (403 `PauseResumeNotAllowed`).",
  });
export type CustomerSubscriptionUpdateInput = z.infer<typeof CustomerSubscriptionUpdate>;

export const CustomerSubscriptionPreviewQuery = z.object({
  product_id: z.uuid({ message: "must be a UUID" }).openapi({ description: "The product to change to." }),
});
