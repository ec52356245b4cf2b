import type { Schemas } from "./api";

/** The portal's sections, in the sidebar's order: each area adds its entry here and its routes in router.tsx. */
export interface PortalNavItem {
  label: string;
  /** Below `/{slug}/portal`: "" is the overview. */
  path: string;
  /** Whether the organization's portal settings show the section (always, when absent). */
  shown?: (organization: Schemas["CustomerOrganization"]) => boolean;
}

export const portalNav: PortalNavItem[] = [
  { label: "Overview", path: "" },
  { label: "Subscriptions", path: "subscriptions" },
  { label: "Orders", path: "orders" },
  { label: "License keys", path: "license-keys" },
  { label: "Downloads", path: "downloads" },
  { label: "Usage", path: "usage", shown: (org) => org.customer_portal_settings.usage.show },
  { label: "Billing details", path: "billing" },
  { label: "Payment methods", path: "payment-methods" },
];

/** The sections the organization's `customer_portal_settings` allow. */
export function visibleNav(organization: Schemas["CustomerOrganization"]): PortalNavItem[] {
  return portalNav.filter((item) => item.shown?.(organization) ?? true);
}
