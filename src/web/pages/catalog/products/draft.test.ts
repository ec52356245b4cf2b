import { describe, expect, it } from "vitest";
import { locToPath, type Product } from "../../../api/v1";
import { emptyPrice, emptyProduct, fromProduct, toPayload } from "./draft";

describe("product draft", () => {
  it("sends major-unit amounts as integer cents and validates prices", () => {
    const d = emptyProduct();
    d.name = "Pro plan";
    d.prices = [{ ...emptyPrice("fixed"), amount: "19.99" }];
    const { body, errors } = toPayload(d, false);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      recurring_interval: "month",
      recurring_interval_count: 1,
      prices: [{ amount_type: "fixed", price_amount: 1999, price_currency: "usd" }],
    });
    d.prices = [{ ...emptyPrice("custom"), minimum: "5", maximum: "2" }, emptyPrice("fixed")];
    const bad = toPayload(d, false).errors;
    expect(bad["prices.0.maximum_amount"]).toBe("Must be at least the minimum");
    expect(bad.prices).toMatch(/cannot be combined/);
  });

  it("keeps unchanged existing prices as {id} and replaces edited ones", () => {
    const product = {
      id: "p1",
      name: "Pro",
      description: null,
      visibility: "public" as const,
      is_recurring: true,
      is_archived: false,
      recurring_interval: "month" as const,
      recurring_interval_count: 1,
      prices: [
        {
          id: "a",
          amount_type: "fixed" as const,
          price_currency: "usd",
          price_amount: 500,
          is_archived: false,
        },
        { id: "s", amount_type: "seat_based" as const, price_currency: "usd", is_archived: false },
      ],
      benefits: [],
      medias: [],
      attached_custom_fields: [],
      created_at: "2026-01-01T00:00:00Z",
    };
    // A legacy seat-based price, which the document no longer lists.
    const d = fromProduct(product as unknown as Product);
    expect(d.prices[0]?.amount).toBe("5.00");
    expect(toPayload(d, true).body.prices).toEqual([{ id: "a" }, { id: "s" }]);
    d.prices[0] = { ...d.prices[0]!, amount: "6" };
    expect(toPayload(d, true).body.prices).toEqual([
      { amount_type: "fixed", price_amount: 600, price_currency: "usd" },
      { id: "s" },
    ]);
  });

  it("maps validation locs to form paths", () => {
    expect(locToPath(["body", "prices", 0, "price_amount"])).toBe("prices.0.price_amount");
    expect(
      locToPath(["body", "ProductCreateRecurring", "prices", 1, "ProductPriceFixedCreate", "price_amount"]),
    ).toBe("prices.1.price_amount");
  });
});
