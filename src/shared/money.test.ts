import { describe, expect, it } from "vitest";
import {
  canonicalDecimal,
  cappedDiscount,
  normalizeCurrency,
  parseDecimalAmount,
  percentOf,
  roundHalfAwayFromZero,
} from "./money.js";

describe("roundHalfAwayFromZero", () => {
  it.each([
    [5n, 10n, 1n],
    [15n, 10n, 2n],
    [25n, 10n, 3n],
    [14n, 10n, 1n],
    [16n, 10n, 2n],
    [-5n, 10n, -1n],
    [-15n, 10n, -2n],
    [-14n, 10n, -1n],
    [0n, 7n, 0n],
    [10n, 5n, 2n],
  ])("%s / %s = %s", (n, d, expected) => {
    expect(roundHalfAwayFromZero(n, d)).toBe(expected);
  });

  it("refuses a non-positive denominator", () => {
    expect(() => roundHalfAwayFromZero(1n, 0n)).toThrow(RangeError);
  });
});

describe("percentOf", () => {
  it.each([
    [1000, 2500, 250],
    [1999, 2500, 500], // 499.75
    [1, 5000, 1], // 0.5 rounds away from zero
    [3, 5000, 2], // 1.5
    [5, 5000, 3], // 2.5: half away from zero, not to even
    [1, 4999, 0], // 0.4999
    [999, 10000, 999],
    [12345, 1, 1], // 1.2345
    [0, 10000, 0],
    [-1999, 2500, -500],
    [Number.MAX_SAFE_INTEGER, 10000, Number.MAX_SAFE_INTEGER],
  ])("percentOf(%s, %s) = %s", (amount, bp, expected) => {
    expect(percentOf(amount, bp)).toBe(expected);
  });

  it("refuses fractional amounts and basis points", () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(10, 1.5)).toThrow(RangeError);
    expect(() => percentOf(10, -1)).toThrow(RangeError);
  });
});

describe("cappedDiscount", () => {
  it.each([
    [1000, 300, 300],
    [1000, 1500, 1000],
    [1000, 0, 0],
  ])("cappedDiscount(%s, %s) = %s", (amount, discount, expected) => {
    expect(cappedDiscount(amount, discount)).toBe(expected);
  });
});

describe("normalizeCurrency", () => {
  it.each([
    ["usd", "usd"],
    ["EUR", "eur"],
    ["Jpy", "jpy"],
    ["xyz", null],
    ["us", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizeCurrency(input)).toBe(expected);
  });
});

describe("parseDecimalAmount", () => {
  it.each<[string | number, string]>([
    ["0.5", "0.5"],
    ["00012.3400", "12.34"],
    ["+1", "1"],
    [".5", "0.5"],
    ["5.", "5"],
    ["0", "0"],
    ["0.000000000001", "0.000000000001"],
    ["0.1000000000000000", "0.1"], // trailing zeros beyond 12 places are not precision
    ["99999.999999999999", "99999.999999999999"],
    [0.1, "0.1"],
    [1e-7, "0.0000001"],
    [1.5e-12, "0.0000000000015"], // 13 places: allowed by these limits only
    [42, "42"],
    [1e3, "1000"],
  ])("%s → %s", (input, expected) => {
    const parsed = parseDecimalAmount(input, { maxDecimals: 13, maxIntegerDigits: 5 });
    expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each<[string | number, RegExp]>([
    ["-1", /negative/],
    [-0.5, /negative/],
    ["abc", /decimal/],
    ["", /decimal/],
    [".", /decimal/],
    ["1e5", /decimal/],
    ["1.2.3", /decimal/],
    ["0.0000000000001", /12 decimal places/],
    [1.5e-12, /12 decimal places/],
    ["100000", /5 digits/],
    [Number.NaN, /finite/],
    [Number.POSITIVE_INFINITY, /finite/],
  ])("rejects %s", (input, message) => {
    const parsed = parseDecimalAmount(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("reads numeric column text back canonically", () => {
    expect(canonicalDecimal("1.500000000000")).toBe("1.5");
    expect(canonicalDecimal("0.000000000000")).toBe("0");
    expect(canonicalDecimal("123")).toBe("123");
  });
});
