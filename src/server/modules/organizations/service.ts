import type { z } from "@hono/zod-openapi";
import {
  findOrganization,
  findOrganizationAdminEmails,
  findOrganizationBySlug,
  findOrganizationForUpdate,
  findOrganizationMemberEmails,
  isMember,
  listOrganizations,
  type OrganizationPatch,
  type OrganizationRow,
  type OrganizationSortProperty,
  organizationRowFromJson,
  updateOrganization,
} from "../../auth/service.js";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { recordEvent } from "../webhooks/service.js";
import { mergeInvoiceDetails, readInvoiceDetails, serializeInvoiceDetails } from "./invoice-details.js";
import type { OrganizationUpdate } from "./schemas.js";
import {
  type CustomerEmailSettings,
  type CustomerPortalSettings,
  merge,
  mergeCustomerPortalSettings,
  type NotificationSettings,
  readCustomerEmailSettings,
  readCustomerPortalSettings,
  readFeatureSettings,
  readNotificationSettings,
  readSocials,
  readSubscriptionSettings,
  type SubscriptionSettings,
} from "./settings.js";

export type { InvoiceDetailsValue } from "./invoice-details.js";
export type {
  CustomerEmailSettings,
  CustomerPortalSettings,
  NotificationSettings,
  SubscriptionSettings,
} from "./settings.js";

type Deps = Pick<AppContext, "db" | "clock">;
export type OrganizationUpdateInput = z.infer<typeof OrganizationUpdate>;

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
    notification_settings: readNotificationSettings(row.notificationSettings),
    customer_email_settings: readCustomerEmailSettings(row.customerEmailSettings),
    customer_portal_settings: readCustomerPortalSettings(row.customerPortalSettings),
    account_id: null,
    payout_account_id: null,
    capabilities: CAPABILITIES,
    invoice_details: serializeInvoiceDetails(readInvoiceDetails(row.invoiceDetails)),
  };
}

export type OrganizationWire = ReturnType<typeof serializeOrganization>;

// Used by checkouts: a checkout read with its organization in one statement.
export { organizationJsonSql } from "../../auth/service.js";

/** The wire organization of an `organizationJsonSql` value. */
export function organizationFromJson(value: Record<string, unknown>): OrganizationWire {
  return serializeOrganization(organizationRowFromJson(value));
}

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

/** What a seller's emails need to know about it: its name, logo, slug and email settings. */
export interface SellerEmailProfile {
  id: string;
  name: string;
  slug: string;
  avatarUrl: string | null;
  email: string | null;
  notificationSettings: NotificationSettings;
  customerEmailSettings: CustomerEmailSettings;
}

// Used by emails (customer emails and seller notices) and subscriptions (dunning emails).
/** The organization's email profile (name, logo, settings), or null when it no longer exists. */
export async function getSellerEmailProfile(
  ctx: { db: Executor },
  organizationId: string,
): Promise<SellerEmailProfile | null> {
  const row = await findOrganization(ctx.db, organizationId);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    avatarUrl: row.logo ?? null,
    email: row.email ?? null,
    notificationSettings: readNotificationSettings(row.notificationSettings),
    customerEmailSettings: readCustomerEmailSettings(row.customerEmailSettings),
  };
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
  if (input.notification_settings) {
    const merged = merge(readNotificationSettings(row.notificationSettings), input.notification_settings);
    patch.notificationSettings = JSON.stringify(merged);
  }
  if (input.customer_email_settings) {
    const merged = merge(readCustomerEmailSettings(row.customerEmailSettings), input.customer_email_settings);
    patch.customerEmailSettings = JSON.stringify(merged);
  }
  if (input.invoice_details !== undefined) {
    const merged = mergeInvoiceDetails(readInvoiceDetails(row.invoiceDetails), input.invoice_details);
    patch.invoiceDetails = JSON.stringify(merged);
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

/** Every member's email address (any role): the seller's new-order and new-subscription notices. */
export function organizationMemberEmails(ctx: { db: Executor }, organizationId: string): Promise<string[]> {
  return findOrganizationMemberEmails(ctx.db, organizationId);
}

/** Whether the user belongs to the organization (any role). */
export function isOrganizationMember(
  ctx: { db: Executor },
  organizationId: string,
  userId: string,
): Promise<boolean> {
  return isMember(ctx.db, organizationId, userId);
}

// Used by orders (invoice and credit note PDFs).
/** What the seller's invoices show about it: its name, contacts and invoice details. */
export async function getInvoiceSeller(ctx: { db: Executor }, organizationId: string) {
  const row = await findOrganization(ctx.db, organizationId);
  if (!row) throw new NotFoundError("Organization");
  return {
    name: row.name,
    email: row.email ?? null,
    website: row.website ?? null,
    ...readInvoiceDetails(row.invoiceDetails),
  };
}

export type InvoiceSeller = Awaited<ReturnType<typeof getInvoiceSeller>>;

/** The organization by id (unscoped: a public page or a customer's request names it), or null. */
export async function findOrgById(ctx: { db: Executor }, id: string): Promise<OrganizationRow | null> {
  return (await findOrganization(ctx.db, id)) ?? null;
}
