/** Sidebar entries of the signed-in app. Later capabilities append theirs (products, checkouts, …). */
export interface NavItem {
  label: string;
  to: string;
  /** The sidebar group it is listed under. */
  section: "Seller" | "Account" | "Administration";
  /** Only shown to platform administrators. */
  adminOnly?: boolean;
  /** Only shown when an organization is active. */
  needsOrganization?: boolean;
}

export const navItems: NavItem[] = [
  { label: "Overview", to: "/", section: "Seller" },
  { label: "Organization", to: "/organization", section: "Seller", needsOrganization: true },
  { label: "Teams", to: "/organization/teams", section: "Seller", needsOrganization: true },
  { label: "Products", to: "/products", section: "Seller", needsOrganization: true },
  { label: "Benefits", to: "/benefits", section: "Seller", needsOrganization: true },
  { label: "Custom fields", to: "/custom-fields", section: "Seller", needsOrganization: true },
  { label: "Discounts", to: "/discounts", section: "Seller", needsOrganization: true },
  { label: "Meters", to: "/meters", section: "Seller", needsOrganization: true },
  { label: "Events", to: "/events", section: "Seller", needsOrganization: true },
  { label: "Customers", to: "/customers", section: "Seller", needsOrganization: true },
  { label: "Subscriptions", to: "/subscriptions", section: "Seller", needsOrganization: true },
  { label: "Orders", to: "/orders", section: "Seller", needsOrganization: true },
  { label: "Test clocks", to: "/test-clocks", section: "Seller", needsOrganization: true },
  { label: "License keys", to: "/license-keys", section: "Seller", needsOrganization: true },
  { label: "Checkouts", to: "/checkouts", section: "Seller", needsOrganization: true },
  { label: "Checkout links", to: "/checkout-links", section: "Seller", needsOrganization: true },
  { label: "Tax rates", to: "/tax-rates", section: "Seller", needsOrganization: true },
  { label: "Seller settings", to: "/settings", section: "Seller", needsOrganization: true },
  { label: "Access tokens", to: "/access-tokens", section: "Seller", needsOrganization: true },
  { label: "Webhooks", to: "/webhooks", section: "Seller", needsOrganization: true },
  { label: "Profile", to: "/account", section: "Account" },
  { label: "Security", to: "/account/security", section: "Account" },
  { label: "API keys", to: "/account/api-keys", section: "Account" },
  { label: "Users", to: "/admin/users", section: "Administration", adminOnly: true },
  { label: "Email outbox", to: "/admin/emails", section: "Administration", adminOnly: true },
];
