import type { z } from "@hono/zod-openapi";
import {
  findOrganization,
  findOrganizationAdminEmails,
  findOrganizationBySlug,
  findOrganizationForUpdate,
  isMember,
  listOrganizations,
  type OrganizationPatch,
  type OrganizationRow,
  type OrganizationSortProperty,
  updateOrganization,
} from "../../auth/service.js";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { recordEvent } from "../webhooks/service.js";
import type { OrganizationUpdate } from "./schemas.js";
import {
  type CustomerPortalSettings,
  merge,
  mergeCustomerPortalSettings,
  readCustomerPortalSettings,
  readFeatureSettings,
  readSocials,
  readSubscriptionSettings,
  type SubscriptionSettings,
} from "./settings.js";

export type { CustomerPortalSettings, SubscriptionSettings } from "./settings.js";

type Deps = Pick<AppContext, "db" | "clock">;
export type OrganizationUpdateInput = z.infer<typeof OrganizationUpdate>;

const NOTIFICATION_SETTINGS = {
  new_order: true,
  new_subscription: true,
  chargeback_prevention: true,
  subscription_renewal: true,
};

const CUSTOMER_EMAIL_SETTINGS = {
  order_confirmation: true,
  payment_method_expiration_reminder: true,
  subscription_cancellation: true,
  subscription_confirmation: true,
  subscription_cycled: true,
  subscription_cycled_after_trial: true,
  subscription_past_due: true,
  subscription_paused: true,
  subscription_resumed: true,
  subscription_renewal_reminder: true,
  subscription_revoked: true,
  subscription_trial_conversion_reminder: true,
  subscription_uncanceled: true,
  subscription_updated: true,
};

const CAPABILITIES = {
  checkout_payments: true,
  subscription_renewals: true,
  payouts: true,
  refunds: true,
  api_access: true,
  dashboard_access: true,
};

/** An organization as Polar's wire `Organization`. */
export function serializeOrganization(row: OrganizationRow) {
  const subscription = readSubscriptionSettings(row.subscriptionSettings);
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.updatedAt),
    name: row.name,
    slug: row.slug,
    avatar_url: row.logo ?? null,
    proration_behavior: subscription.proration_behavior,
    allow_customer_updates: subscription.allow_customer_updates,
    email: row.email ?? null,
    website: row.website ?? null,
    socials: readSocials(row.socials),
    status: "active" as const,
    details_submitted_at: iso(row.detailsSubmittedAt),
    default_presentment_currency: "usd",
    default_tax_behavior: "location" as const,
    feature_settings: readFeatureSettings(row.featureSettings),
    subscription_settings: subscription,
    notification_settings: NOTIFICATION_SETTINGS,
    customer_email_settings: CUSTOMER_EMAIL_SETTINGS,
    customer_portal_settings: readCustomerPortalSettings(row.customerPortalSettings),
    account_id: null,
    payout_account_id: null,
    capabilities: CAPABILITIES,
  };
}

export type OrganizationWire = ReturnType<typeof serializeOrganization>;

/**
 * The seller's subscription settings (defaults where never set). Other modules read them here,
 * e.g. `allow_multiple_subscriptions` and `proration_behavior`. Inside a transaction pass `{ db: tx }`.
 */
export async function getSellerSettings(
  ctx: { db: Executor },
  organizationId: string,
): Promise<SubscriptionSettings> {
  const row = await findOrganization(ctx.db, organizationId);
  if (!row) throw new NotFoundError("Organization");
  return readSubscriptionSettings(row.subscriptionSettings);
}

/** The organization's customer portal settings (defaults where never set). Inside a transaction pass `{ db: tx }`. */
export async function getCustomerPortalSettings(
  ctx: { db: Executor },
  organizationId: string,
): Promise<CustomerPortalSettings> {
  const row = await findOrganization(ctx.db, organizationId);
  if (!row) throw new NotFoundError("Organization");
  return readCustomerPortalSettings(row.customerPortalSettings);
}

export async function listOrgs(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  query: Page & { slug?: string | undefined },
  sort: { property: OrganizationSortProperty; descending: boolean }[],
) {
  const { rows, total } = await listOrganizations(ctx.db, organizationId, {
    slug: query.slug,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
    sort,
  });
  return { items: rows.map(serializeOrganization), total };
}

/** The organization with this slug (unscoped: slugs are public and unique), or null. */
export async function findOrgBySlug(ctx: { db: Executor }, slug: string): Promise<OrganizationRow | null> {
  return (await findOrganizationBySlug(ctx.db, slug)) ?? null;
}

/** The caller's organization by id; any other id is a 404 (a token sees its own organization only). */
export async function getOrg(ctx: Pick<AppContext, "db">, organizationId: string, id: string) {
  const row = id === organizationId ? await findOrganization(ctx.db, organizationId) : undefined;
  if (!row) throw new NotFoundError("Organization");
  return serializeOrganization(row);
}

/** The column changes an update asks for, given the current row. */
export function organizationPatch(
  row: OrganizationRow,
  input: OrganizationUpdateInput,
  now: Date,
): OrganizationPatch {
  const patch: OrganizationPatch = { updatedAt: now };
  if (input.name) patch.name = input.name;
  if (input.avatar_url !== undefined) patch.logo = input.avatar_url;
  if (input.email !== undefined) patch.email = input.email;
  if (input.website !== undefined) patch.website = input.website;
  if (input.socials !== undefined) patch.socials = JSON.stringify(input.socials ?? []);
  if (input.details && !row.detailsSubmittedAt) patch.detailsSubmittedAt = now;
  if (input.feature_settings) {
    const merged = merge(readFeatureSettings(row.featureSettings), input.feature_settings);
    patch.featureSettings = JSON.stringify(merged);
  }
  if (input.subscription_settings) {
    const merged = merge(readSubscriptionSettings(row.subscriptionSettings), input.subscription_settings);
    patch.subscriptionSettings = JSON.stringify(merged);
  }
  if (input.customer_portal_settings) {
    const { pause: _pause, ...subscription } = input.customer_portal_settings.subscription ?? {};
    const merged = mergeCustomerPortalSettings(readCustomerPortalSettings(row.customerPortalSettings), {
      ...input.customer_portal_settings,
      subscription,
    });
    patch.customerPortalSettings = JSON.stringify(merged);
  }
  return patch;
}

/** Updates the caller's organization and records `organization.updated` in the same transaction. */
export async function updateOrg(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: OrganizationUpdateInput,
) {
  if (id !== organizationId) throw new NotFoundError("Organization");
  return ctx.db.transaction(async (tx) => {
    const row = await findOrganizationForUpdate(tx, organizationId);
    if (!row) throw new NotFoundError("Organization");
    const now = ctx.clock.now();
    const updated = await updateOrganization(tx, organizationId, organizationPatch(row, input, now));
    const wire = serializeOrganization(updated!);
    await recordEvent(tx, now, organizationId, "organization.updated", wire);
    return wire;
  });
}

// Used by webhooks (notices to the organization's admins) and the demo seed.
/** Owners' and admins' email addresses of the organization. */
export function organizationAdminEmails(ctx: { db: Executor }, organizationId: string): Promise<string[]> {
  return findOrganizationAdminEmails(ctx.db, organizationId);
}

/** Whether the user belongs to the organization (any role). */
export function isOrganizationMember(
  ctx: { db: Executor },
  organizationId: string,
  userId: string,
): Promise<boolean> {
  return isMember(ctx.db, organizationId, userId);
}

/** The organization by id (unscoped: a public page or a customer's request names it), or null. */
export async function findOrgById(ctx: { db: Executor }, id: string): Promise<OrganizationRow | null> {
  return (await findOrganization(ctx.db, id)) ?? null;
}
