import { describe, expect, it } from "vitest";
import { activeNavItem, NAV_SECTIONS, navItems } from "./nav";

describe("activeNavItem", () => {
  it("highlights a list on its detail pages, the longest match winning", () => {
    expect(activeNavItem("/orders/0190-abc")?.label).toBe("Orders");
    expect(activeNavItem("/meters/1/edit")?.label).toBe("Meters");
    expect(activeNavItem("/organization/teams")?.label).toBe("Teams");
    expect(activeNavItem("/organization")?.label).toBe("Organization");
    expect(activeNavItem("/account/security")?.label).toBe("Security");
    expect(activeNavItem("/")?.label).toBe("Overview");
  });

  it("matches at segment boundaries only", () => {
    expect(activeNavItem("/checkout-links")?.label).toBe("Checkout links");
    expect(activeNavItem("/checkouts/x")?.label).toBe("Checkouts");
    expect(activeNavItem("/ordersx")).toBeUndefined();
    expect(activeNavItem("/docs")).toBeUndefined();
  });

  it("puts every entry in a known group, with unique paths", () => {
    for (const item of navItems) expect(NAV_SECTIONS).toContain(item.section);
    expect(new Set(navItems.map((i) => i.to)).size).toBe(navItems.length);
  });
});
