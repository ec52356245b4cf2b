/**
 * Metered amounts (units × a decimal unit amount → minor units, rounded once half away from
 * zero) and the exact decimal quantities they are computed from.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDecimal,
  compareDecimal,
  formatScaled,
  nonNegativeDecimal,
  parseScaled,
  subtractDecimal,
  truncateDecimal,
} from "./decimal.js";
import { meteredAmount } from "./money.js";

describe("meteredAmount", () => {
  it.each([
    ["1234", "0.5", 617],
    ["3", "0.5", 2], // 1.5 → 2
    ["1", "0.5", 1], // 0.5 → 1
    ["1", "0.49", 0],
    ["0", "12.5", 0],
    ["2.5", "3", 8], // 7.5 → 8
    ["1000000", "0.000000000001", 0],
    ["500000000000", "0.000000000001", 1], // 0.5 → 1
    ["0.333333", "3", 1],
    ["10000", "0.005", 50],
    ["99999", "99999.999999999999", 9999900000], // 9,999,899,999.9999… → 9,999,900,000
  ])("%s units × %s → %i", (units, unit, expected) => {
    expect(meteredAmount(units, unit)).toBe(expected);
  });

  it("refuses negatives and amounts beyond safe integers", () => {
    expect(() => meteredAmount("-1", "1")).toThrow(RangeError);
    expect(() => meteredAmount("1e3", "1")).toThrow(RangeError);
    expect(() => meteredAmount("10000000000000000", "1")).toThrow(RangeError);
  });

  it("is the nearest integer to the exact product, ties away from zero (property)", () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 7n }), fc.integer({ min: 0, max: 12 }))
      .map(([digits, scale]) => ({ digits, scale }));
    fc.assert(
      fc.property(decimal, decimal, (u, p) => {
        const product = u.digits * p.digits;
        const denominator = 10n ** BigInt(u.scale + p.scale);
        const floor = product / denominator;
        const rest = product - floor * denominator;
        const expected = 2n * rest >= denominator ? floor + 1n : floor;
        expect(meteredAmount(formatScaled(u), formatScaled(p))).toBe(Number(expected));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("decimal quantities", () => {
  it.each([
    ["12.50", "12.5"],
    ["-0.5", "-0.5"],
    ["0.000", "0"],
    ["-0", "0"],
    [".5", "0.5"],
    ["7", "7"],
  ])("%s reads as %s", (text, canonical) => {
    expect(formatScaled(parseScaled(text))).toBe(canonical);
  });

  it("subtracts, adds, compares and truncates exactly", () => {
    expect(subtractDecimal("0.3", "0.1")).toBe("0.2");
    expect(subtractDecimal("100", "250.5")).toBe("-150.5");
    expect(addDecimal("0.1", "0.2")).toBe("0.3");
    expect(compareDecimal("1.10", "1.1")).toBe(0);
    expect(compareDecimal("-1", "0.0001")).toBe(-1);
    expect(nonNegativeDecimal("-3.2")).toBe("0");
    expect(nonNegativeDecimal("3.20")).toBe("3.2");
    expect(truncateDecimal("7.9")).toBe(7n);
    expect(truncateDecimal("-7.9")).toBe(-7n);
    expect(() => parseScaled("abc")).toThrow(RangeError);
  });

  it("a − b + b = a (property)", () => {
    const text = fc
      .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 12 }))
      .map(([digits, scale]) => formatScaled({ digits, scale }));
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(compareDecimal(addDecimal(subtractDecimal(a, b), b), a)).toBe(0);
      }),
    );
  });
});
