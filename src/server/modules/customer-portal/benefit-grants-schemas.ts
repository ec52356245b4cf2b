import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { BENEFIT_TYPES } from "../benefits/schemas.js";
import { CustomerOrganization } from "./schemas.js";

const wireDatetime = z.string().openapi({ format: "date-time" });
const uuids = (name: string) =>
  repeated(z.uuid({ message: `${name} must be a UUID` })).openapi({
    description: `Filter by ${name.replace(/_/g, " ")} (repeatable).`,
  });

/** Polar's `CustomerPortalCustomer`: the customer as they see themselves. */
export const CustomerPortalCustomer = z
  .object({
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    id: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    name: z.string().nullable(),
    billing_name: z.string().nullable(),
    billing_address: z.record(z.string(), z.unknown()).nullable(),
    tax_id: z.array(z.unknown()).nullable(),
    oauth_accounts: z.record(z.string(), z.unknown()),
    default_payment_method_id: z.string().nullable(),
    type: z.string().nullable(),
    locale: z.string().nullable(),
  })
  .openapi("CustomerPortalCustomer");

/** Polar's `Benefit<Type>Subscriber`: a granted benefit as its customer sees it. */
export const BenefitSubscriber = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    type: z.enum(BENEFIT_TYPES),
    description: z.string(),
    selectable: z.boolean(),
    deletable: z.boolean(),
    is_deleted: z.boolean(),
    organization_id: z.string(),
    metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    organization: CustomerOrganization.omit({
      customer_portal_settings: true,
      organization_features: true,
    }).openapi("BenefitSubscriberOrganization"),
    properties: z.record(z.string(), z.unknown()).openapi({
      description:
        "By type: custom `{note}`, discord `{guild_id}`, github_repository `{repository_owner, repository_name}`, downloadables `{active_files}`, license_keys `{prefix, expires, activations, limit_usage}`, meter_credit `{units, rollover, meter_id}`, feature_flag `{}`.",
    }),
  })
  .openapi("BenefitSubscriber");

/** Polar's `CustomerBenefitGrant` (one shape per benefit type, told apart by `benefit.type`). */
export const CustomerBenefitGrant = z
  .object({
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    id: z.string(),
    granted_at: wireDatetime.nullable(),
    revoked_at: wireDatetime.nullable(),
    customer_id: z.string(),
    member_id: z.string().nullable(),
    benefit_id: z.string(),
    subscription_id: z.string().nullable(),
    order_id: z.string().nullable(),
    is_granted: z.boolean(),
    is_revoked: z.boolean(),
    error: z.object({ message: z.string(), type: z.string(), timestamp: z.string() }).nullable(),
    customer: CustomerPortalCustomer,
    benefit: BenefitSubscriber,
    properties: z.record(z.string(), z.unknown()).openapi({
      description:
        "The grant's properties: license_keys `{license_key_id, display_key}`, downloadables `{files}`, meter_credit `{last_credited_meter_id, last_credited_units, last_credited_at}`, discord and github_repository the linked account.",
    }),
  })
  .openapi("CustomerBenefitGrant");

export const CustomerBenefitGrantList = listSchema(
  CustomerBenefitGrant,
  "ListResource_CustomerBenefitGrant_",
);

export const CUSTOMER_GRANT_SORTS = ["granted_at", "type", "organization", "product_benefit"] as const;

export const CustomerBenefitGrantListQuery = PageQuery.extend({
  query: z.string().max(200).optional().openapi({ description: "Filter by benefit description." }),
  type: repeated(
    z.enum(BENEFIT_TYPES, { message: `type must be one of ${BENEFIT_TYPES.join(", ")}` }),
  ).openapi({
    description: "Filter by benefit type (repeatable).",
  }),
  benefit_id: uuids("benefit_id"),
  checkout_id: uuids("checkout_id"),
  order_id: uuids("order_id"),
  subscription_id: uuids("subscription_id"),
  member_id: uuids("member_id"),
  sorting: sortingQuery(CUSTOMER_GRANT_SORTS),
});

/** Polar's `CustomerBenefitGrantUpdate`: `benefit_type`, and for GitHub and Discord `properties.account_id`. */
export const CustomerBenefitGrantUpdate = z
  .object({
    benefit_type: z.enum(BENEFIT_TYPES, { message: `must be one of ${BENEFIT_TYPES.join(", ")}` }),
    properties: z
      .object({ account_id: z.string().max(500).nullable() })
      .optional()
      .openapi({
        description: "discord and github_repository: `{account_id}`, the customer's OAuth account.",
      }),
  })
  .superRefine((body, issue) => {
    if ((body.benefit_type === "discord" || body.benefit_type === "github_repository") && !body.properties) {
      issue.addIssue({
        code: "custom",
        path: ["properties"],
        message: "properties is required for this benefit type",
      });
    }
  })
  .openapi("CustomerBenefitGrantUpdate");
