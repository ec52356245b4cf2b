import { describe, expect, it } from "vitest";
import type { DiscountRecord } from "../discounts/service.js";
import type { ProductRow } from "../products/service.js";
import { type AmountsInput, computeAmounts, includedTax } from "./service.js";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const PRODUCT = "01900000-0000-7000-8000-000000000001";
const OTHER_PRODUCT = "01900000-0000-7000-8000-000000000002";

type Price = AmountsInput["price"];
const fixed = (priceAmount: number, taxBehavior: Price["taxBehavior"] = null): Price => ({
  amountType: "fixed",
  priceAmount,
  minimumAmount: null,
  presetAmount: null,
  taxBehavior,
  priceCurrency: "usd",
});
const custom = (minimumAmount: number, presetAmount: number | null): Price => ({
  amountType: "custom",
  priceAmount: null,
  minimumAmount,
  presetAmount,
  taxBehavior: null,
  priceCurrency: "usd",
});
const free: Price = { ...fixed(0), amountType: "free", priceAmount: null };
const metered: Price = { ...fixed(0), amountType: "metered_unit", priceAmount: null };

function discount(
  terms: { percent?: number; amounts?: Record<string, number> },
  extra: Partial<DiscountRecord["row"]> = {},
  products: string[] = [],
): DiscountRecord {
  return {
    row: {
      id: "01900000-0000-7000-8000-0000000000d1",
      organizationId: "org",
      name: "d",
      code: null,
      type: terms.percent !== undefined ? "percentage" : "fixed",
      amounts: terms.amounts ?? null,
      currency: terms.amounts ? Object.keys(terms.amounts)[0]! : null,
      basisPoints: terms.percent ?? null,
      duration: "once",
      durationInMonths: null,
      startsAt: null,
      endsAt: null,
      maxRedemptions: null,
      redemptionsCount: 0,
      metadata: {},
      createdAt: NOW,
      modifiedAt: null,
      deletedAt: null,
      ...extra,
    },
    products: products.map((id) => ({ id }) as ProductRow),
  };
}

const rate = (basisPoints: number, inclusive = false) => ({ basisPoints, inclusive });

function amounts(
  price: Price,
  opts: {
    custom?: number;
    discount?: DiscountRecord;
    tax?: { basisPoints: number; inclusive: boolean };
  } = {},
) {
  const out = computeAmounts({
    price,
    productId: PRODUCT,
    customAmount: opts.custom ?? null,
    discount: opts.discount ?? null,
    taxRate: opts.tax ?? null,
    now: NOW,
  });
  // The invariants hold for every row of every table below.
  expect(out.netAmount).toBe(out.amount - out.discountAmount);
  expect(out.totalAmount).toBe(out.netAmount + out.taxAmount);
  for (const v of [out.amount, out.discountAmount, out.netAmount, out.taxAmount, out.totalAmount]) {
    expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
  }
  return [out.amount, out.discountAmount, out.netAmount, out.taxAmount, out.totalAmount, out.taxBehavior];
}

describe("computeAmounts: [amount, discount, net, tax, total, tax_behavior]", () => {
  it.each<[string, Price, Parameters<typeof amounts>[1], unknown[]]>([
    ["fixed, no tax", fixed(1000), {}, [1000, 0, 1000, 0, 1000, null]],
    ["free", free, { tax: rate(2000) }, [0, 0, 0, 0, 0, "exclusive"]],
    ["metered: nothing upfront", metered, { tax: rate(2000) }, [0, 0, 0, 0, 0, "exclusive"]],
    ["custom: the chosen amount", custom(500, 1000), { custom: 2500 }, [2500, 0, 2500, 0, 2500, null]],
    ["custom: preset when none chosen", custom(500, 1000), {}, [1000, 0, 1000, 0, 1000, null]],
    ["custom: minimum without preset", custom(500, null), {}, [500, 0, 500, 0, 500, null]],
    ["exclusive 20 %", fixed(1000), { tax: rate(2000) }, [1000, 0, 1000, 200, 1200, "exclusive"]],
    // 1999 × 7.25 % = 144.9275 → 145
    ["exclusive 7.25 %", fixed(1999), { tax: rate(725) }, [1999, 0, 1999, 145, 2144, "exclusive"]],
    // 1 × 50 % = 0.5 → 1 (half away from zero)
    ["exclusive: half rounds up", fixed(1), { tax: rate(5000) }, [1, 0, 1, 1, 2, "exclusive"]],
    // 5 × 50 % = 2.5 → 3, not to even
    ["exclusive: half is not banker's", fixed(5), { tax: rate(5000) }, [5, 0, 5, 3, 8, "exclusive"]],
    // 1 × 0.4999 → 0
    ["exclusive: below half rounds down", fixed(1), { tax: rate(4999) }, [1, 0, 1, 0, 1, "exclusive"]],
    // gross 1000 at 20 %: net = 833.33 → 833, tax 167; the customer pays 1000
    ["inclusive 20 %", fixed(1000), { tax: rate(2000, true) }, [833, 0, 833, 167, 1000, "inclusive"]],
    // gross 1 at 100 %: net 0.5 → 1, tax 0
    ["inclusive: half net rounds up", fixed(1), { tax: rate(10000, true) }, [1, 0, 1, 0, 1, "inclusive"]],
    // gross 5 at 100 %: net 2.5 → 3, tax 2
    ["inclusive: half is not banker's", fixed(5), { tax: rate(10000, true) }, [3, 0, 3, 2, 5, "inclusive"]],
    // gross 1999 at 19 %: net 1679.83 → 1680, tax 319
    ["inclusive 19 %", fixed(1999), { tax: rate(1900, true) }, [1680, 0, 1680, 319, 1999, "inclusive"]],
    [
      "price exclusive beats an inclusive rate",
      fixed(1000, "exclusive"),
      { tax: rate(2000, true) },
      [1000, 0, 1000, 200, 1200, "exclusive"],
    ],
    [
      "price inclusive beats an exclusive rate",
      fixed(1000, "inclusive"),
      { tax: rate(2000) },
      [833, 0, 833, 167, 1000, "inclusive"],
    ],
    [
      "price location follows the rate",
      fixed(1000, "location"),
      { tax: rate(2000, true) },
      [833, 0, 833, 167, 1000, "inclusive"],
    ],
    ["zero rate", fixed(1000), { tax: rate(0) }, [1000, 0, 1000, 0, 1000, "exclusive"]],
    // 25 % of 1999 = 499.75 → 500
    [
      "percentage discount",
      fixed(1999),
      { discount: discount({ percent: 2500 }) },
      [1999, 500, 1499, 0, 1499, null],
    ],
    [
      "fixed discount",
      fixed(1999),
      { discount: discount({ amounts: { usd: 500 } }) },
      [1999, 500, 1499, 0, 1499, null],
    ],
    [
      "fixed discount above the price is capped",
      fixed(300),
      { discount: discount({ amounts: { usd: 500 } }) },
      [300, 300, 0, 0, 0, null],
    ],
    [
      "fixed discount without the currency takes nothing",
      fixed(1000),
      { discount: discount({ amounts: { eur: 500 } }) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "100 % discount",
      fixed(1000),
      { discount: discount({ percent: 10000 }), tax: rate(2000) },
      [1000, 1000, 0, 0, 0, "exclusive"],
    ],
    // discount first (10 % of 1000 = 100), then tax on the net (20 % of 900)
    [
      "exclusive tax on the discounted amount",
      fixed(1000),
      { discount: discount({ percent: 1000 }), tax: rate(2000) },
      [1000, 100, 900, 180, 1080, "exclusive"],
    ],
    // pays 1200 − 120 = 1080; net = 1080 / 1.2 = 900; amount = 900 + 120
    [
      "inclusive: pays price − discount",
      fixed(1200),
      { discount: discount({ percent: 1000 }), tax: rate(2000, true) },
      [1020, 120, 900, 180, 1080, "inclusive"],
    ],
    [
      "a custom price is discounted from the amount chosen (Polar), even below its minimum",
      custom(1500, null),
      { custom: 2000, discount: discount({ percent: 5000 }) },
      [2000, 1000, 1000, 0, 1000, null],
    ],
    [
      "a fixed discount off a custom amount, inclusive tax extracted from what is paid",
      custom(500, null),
      { custom: 2000, discount: discount({ amounts: { usd: 800 } }), tax: rate(2000, true) },
      // gross 2000 − 800 = 1200 at 20 % included: net 1000, tax 200
      [1800, 800, 1000, 200, 1200, "inclusive"],
    ],
    [
      "a discount not started yet",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { startsAt: new Date("2026-03-02T00:00:00Z") }) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "a discount that has ended",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { endsAt: NOW }) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "a discount inside its window",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { startsAt: NOW, endsAt: new Date("2026-03-02T00:00:00Z") }) },
      [1000, 500, 500, 0, 500, null],
    ],
    [
      "a used-up discount",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { maxRedemptions: 3, redemptionsCount: 3 }) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "a discount with redemptions left",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { maxRedemptions: 3, redemptionsCount: 2 }) },
      [1000, 500, 500, 0, 500, null],
    ],
    [
      "a discount for another product",
      fixed(1000),
      { discount: discount({ percent: 5000 }, {}, [OTHER_PRODUCT]) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "a discount for this product",
      fixed(1000),
      { discount: discount({ percent: 5000 }, {}, [OTHER_PRODUCT, PRODUCT]) },
      [1000, 500, 500, 0, 500, null],
    ],
    [
      "a deleted discount",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { deletedAt: NOW }) },
      [1000, 0, 1000, 0, 1000, null],
    ],
    [
      "repeating discounts apply to the first payment",
      fixed(1000),
      { discount: discount({ percent: 5000 }, { duration: "repeating", durationInMonths: 3 }) },
      [1000, 500, 500, 0, 500, null],
    ],
    [
      "largest amount keeps precision",
      fixed(999_999_999_999),
      { tax: rate(2000) },
      [999_999_999_999, 0, 999_999_999_999, 200_000_000_000, 1_199_999_999_999, "exclusive"],
    ],
  ])("%s", (_name, price, opts, expected) => {
    expect(amounts(price, opts)).toEqual(expected);
  });

  it("reports whether the price can be discounted and whether the discount applied", () => {
    const d = discount({ percent: 1000 });
    const base = { productId: PRODUCT, customAmount: null, taxRate: null, now: NOW };
    expect(computeAmounts({ ...base, price: fixed(1000), discount: d })).toMatchObject({
      isDiscountApplicable: true,
      discountApplied: true,
    });
    expect(computeAmounts({ ...base, price: custom(0, 100), discount: d })).toMatchObject({
      isDiscountApplicable: true,
      discountApplied: true,
      discountAmount: 10,
    });
    expect(computeAmounts({ ...base, price: free, discount: d })).toMatchObject({
      isDiscountApplicable: false,
      discountApplied: false,
    });
    expect(computeAmounts({ ...base, price: fixed(1000), discount: null })).toMatchObject({
      isDiscountApplicable: true,
      discountApplied: false,
    });
  });

  it("keeps the invariants for every price, discount and rate combination", () => {
    const discounts = [
      undefined,
      discount({ percent: 1 }),
      discount({ percent: 3333 }),
      discount({ amounts: { usd: 7 } }),
    ];
    for (let price = 0; price <= 300; price += 7) {
      for (const bp of [0, 1, 500, 725, 1900, 2000, 2500, 10000]) {
        for (const inclusive of [false, true]) {
          for (const d of discounts) {
            amounts(fixed(price), { tax: rate(bp, inclusive), ...(d ? { discount: d } : {}) });
          }
        }
      }
    }
  });
});

describe("includedTax", () => {
  it.each([
    [1000, 2000, 167],
    [1200, 2000, 200],
    [119, 1900, 19],
    [0, 2000, 0],
    [1, 10000, 0],
    [3, 10000, 1], // net 1.5 → 2
  ])("the tax inside %s at %s bp is %s", (gross, bp, tax) => {
    expect(includedTax(gross, bp)).toBe(tax);
  });
});
