import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";

const MAX_AMOUNT = 999_999_999_999;

export const REFUND_REASONS = [
  "duplicate",
  "fraudulent",
  "customer_request",
  "service_disruption",
  "satisfaction_guarantee",
  "dispute_prevention",
  "other",
] as const;
export const RefundReason = z
  .enum(REFUND_REASONS, { message: `must be one of ${REFUND_REASONS.join(", ")}` })
  .openapi("RefundReason");
export const RefundStatus = z.enum(["pending", "succeeded", "failed", "canceled"]).openapi("RefundStatus");

export const RefundCreate = z
  .object({
    order_id: z.uuid({ message: "order_id must be a UUID" }),
    reason: RefundReason,
    amount: z
      .number({ message: "amount is required" })
      .int({ message: "must be an integer amount in minor units" })
      .min(1, { message: "must be at least 1" })
      .max(MAX_AMOUNT)
      .openapi({ description: "Amount to refund before tax, in minor units; the tax share is added." }),
    comment: z.string().max(1000, { message: "must be at most 1000 characters" }).nullable().optional(),
    revoke_benefits: z
      .boolean()
      .default(false)
      .openapi({ description: "Revoke the benefits the order granted (one-time purchases only)." }),
    metadata: MetadataSchema.optional(),
  })
  .openapi("RefundCreate");
export type RefundCreateInput = z.infer<typeof RefundCreate>;

const wireDatetime = z.string().openapi({ format: "date-time" });

export const Refund = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    metadata: MetadataSchema,
    status: RefundStatus,
    reason: z.string(),
    amount: z.number().int(),
    tax_amount: z.number().int(),
    currency: z.string(),
    organization_id: z.string(),
    order_id: z.string(),
    subscription_id: z.string().nullable(),
    customer_id: z.string(),
    revoke_benefits: z.boolean(),
    dispute: z.null(),
  })
  .openapi("Refund");

export const RefundList = listSchema(Refund, "ListResource_Refund_");

export const REFUND_SORTS = ["created_at", "amount"] as const;
export type RefundSort = (typeof REFUND_SORTS)[number];

const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

export const RefundListQuery = PageQuery.extend({
  id: uuids("id"),
  organization_id: uuids("organization_id"),
  order_id: uuids("order_id"),
  subscription_id: uuids("subscription_id"),
  customer_id: uuids("customer_id"),
  external_customer_id: repeated(z.string().min(1)).openapi({
    description: "Filter by the customer's external id (repeatable).",
  }),
  succeeded: z
    .enum(["true", "false"], { message: "must be true or false" })
    .transform((v) => v === "true")
    .optional()
    .openapi({ description: "true: succeeded refunds only; false: the others." }),
  sorting: sortingQuery(REFUND_SORTS),
});
