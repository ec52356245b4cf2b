import { describe, expect, it } from "vitest";
import {
  DEFAULT_SORTING,
  filtersFromParams,
  filtersToExportQuery,
  filtersToParams,
  filtersToQuery,
  formatInterval,
  summarizeEvent,
} from "./filters";

const money = (amount: number, currency: string) => `${currency}:${amount}`;

describe("subscription list filters", () => {
  it("reads the defaults from an empty URL", () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({
      status: [],
      productId: null,
      customerId: null,
      active: null,
      query: null,
      sorting: DEFAULT_SORTING,
      page: 1,
      limit: 20,
    });
  });

  it("reads repeated statuses, booleans and the page; drops unknown values", () => {
    const f = filtersFromParams(
      new URLSearchParams("status=active&status=bogus&status=past_due&active=false&page=3&sorting=-amount"),
    );
    expect(f.status).toEqual(["active", "past_due"]);
    expect(f.active).toBe(false);
    expect(f.page).toBe(3);
    expect(f.sorting).toBe("-amount");
    expect(filtersFromParams(new URLSearchParams("sorting=drop_table&page=-2&active=maybe"))).toMatchObject({
      sorting: DEFAULT_SORTING,
      page: 1,
      active: null,
    });
  });

  it("round-trips through the URL and leaves defaults out", () => {
    const params = new URLSearchParams(
      "status=active&status=trialing&product_id=p1&customer_id=c1&active=true&query=amy&sorting=amount&limit=50",
    );
    expect(filtersToParams(filtersFromParams(params)).toString()).toBe(params.toString());
    expect(filtersToParams(filtersFromParams(new URLSearchParams())).toString()).toBe("");
  });

  it("makes the API query", () => {
    const f = filtersFromParams(new URLSearchParams("status=canceled&active=false&page=2"));
    expect(filtersToQuery(f)).toEqual({
      status: ["canceled"],
      product_id: undefined,
      customer_id: undefined,
      active: false,
      query: undefined,
      sorting: DEFAULT_SORTING,
      page: 2,
      limit: 20,
    });
    expect(filtersToQuery(filtersFromParams(new URLSearchParams())).status).toBeUndefined();
    expect(
      filtersToExportQuery(
        filtersFromParams(new URLSearchParams("query=amy&status=active&page=3&sorting=amount")),
      ).toString(),
    ).toBe("status=active&query=amy");
  });
});

describe("formatting", () => {
  it("formats intervals", () => {
    expect(formatInterval("month", 1)).toBe("month");
    expect(formatInterval("week", 2)).toBe("2 weeks");
  });

  it("summarizes timeline events", () => {
    const ev = (type: string, data: Record<string, unknown> | null) => ({
      id: "e",
      type,
      timestamp: "",
      data,
    });
    expect(
      summarizeEvent(ev("subscription.canceled", { cancel_at_period_end: true, ended_at: null }), money),
    ).toBe("Set to cancel at the end of the period");
    expect(summarizeEvent(ev("subscription.canceled", { ended_at: "2026-01-01" }), money)).toBe(
      "Subscription canceled",
    );
    expect(
      summarizeEvent(
        ev("order.created", { billing_reason: "subscription_cycle", total_amount: 1190, currency: "usd" }),
        money,
      ),
    ).toBe("Order created (subscription cycle) · usd:1190");
    expect(summarizeEvent(ev("order.paid", { total_amount: 500, currency: "eur" }), money)).toBe(
      "Order paid · eur:500",
    );
    expect(summarizeEvent(ev("benefit_grant.created", null), money)).toBe("benefit_grant.created (archived)");
  });
});
