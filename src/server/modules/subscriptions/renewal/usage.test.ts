import { describe, expect, it } from "vitest";
import type { PriceRow } from "../../products/service.js";
import { meteredBill, meteredLabel } from "./usage.js";

const price = (unitAmount: string, capAmount: number | null = null) =>
  ({ unitAmount, capAmount, priceCurrency: "usd" }) as PriceRow;

describe("metered bills", () => {
  it.each([
    // consumed, credited, unit amount (cents), cap → billable units, amount, capped
    ["25", "10", "50", null, "15", 750, false],
    ["4", "10", "50", null, "0", 0, false],
    ["100", "16", "50", 2000, "84", 2000, true],
    ["3", "0", "0.5", null, "3", 2, false], // 1.5 cents → 2
    ["2.5", "0", "0.5", null, "2.5", 1, false], // 1.25 → 1
    ["1234567", "0", "0.001", null, "1234567", 1235, false], // 1234.567 → 1235
    ["40", "0", "50", 2000, "40", 2000, false], // exactly at the cap
  ])(
    "%s consumed, %s credited × %s¢ (cap %s) → %s units, %i",
    (consumed, credited, unit, cap, units, amount, capped) => {
      expect(meteredBill(price(unit, cap), consumed, credited)).toEqual({
        billableUnits: units,
        amount,
        capped,
      });
    },
  );

  it("labels the line as Polar: meter, units, unit price and the cap when it applied", () => {
    expect(meteredLabel("API calls", price("50"), meteredBill(price("50"), "1234567.5", "0"))).toBe(
      "API calls — (1,234,567.5 consumed units) × $0.50",
    );
    expect(meteredLabel("Tokens", price("0.005", 100), meteredBill(price("0.005", 100), "50000", "0"))).toBe(
      "Tokens — (50,000 consumed units) × $0.00005 — Capped at $1.00",
    );
  });
});
