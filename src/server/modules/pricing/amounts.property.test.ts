/**
 * Properties of a checkout's amounts (`computeAmounts`), against references computed here with
 * BigInt rationals: integers everywhere, 0 ≤ discount ≤ amount, net = amount − discount,
 * total = net + tax exactly, inclusive tax inside the gross, exclusive tax on top, each
 * fraction rounded once, half away from zero.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DiscountRecord } from "../discounts/service.js";
import { type AmountsInput, addedTax, computeAmounts, includedTax } from "./service.js";

const NOW = new Date("2026-03-01T12:00:00.000Z");
const PRODUCT = "01900000-0000-7000-8000-000000000001";

/** Reference: the nearest integer to p/q (q > 0, p ≥ 0), ties up (away from zero). */
const nearest = (p: bigint, q: bigint) => {
  const floor = p / q;
  return 2n * (p - floor * q) >= q ? floor + 1n : floor;
};

const minor = fc.integer({ min: 0, max: 999_999_999_999 });
const rateBp = fc.integer({ min: 0, max: 10_000 });

function discount(terms: { basisPoints: number } | { fixed: number }): DiscountRecord {
  const percentage = "basisPoints" in terms;
  return {
    row: {
      id: "01900000-0000-7000-8000-0000000000d1",
      organizationId: "org",
      name: "d",
      code: null,
      type: percentage ? "percentage" : "fixed",
      amounts: percentage ? null : { usd: terms.fixed },
      currency: percentage ? null : "usd",
      basisPoints: percentage ? terms.basisPoints : null,
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
    },
    products: [],
  };
}

const discountArb = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ basisPoints })),
  fc.integer({ min: 1, max: 999_999_999_999 }).map((fixed) => ({ fixed })),
);

const inputArb = fc.record({
  price: minor,
  discount: discountArb,
  tax: fc.option(fc.record({ basisPoints: rateBp, inclusive: fc.boolean() })),
  taxBehavior: fc.constantFrom(null, "location", "inclusive", "exclusive") as fc.Arbitrary<
    AmountsInput["price"]["taxBehavior"]
  >,
});

type Input = typeof inputArb extends fc.Arbitrary<infer T> ? T : never;

const run = (i: Input) =>
  computeAmounts({
    price: {
      amountType: "fixed",
      priceAmount: i.price,
      minimumAmount: null,
      presetAmount: null,
      taxBehavior: i.taxBehavior,
      priceCurrency: "usd",
    },
    productId: PRODUCT,
    customAmount: null,
    discount: i.discount ? discount(i.discount) : null,
    taxRate: i.tax,
    now: NOW,
  });

/** The discount a customer gets: the basis-point product rounded once, or the fixed amount, capped. */
function referenceDiscount(price: number, d: Input["discount"]): number {
  if (!d) return 0;
  if ("basisPoints" in d) return Number(nearest(BigInt(price) * BigInt(d.basisPoints), 10_000n));
  return Math.min(price, d.fixed);
}

describe("computeAmounts (properties)", () => {
  it("amounts are integers; 0 ≤ discount ≤ amount; net = amount − discount; total = net + tax", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const a = run(i);
        for (const v of [a.amount, a.discountAmount, a.netAmount, a.taxAmount, a.totalAmount]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
        }
        expect(a.discountAmount).toBeLessThanOrEqual(a.amount);
        expect(a.netAmount).toBe(a.amount - a.discountAmount);
        expect(a.totalAmount).toBe(a.netAmount + a.taxAmount);
      }),
      { numRuns: 2000 },
    );
  });

  it("the discount is rounded once from the price, and the customer pays price − discount (+ exclusive tax)", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const a = run(i);
        const d = referenceDiscount(i.price, i.discount);
        expect(a.discountAmount).toBe(d);
        const gross = i.price - d;
        if (a.taxBehavior === "inclusive") {
          expect(a.totalAmount).toBe(gross);
        } else {
          expect(a.amount).toBe(i.price);
          expect(a.totalAmount).toBe(gross + a.taxAmount);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("tax is the exact rational tax rounded once: on the net when exclusive, out of the gross when inclusive", () => {
    fc.assert(
      fc.property(inputArb, (i) => {
        const a = run(i);
        const gross = BigInt(i.price - referenceDiscount(i.price, i.discount));
        if (!i.tax) {
          expect([a.taxAmount, a.taxBehavior]).toEqual([0, null]);
          return;
        }
        const bp = BigInt(i.tax.basisPoints);
        const inclusive = i.taxBehavior === "inclusive" || (i.taxBehavior !== "exclusive" && i.tax.inclusive);
        expect(a.taxBehavior).toBe(inclusive ? "inclusive" : "exclusive");
        if (inclusive) {
          // net = gross × 10000 / (10000 + rate), rounded once; the tax is what is left.
          expect(BigInt(a.netAmount)).toBe(nearest(gross * 10_000n, 10_000n + bp));
          expect(a.netAmount + a.taxAmount).toBe(Number(gross));
        } else {
          expect(BigInt(a.taxAmount)).toBe(nearest(gross * bp, 10_000n));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("a fixed discount never exceeds the price; a 100 % discount leaves nothing to pay", () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 1, max: 999_999_999_999 }), (price, fixed) => {
        const base = { price, tax: { basisPoints: 2_000, inclusive: false }, taxBehavior: null };
        const f = run({ ...base, discount: { fixed } });
        expect(f.discountAmount).toBe(Math.min(price, fixed));
        const all = run({ ...base, discount: { basisPoints: 10_000 } });
        expect([all.discountAmount, all.netAmount, all.taxAmount, all.totalAmount]).toEqual([price, 0, 0, 0]);
      }),
      { numRuns: 500 },
    );
  });
});

describe("includedTax and addedTax (properties)", () => {
  it("are monotone in the amount and in the rate", () => {
    fc.assert(
      fc.property(minor, rateBp, fc.nat(1_000_000), fc.nat(100), (amount, bp, more, moreBp) => {
        const higherBp = Math.min(10_000, bp + moreBp);
        for (const tax of [includedTax, addedTax]) {
          expect(tax(amount + more, bp)).toBeGreaterThanOrEqual(tax(amount, bp));
          expect(tax(amount, higherBp)).toBeGreaterThanOrEqual(tax(amount, bp));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("inclusive tax is at most the gross's share at the rate, and 0 at a 0 rate", () => {
    fc.assert(
      fc.property(minor, rateBp, (gross, bp) => {
        const tax = includedTax(gross, bp);
        expect(tax >= 0 && tax <= gross).toBe(true);
        // |tax − gross × rate / (1 + rate)| ≤ 1/2
        const error = 2n * (BigInt(tax) * BigInt(10_000 + bp) - BigInt(gross) * BigInt(bp));
        expect(error <= BigInt(10_000 + bp) && error >= -BigInt(10_000 + bp)).toBe(true);
        expect(includedTax(gross, 0)).toBe(0);
        expect(addedTax(gross, 0)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it("adding exclusive tax to a net, then extracting it as inclusive, gives the net back exactly", () => {
    fc.assert(
      fc.property(minor, rateBp, (net, bp) => {
        const gross = net + addedTax(net, bp);
        // gross / (1 + rate) = net + e / (1 + rate) with |e| ≤ 1/2: it rounds back to the net.
        expect(gross - includedTax(gross, bp)).toBe(net);
      }),
      { numRuns: 2000 },
    );
  });
});
