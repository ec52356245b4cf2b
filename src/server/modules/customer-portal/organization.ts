import type { AppContext } from "../../context.js";
import { findOrgBySlug, getOrg, serializeOrganization } from "../organizations/service.js";

type OrganizationRow = NonNullable<Awaited<ReturnType<typeof findOrgBySlug>>>;

import { listOrgProducts } from "../products/service.js";

/** How many public products the portal lists (the plans a subscriber may switch to). */
const PORTAL_PRODUCTS = 100;

/**
 * `GET /v1/customer-portal/organizations/{slug}`: what a portal page shows before anyone signs in
 * (name, logo, portal settings) and the organization's public products, as Polar's
 * `CustomerOrganizationData`; null for an unknown slug.
 */
export async function customerOrganizationData(ctx: Pick<AppContext, "db" | "config">, slug: string) {
  const row = await findOrgBySlug(ctx, slug);
  if (!row) return null;
  const { items } = await listOrgProducts(
    ctx,
    row.id,
    { page: 1, limit: PORTAL_PRODUCTS },
    { isArchived: false, visibility: ["public"], metadata: {} },
    [{ property: "created_at", descending: false }],
  );
  return {
    organization: customerOrganizationOf(row),
    products: items.map(({ metadata: _metadata, attached_custom_fields: _fields, ...product }) => product),
  };
}

/** The organization as Polar's `CustomerOrganization` (what a customer may see of the seller). */
export function customerOrganizationOf(row: OrganizationRow) {
  const org = serializeOrganization(row);
  return {
    created_at: org.created_at,
    modified_at: org.modified_at,
    id: org.id,
    name: org.name,
    slug: org.slug,
    avatar_url: org.avatar_url,
    proration_behavior: org.proration_behavior,
    allow_customer_updates: org.allow_customer_updates,
    customer_portal_settings: org.customer_portal_settings,
    organization_features: { member_model_enabled: false, checkout_localization_enabled: false },
  };
}

/** The organization as Polar's `CustomerOrganization` (what portal objects embed), by id. */
export async function customerOrganizationById(ctx: Pick<AppContext, "db">, organizationId: string) {
  const org = await getOrg(ctx, organizationId, organizationId);
  return {
    created_at: org.created_at,
    modified_at: org.modified_at,
    id: org.id,
    name: org.name,
    slug: org.slug,
    avatar_url: org.avatar_url,
    proration_behavior: org.proration_behavior,
    allow_customer_updates: org.allow_customer_updates,
    customer_portal_settings: org.customer_portal_settings,
    organization_features: { member_model_enabled: false, checkout_localization_enabled: false },
  };
}

export type CustomerOrganizationWire = Awaited<ReturnType<typeof customerOrganizationById>>;
