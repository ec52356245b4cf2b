import { describe, expect, it } from "vitest";
import { formatSubscriptionPrice } from "./filters";
import type { Subscription } from "./types";
import { usageRows } from "./UsageSection";

const meter = { id: "m1", name: "API requests", unit: "scalar", custom_label: null, custom_multiplier: null };
const sub = (prices: unknown[], meters: unknown[]) => ({ prices, meters }) as unknown as Subscription;
const metered = (cap: number | null) => ({
  amount_type: "metered_unit",
  meter_id: "m1",
  meter,
  unit_amount: "0.5",
  cap_amount: cap,
  price_currency: "usd",
});

describe("a subscription's usage rows", () => {
  it("pairs each metered price with its meter's usage this period, the unit price in major units", () => {
    const rows = usageRows(
      sub(
        [{ amount_type: "fixed", price_amount: 1900, price_currency: "usd" }, metered(5000)],
        [{ meter_id: "m1", meter, consumed_units: 1200, credited_units: 100, amount: 550 }],
      ),
    );
    expect(rows).toEqual([
      {
        meterId: "m1",
        name: "API requests",
        unitPrice: "0.005 USD",
        cap: "$50.00",
        consumed: 1200,
        credited: 100,
        amount: 550,
        currency: "usd",
      },
    ]);
  });

  it("shows a metered price with no usage yet as zero, and nothing for a subscription without one", () => {
    expect(usageRows(sub([metered(null)], []))[0]).toMatchObject({ consumed: 0, amount: 0, cap: null });
    expect(usageRows(sub([{ amount_type: "fixed", price_amount: 900, price_currency: "usd" }], []))).toEqual(
      [],
    );
  });
});

describe("a subscription's price as lists show it", () => {
  const base = {
    amount: 1900,
    currency: "usd",
    recurring_interval: "month",
    recurring_interval_count: 1,
  } as const;
  it("is the amount per interval, with '+ usage' when a price is metered", () => {
    const fixed = { amount_type: "fixed", price_amount: 1900, price_currency: "usd" };
    expect(formatSubscriptionPrice({ ...base, prices: [fixed] } as never)).toBe("$19.00 / month");
    expect(formatSubscriptionPrice({ ...base, prices: [fixed, metered(null)] } as never)).toBe(
      "$19.00 / month + usage",
    );
    expect(
      formatSubscriptionPrice({
        ...base,
        recurring_interval: "year",
        recurring_interval_count: 2,
        prices: [],
      } as never),
    ).toBe("$19.00 / 2 years");
  });
});
