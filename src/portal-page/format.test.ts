import { describe, expect, it } from "vitest";
import { cardLabel, intervalLabel, orderStatus, priceLabel, subscriptionStatus } from "./format";
import { visibleNav } from "./nav";

describe("portal formatting", () => {
  it("writes a recurring price with its period through the shared money formatter", () => {
    expect(priceLabel(1000, "usd", "month", 1)).toBe("$10.00 / month");
    expect(priceLabel(12000, "usd", "year", null)).toBe("$120.00 / year");
    expect(priceLabel(500, "jpy", "month", 3)).toBe("¥500 / 3 months");
    expect(priceLabel(4900, "usd", null)).toBe("$49.00");
    expect(intervalLabel("week", 2)).toBe("2 weeks");
  });

  it("names statuses for buyers and falls back to the raw value", () => {
    expect(subscriptionStatus("past_due")).toEqual({ label: "Past due", color: "orange" });
    expect(orderStatus("partially_refunded").label).toBe("Partially refunded");
    expect(orderStatus("something_new")).toEqual({ label: "something_new", color: "blue" });
    expect(cardLabel("visa", "4242")).toBe("Visa •••• 4242");
  });
});

describe("portal navigation", () => {
  const organization = (show: boolean) =>
    ({
      customer_portal_settings: {
        usage: { show },
        subscription: { update_seats: true, update_plan: true },
        customer: { allow_email_change: true },
      },
    }) as Parameters<typeof visibleNav>[0];

  it("hides Usage when the organization's portal settings turn it off", () => {
    expect(visibleNav(organization(true)).map((i) => i.label)).toContain("Usage");
    const hidden = visibleNav(organization(false)).map((i) => i.label);
    expect(hidden).not.toContain("Usage");
    expect(hidden).toEqual([
      "Overview",
      "Subscriptions",
      "Orders",
      "License keys",
      "Downloads",
      "Billing details",
      "Payment methods",
    ]);
  });
});
