/**
 * Properties of a refund's tax share (`refundTaxAmount`): whatever way a paid order is split
 * into partial refunds, the refunds never take more than was paid, each one's tax is its
 * proportional share within one minor unit, and a full refund returns exactly the order's tax.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundTaxAmount } from "./amounts.js";

interface Order {
  net: number;
  tax: number;
}

/** An order (net > 0, tax up to 100 % of net) and a split of its net into refund amounts (≥ 1 each). */
const orderAndSplit = fc
  .record({
    net: fc.integer({ min: 1, max: 10_000_000 }),
    taxRatio: fc.integer({ min: 0, max: 10_000 }),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 }),
    tiny: fc.boolean(),
  })
  .map(({ net, taxRatio, cuts, tiny }) => {
    const tax = Math.floor((net * taxRatio) / 10_000);
    // Many refunds of one minor unit are where per-refund rounding errors pile up the most.
    const points = tiny
      ? Array.from({ length: Math.min(net - 1, 40) }, (_, i) => i + 1)
      : [...new Set(cuts.map((c) => Math.floor(c * net)).filter((p) => p > 0 && p < net))].sort(
          (a, b) => a - b,
        );
    const bounds = [0, ...points, net];
    const amounts = bounds.slice(1).map((b, i) => b - bounds[i]!);
    return { order: { net, tax }, amounts };
  });

/** Runs the refunds one after the other, as the service does: each sees what earlier ones hold. */
function refundAll(order: Order, amounts: number[]): number[] {
  const reserved = { amount: 0, tax: 0 };
  return amounts.map((amount) => {
    const tax = refundTaxAmount(order, reserved, amount);
    reserved.amount += amount;
    reserved.tax += tax;
    return tax;
  });
}

/** |tax × net − amount × orderTax| ≤ net: the tax is within one minor unit of its exact share. */
const withinOneUnit = (order: Order, amount: number, tax: number) =>
  (BigInt(tax) * BigInt(order.net) - BigInt(amount) * BigInt(order.tax)) ** 2n <= BigInt(order.net) ** 2n;

describe("refund tax share (properties)", () => {
  it("a full refund in any number of parts returns exactly the order's tax, never more than was paid", () => {
    fc.assert(
      fc.property(orderAndSplit, ({ order, amounts }) => {
        const taxes = refundAll(order, amounts);
        expect(taxes.every((t) => Number.isInteger(t) && t >= 0)).toBe(true);
        let paidBack = 0;
        for (const [i, tax] of taxes.entries()) {
          paidBack += amounts[i]! + tax;
          expect(paidBack).toBeLessThanOrEqual(order.net + order.tax);
        }
        expect(taxes.reduce((s, t) => s + t, 0)).toBe(order.tax);
        expect(paidBack).toBe(order.net + order.tax);
      }),
      { numRuns: 500 },
    );
  });

  it("each refund's tax is its proportional share within one minor unit", () => {
    fc.assert(
      fc.property(orderAndSplit, ({ order, amounts }) => {
        const taxes = refundAll(order, amounts);
        for (const [i, tax] of taxes.entries()) {
          expect(withinOneUnit(order, amounts[i]!, tax), `refund ${i}: ${amounts[i]} → ${tax}`).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the tax refunded so far stays within one minor unit of the share of the amount refunded so far", () => {
    fc.assert(
      fc.property(orderAndSplit, ({ order, amounts }) => {
        const taxes = refundAll(order, amounts);
        let amount = 0;
        let tax = 0;
        for (const [i, t] of taxes.entries()) {
          amount += amounts[i]!;
          tax += t;
          expect(withinOneUnit(order, amount, tax)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a single partial refund is the share rounded once, half away from zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (net, tax, f) => {
          const amount = Math.min(net - 1, Math.max(1, Math.floor(f * net)));
          const got = refundTaxAmount({ net, tax }, { amount: 0, tax: 0 }, amount);
          // Exact reference: amount × tax / net, rounded half up (all terms are ≥ 0).
          const twice = 2n * BigInt(amount) * BigInt(tax);
          const expected = (twice + BigInt(net)) / (2n * BigInt(net));
          expect(BigInt(got)).toBe(expected < BigInt(tax) ? expected : BigInt(tax));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("regression: five refunds of 1 on an order of 5 + 2 tax do not leave the whole tax to the last", () => {
    // Each share alone is 0.4 → 0; refunding 0 four times left 2 (a share of 0.4) to the last.
    // The tax refunded so far now follows 0.4, 0.8, 1.2, 1.6, 2 between its floor and ceiling.
    expect(refundAll({ net: 5, tax: 2 }, [1, 1, 1, 1, 1])).toEqual([0, 0, 1, 0, 1]);
  });
});
