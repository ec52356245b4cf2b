import type { IconName } from "./icons";

/** The sidebar groups, in order. */
export const NAV_SECTIONS = [
  "Overview",
  "Sales",
  "Products",
  "Usage",
  "Developers",
  "Settings",
  "Account",
  "Administration",
] as const;

export type NavSection = (typeof NAV_SECTIONS)[number];

/** Sidebar entries of the signed-in app. A new page adds its entry here, in its group. */
export interface NavItem {
  label: string;
  to: string;
  /** The sidebar group it is listed under (the "Overview" group shows no heading). */
  section: NavSection;
  icon: IconName;
  /** Only shown to platform administrators. */
  adminOnly?: boolean;
  /** Only shown when an organization is active. */
  needsOrganization?: boolean;
  /** A page served outside the web app (the API reference), opened with a full page load. */
  external?: boolean;
}

const org = { needsOrganization: true } as const;

export const navItems: NavItem[] = [
  { label: "Overview", to: "/", section: "Overview", icon: "home" },
  { label: "Orders", to: "/orders", section: "Sales", icon: "receipt", ...org },
  { label: "Subscriptions", to: "/subscriptions", section: "Sales", icon: "repeat", ...org },
  { label: "Customers", to: "/customers", section: "Sales", icon: "users", ...org },
  { label: "Checkouts", to: "/checkouts", section: "Sales", icon: "cart", ...org },
  { label: "Products", to: "/products", section: "Products", icon: "package", ...org },
  { label: "Benefits", to: "/benefits", section: "Products", icon: "gift", ...org },
  { label: "Discounts", to: "/discounts", section: "Products", icon: "tag", ...org },
  { label: "Custom fields", to: "/custom-fields", section: "Products", icon: "forms", ...org },
  { label: "Checkout links", to: "/checkout-links", section: "Products", icon: "link", ...org },
  { label: "License keys", to: "/license-keys", section: "Products", icon: "key", ...org },
  { label: "Meters", to: "/meters", section: "Usage", icon: "gauge", ...org },
  { label: "Events", to: "/events", section: "Usage", icon: "activity", ...org },
  { label: "Webhooks", to: "/webhooks", section: "Developers", icon: "webhook", ...org },
  { label: "Access tokens", to: "/access-tokens", section: "Developers", icon: "lock", ...org },
  { label: "Test clocks", to: "/test-clocks", section: "Developers", icon: "clock", ...org },
  { label: "API docs", to: "/docs", section: "Developers", icon: "book", external: true },
  { label: "Seller settings", to: "/settings", section: "Settings", icon: "settings", ...org },
  { label: "Organization", to: "/organization", section: "Settings", icon: "building", ...org },
  { label: "Teams", to: "/organization/teams", section: "Settings", icon: "usersGroup", ...org },
  { label: "Tax rates", to: "/tax-rates", section: "Settings", icon: "percent", ...org },
  { label: "Profile", to: "/account", section: "Account", icon: "user" },
  { label: "Security", to: "/account/security", section: "Account", icon: "shield" },
  { label: "API keys", to: "/account/api-keys", section: "Account", icon: "key" },
  { label: "Users", to: "/admin/users", section: "Administration", icon: "userCog", adminOnly: true },
  { label: "Email outbox", to: "/admin/emails", section: "Administration", icon: "mail", adminOnly: true },
];

/**
 * The entry a path belongs to: the one whose `to` is the longest prefix of it at a segment
 * boundary, so a detail page (`/orders/123`) highlights its list (`Orders`) and
 * `/organization/teams` highlights Teams, not Organization. `/` only matches itself.
 */
export function activeNavItem(pathname: string, items: NavItem[] = navItems): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    if (item.external) continue;
    const matches =
      item.to === "/" ? pathname === "/" : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.to.length)) best = item;
  }
  return best;
}
