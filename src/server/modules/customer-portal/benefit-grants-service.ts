import type { AppContext } from "../../context.js";
import type { BenefitWire } from "../benefits/service.js";
import type { CustomerWire } from "../customers/service.js";
import { type CustomerOrganizationWire, customerOrganizationById } from "./organization.js";

type Props = Record<string, unknown>;

/** A benefit's properties as its subscriber sees them (Polar's `Benefit<Type>SubscriberProperties`). */
export function subscriberProperties(type: string, properties: Props): Props {
  switch (type) {
    case "custom":
      return { note: properties.note ?? null };
    case "discord":
      return { guild_id: properties.guild_id ?? null };
    case "github_repository":
      return { repository_owner: properties.repository_owner, repository_name: properties.repository_name };
    case "downloadables": {
      const archived = (properties.archived ?? {}) as Record<string, boolean>;
      const files = (properties.files ?? []) as string[];
      return { active_files: files.filter((id) => !archived[id]) };
    }
    case "license_keys":
      return {
        prefix: properties.prefix ?? null,
        expires: properties.expires ?? null,
        activations: properties.activations ?? null,
        limit_usage: properties.limit_usage ?? null,
      };
    case "meter_credit":
      return { units: properties.units, rollover: properties.rollover, meter_id: properties.meter_id };
    default:
      return {};
  }
}

/** The customer as Polar's `CustomerPortalCustomer` (Kassa customers have no OAuth accounts). */
export function portalCustomerWire(c: CustomerWire) {
  return {
    created_at: c.created_at,
    modified_at: c.modified_at,
    id: c.id,
    email: c.email,
    email_verified: c.email_verified,
    name: c.name,
    billing_name: c.billing_name,
    billing_address: c.billing_address,
    tax_id: c.tax_id,
    oauth_accounts: {},
    default_payment_method_id: c.default_payment_method_id,
    type: c.type,
    locale: c.locale,
  };
}

interface GrantWire {
  benefit: BenefitWire;
  customer: unknown;
  member?: unknown;
  [key: string]: unknown;
}

/** A grant as Polar's `CustomerBenefitGrant`. */
function toCustomerGrant(grant: GrantWire, organization: CustomerOrganizationWire) {
  const { benefit, customer, member: _member, ...rest } = grant;
  // The benefit keeps its metadata: Polar's subscriber shapes carry it (SDK 0.47 requires it).
  const { properties, ...head } = benefit as BenefitWire & { properties: Props };
  const { customer_portal_settings: _s, organization_features: _f, ...org } = organization;
  return {
    ...rest,
    customer: portalCustomerWire(customer as CustomerWire),
    benefit: { ...head, organization: org, properties: subscriberProperties(benefit.type, properties) },
  };
}

/** Serializes grants of one organization for their customer. */
export async function toCustomerGrants(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  grants: GrantWire[],
) {
  if (grants.length === 0) return [];
  const organization = await customerOrganizationById(ctx, organizationId);
  return grants.map((g) => toCustomerGrant(g, organization));
}
