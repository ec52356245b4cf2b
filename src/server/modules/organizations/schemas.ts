import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, sortingQuery } from "../../http/v1/pagination.js";
import { InvoiceDetails, InvoiceDetailsUpdate } from "./invoice-details.js";

export const SOCIAL_PLATFORMS = [
  "x",
  "github",
  "facebook",
  "instagram",
  "youtube",
  "tiktok",
  "linkedin",
  "threads",
  "discord",
  "other",
] as const;

export const PRORATION_BEHAVIORS = ["invoice", "prorate", "next_period"] as const;

/**
 * Boolean feature flags of Polar's OrganizationFeatureSettings (SDK 0.47 and the 2026-04 spec), and
 * Kassa's own `customer_gravatar_enabled`: whether the dashboard shows customers' Gravatar images
 * (their `avatar_url`), which makes browsers ask gravatar.com. Off unless the seller opts in.
 */
export const FEATURE_FLAGS = [
  "issue_funding_enabled",
  "usage_based_billing_enabled",
  "seat_based_pricing_enabled",
  "wallets_enabled",
  "member_model_enabled",
  "tinybird_read",
  "tinybird_compare",
  "checkout_localization_enabled",
  "reset_proration_behavior_enabled",
  "customer_gravatar_enabled",
] as const;

const HttpUrl = z
  .url({ protocol: /^https?$/, message: "must be an http(s) URL" })
  .max(2083, { message: "must be at most 2083 characters" });

export const SocialLink = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS).openapi({ description: "The social platform of the URL" }),
    url: HttpUrl.openapi({ description: "The URL to the organization profile" }),
  })
  .openapi("OrganizationSocialLink");

const flagShape = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof FEATURE_FLAGS)[number],
  z.ZodBoolean
>;

export const FeatureSettings = z
  .object({ ...flagShape, overview_metrics: z.array(z.string()).nullable() })
  .openapi("OrganizationFeatureSettings");

export const FeatureSettingsUpdate = z
  .object({
    ...(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      (typeof FEATURE_FLAGS)[number],
      z.ZodOptional<z.ZodBoolean>
    >),
    overview_metrics: z.array(z.string().max(100)).max(50).nullable().optional(),
  })
  .openapi("OrganizationFeatureSettingsUpdate");

export const SubscriptionSettings = z
  .object({
    allow_multiple_subscriptions: z.boolean(),
    allow_customer_updates: z.boolean(),
    proration_behavior: z.enum(PRORATION_BEHAVIORS),
    benefit_revocation_grace_period: z.number().int(),
    prevent_trial_abuse: z.boolean(),
  })
  .openapi("OrganizationSubscriptionSettings");

export const SubscriptionSettingsUpdate = z
  .object({
    allow_multiple_subscriptions: z.boolean().optional(),
    allow_customer_updates: z.boolean().optional(),
    proration_behavior: z
      .enum(PRORATION_BEHAVIORS, { message: "must be one of invoice, prorate, next_period" })
      .optional(),
    benefit_revocation_grace_period: z
      .number()
      .int({ message: "must be a whole number of days" })
      .min(0, { message: "must be 0 or more" })
      .optional(),
    prevent_trial_abuse: z.boolean().optional(),
  })
  .openapi("OrganizationSubscriptionSettingsUpdate", {
    description: "Only the given settings change; the others keep their values.",
  });

/**
 * Polar's `OrganizationCustomerPortalSettings`: what customers may do in the portal. Only the
 * given keys change. `pause` can only be false: Kassa has no subscription pauses.
 */
export const CustomerPortalSettingsUpdate = z
  .object({
    usage: z.object({ show: z.boolean().optional() }).optional(),
    subscription: z
      .object({
        update_seats: z.boolean().optional(),
        update_plan: z.boolean().optional(),
        pause: z.literal(false, { message: "pausing subscriptions is not supported by Kassa" }).optional(),
      })
      .optional(),
    customer: z.object({ allow_email_change: z.boolean().optional() }).optional(),
  })
  .openapi("OrganizationCustomerPortalSettingsUpdate", {
    description:
      "`usage.show`: the portal shows usage meters; `subscription.update_plan`: customers may change plan; `customer.allow_email_change`: customers may change their email. Only the given keys change.",
  });

/** Polar's OrganizationNotificationSettings: what the seller's members are emailed about. */
export const NOTIFICATION_SETTING_KEYS = [
  "new_order",
  "new_subscription",
  "chargeback_prevention",
  "subscription_renewal",
] as const;

/** Polar's OrganizationCustomerEmailSettings: which emails Kassa sends the seller's customers. */
export const CUSTOMER_EMAIL_SETTING_KEYS = [
  "order_confirmation",
  "payment_method_expiration_reminder",
  "subscription_cancellation",
  "subscription_confirmation",
  "subscription_cycled",
  "subscription_cycled_after_trial",
  "subscription_past_due",
  "subscription_paused",
  "subscription_resumed",
  "subscription_renewal_reminder",
  "subscription_revoked",
  "subscription_trial_conversion_reminder",
  "subscription_uncanceled",
  "subscription_updated",
] as const;

function booleanSettings<K extends string>(keys: readonly K[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);
}

function booleanSettingsUpdate<K extends string>(keys: readonly K[]) {
  return z
    .object(
      Object.fromEntries(keys.map((k) => [k, z.boolean().optional()])) as Record<
        K,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict();
}

export const NotificationSettings = booleanSettings(NOTIFICATION_SETTING_KEYS).openapi(
  "OrganizationNotificationSettings",
);
export const CustomerEmailSettings = booleanSettings(CUSTOMER_EMAIL_SETTING_KEYS).openapi(
  "OrganizationCustomerEmailSettings",
);
export const NotificationSettingsUpdate = booleanSettingsUpdate(NOTIFICATION_SETTING_KEYS).openapi(
  "OrganizationNotificationSettingsUpdate",
  { description: "Only the given settings change; the others keep their values." },
);
export const CustomerEmailSettingsUpdate = booleanSettingsUpdate(CUSTOMER_EMAIL_SETTING_KEYS).openapi(
  "OrganizationCustomerEmailSettingsUpdate",
  { description: "Only the given settings change; the others keep their values." },
);

/** Polar's OrganizationDetails (business details for compliance). Accepted, not stored. */
export const OrganizationDetails = z
  .object({
    about: z.string().nullable().optional(),
    product_description: z.string().nullable().optional(),
    selling_categories: z.array(z.string()).optional(),
    pricing_models: z.array(z.string()).optional(),
    intended_use: z.string().nullable().optional(),
    customer_acquisition: z.array(z.string()).optional(),
    future_annual_revenue: z.number().int().min(0).nullable().optional(),
    switching: z.boolean().optional(),
    switching_from: z.enum(["paddle", "lemon_squeezy", "gumroad", "stripe", "other"]).nullable().optional(),
    previous_annual_revenue: z.number().int().min(0).nullable().optional(),
  })
  .openapi("OrganizationDetails");

const profileFields = {
  avatar_url: HttpUrl.nullable().optional(),
  email: z.email({ message: "must be an email address" }).nullable().optional().openapi({
    description: "Public support email.",
  }),
  website: HttpUrl.nullable().optional().openapi({ description: "Official website of the organization." }),
  socials: z
    .array(SocialLink)
    .max(20, { message: "at most 20 social links" })
    .nullable()
    .optional()
    .openapi({ description: "Links to social profiles." }),
  details: OrganizationDetails.nullable().optional(),
  feature_settings: FeatureSettingsUpdate.nullable().optional(),
  subscription_settings: SubscriptionSettingsUpdate.nullable().optional(),
  customer_portal_settings: CustomerPortalSettingsUpdate.nullable().optional(),
  notification_settings: NotificationSettingsUpdate.nullable().optional(),
  customer_email_settings: CustomerEmailSettingsUpdate.nullable().optional(),
  invoice_details: InvoiceDetailsUpdate.nullable().optional().openapi({
    description:
      "The seller's legal name, address and tax id shown on invoices and credit notes; null clears them.",
  }),
};

const Name = z.string().trim().min(3, { message: "must be at least 3 characters" }).max(200);

/**
 * Polar fields Kassa does not support yet. Sending one with a value is a 422 naming it, so a
 * caller never believes a setting was applied when it was not.
 */
const UNSUPPORTED_UPDATE_FIELDS = [
  "country",
  "dispute_settings",
  "embed_hosts",
  "default_presentment_currency",
  "default_tax_behavior",
  "sso_enforced",
] as const;

const unsupported = Object.fromEntries(
  UNSUPPORTED_UPDATE_FIELDS.map((field) => [
    field,
    z
      .unknown()
      .optional()
      .refine((v) => v === undefined || v === null, { message: `${field} is not supported by Kassa yet` }),
  ]),
);

export const OrganizationUpdate = z
  .object({ name: Name.nullable().optional(), ...profileFields, ...unsupported })
  .openapi("OrganizationUpdate", {
    description:
      "Fields left out (or null) keep their value; `avatar_url`, `email` and `website` are cleared with null.",
  });

export const OrganizationCreate = z
  .object({
    name: Name,
    slug: z
      .string()
      .min(3, { message: "must be at least 3 characters" })
      .max(64, { message: "must be at most 64 characters" })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
        message: "must be lowercase letters, digits and single dashes",
      }),
    ...profileFields,
  })
  .openapi("OrganizationCreate");

export const Organization = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: z.string().openapi({ format: "date-time" }),
    modified_at: z.string().nullable().openapi({ format: "date-time" }),
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    proration_behavior: z.enum(PRORATION_BEHAVIORS),
    allow_customer_updates: z.boolean(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    socials: z.array(SocialLink),
    status: z.literal("active"),
    details_submitted_at: z.string().nullable().openapi({ format: "date-time" }),
    default_presentment_currency: z.string(),
    default_tax_behavior: z.enum(["location", "inclusive", "exclusive"]),
    feature_settings: FeatureSettings,
    subscription_settings: SubscriptionSettings,
    notification_settings: NotificationSettings,
    customer_email_settings: CustomerEmailSettings,
    customer_portal_settings: z.object({
      usage: z.object({ show: z.boolean() }),
      subscription: z.object({ update_seats: z.boolean(), update_plan: z.boolean() }),
      customer: z.object({ allow_email_change: z.boolean() }),
    }),
    account_id: z.string().nullable(),
    payout_account_id: z.string().nullable(),
    capabilities: z.record(z.string(), z.boolean()),
    invoice_details: InvoiceDetails,
  })
  .openapi("Organization");

export const OrganizationListQuery = PageQuery.extend({
  slug: z.string().optional().openapi({ description: "Filter by slug." }),
  sorting: sortingQuery(["created_at", "slug", "name"] as const),
});

export const OrganizationList = listSchema(Organization, "ListResource_Organization_");
