/**
 * Properties of the money helpers, against references computed here with BigInt rationals:
 * the one rounding rule (half away from zero, symmetric for negatives), basis points, capped
 * discounts and the decimal strings of metered unit prices.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalDecimal,
  cappedDiscount,
  parseDecimalAmount,
  percentOf,
  roundHalfAwayFromZero,
  UNIT_AMOUNT_LIMITS,
} from "./money.js";

/** Reference rounding: the nearest integer to p/q; on a tie, the one farther from zero. */
function nearest(p: bigint, q: bigint): bigint {
  const floor = p >= 0n ? p / q : -((-p + q - 1n) / q);
  const twiceRest = 2n * (p - floor * q); // in [0, 2q)
  if (twiceRest < q) return floor;
  if (twiceRest > q) return floor + 1n;
  return p >= 0n ? floor + 1n : floor;
}

const big = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n });
const positive = fc.bigInt({ min: 1n, max: 10n ** 12n });
const minor = fc.integer({ min: 0, max: 999_999_999_999 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });

describe("roundHalfAwayFromZero (properties)", () => {
  it("is the nearest integer, ties away from zero", () => {
    fc.assert(
      fc.property(big, positive, (p, q) => {
        const r = roundHalfAwayFromZero(p, q);
        expect(r).toBe(nearest(p, q));
        const twiceError = 2n * (r * q - p);
        expect(twiceError <= q && twiceError >= -q).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("is symmetric: round(−x) = −round(x)", () => {
    fc.assert(
      fc.property(big, positive, (p, q) => {
        expect(roundHalfAwayFromZero(-p, q)).toBe(-roundHalfAwayFromZero(p, q));
      }),
      { numRuns: 1000 },
    );
  });

  it("rounds every exact half away from zero", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (n) => {
        // (2n + 1) / 2 = n + 0.5
        const r = roundHalfAwayFromZero(2n * n + 1n, 2n);
        expect(r).toBe(n >= 0n ? n + 1n : n);
      }),
    );
  });

  it("is exact on multiples and monotone in the numerator", () => {
    fc.assert(
      fc.property(big, positive, fc.bigInt({ min: 0n, max: 10n ** 6n }), (p, q, step) => {
        expect(roundHalfAwayFromZero(p * q, q)).toBe(p);
        expect(roundHalfAwayFromZero(p + step, q) >= roundHalfAwayFromZero(p, q)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("percentOf and cappedDiscount (properties)", () => {
  it("percentOf is the basis-point product rounded once, between 0 and the amount", () => {
    fc.assert(
      fc.property(minor, basisPoints, (amount, bp) => {
        const got = percentOf(amount, bp);
        expect(Number.isSafeInteger(got)).toBe(true);
        expect(BigInt(got)).toBe(nearest(BigInt(amount) * BigInt(bp), 10_000n));
        expect(got >= 0 && got <= amount).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("percentOf is monotone in the amount and in the rate; 100 % is the amount, 0 % is 0", () => {
    fc.assert(
      fc.property(minor, basisPoints, fc.nat(1_000), (amount, bp, more) => {
        expect(percentOf(amount + more, bp)).toBeGreaterThanOrEqual(percentOf(amount, bp));
        expect(percentOf(amount, Math.min(10_000, bp + more))).toBeGreaterThanOrEqual(percentOf(amount, bp));
        expect(percentOf(amount, 10_000)).toBe(amount);
        expect(percentOf(amount, 0)).toBe(0);
      }),
    );
  });

  it("cappedDiscount is between 0 and the amount, and the discount itself when it fits", () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: -1_000_000, max: 999_999_999_999 }), (amount, discount) => {
        const got = cappedDiscount(amount, discount);
        expect(got >= 0 && got <= amount).toBe(true);
        if (discount >= 0 && discount <= amount) expect(got).toBe(discount);
      }),
      { numRuns: 1000 },
    );
  });
});

/** A decimal's value as (digits, scale): `"1.25"` → 125 / 10^2; compared by cross-multiplying. */
function decimalValue(text: string): { digits: bigint; scale: number } {
  const [integer = "", fraction = ""] = text.replace(/^\+/, "").split(".");
  return { digits: BigInt(`${integer}${fraction}` || "0"), scale: fraction.length };
}
const sameValue = (a: string, b: string) => {
  const x = decimalValue(a);
  const y = decimalValue(b);
  return x.digits * 10n ** BigInt(y.scale) === y.digits * 10n ** BigInt(x.scale);
};

const decimalText = fc
  .record({
    integer: fc.stringMatching(/^[0-9]{0,5}$/),
    fraction: fc.stringMatching(/^[0-9]{0,12}$/),
    point: fc.boolean(),
    plus: fc.boolean(),
  })
  .filter(({ integer, fraction, point }) => integer !== "" || (point && fraction !== ""))
  .map(({ integer, fraction, point, plus }) => `${plus ? "+" : ""}${integer}${point ? `.${fraction}` : ""}`);

describe("parseDecimalAmount (properties)", () => {
  it("keeps the exact value of any decimal text within the limits, in canonical form", () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const parsed = parseDecimalAmount(text);
        expect(parsed.ok, text).toBe(true);
        if (!parsed.ok) return;
        expect(sameValue(parsed.value, text)).toBe(true);
        expect(parsed.value).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        expect(parseDecimalAmount(parsed.value)).toEqual(parsed);
        const padded = parsed.value.includes(".") ? `${parsed.value}000` : `${parsed.value}.000`;
        expect(canonicalDecimal(padded)).toBe(parsed.value);
      }),
      { numRuns: 1000 },
    );
  });

  it("reads a JSON number as its shortest decimal text, exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 12 }), (units, scale) => {
        const value = units / 10 ** scale;
        const parsed = parseDecimalAmount(value);
        const digits = String(units).padStart(scale + 1, "0");
        const text = `${digits.slice(0, digits.length - scale)}.${digits.slice(digits.length - scale)}`;
        expect(parsed).toEqual(parseDecimalAmount(text));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses more decimals or integer digits than the limits allow, and negatives", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{5,8}$/),
        fc.stringMatching(/^[0-9]{12}[1-9]$/),
        (integer, fraction) => {
          expect(parseDecimalAmount(integer).ok).toBe(false);
          expect(parseDecimalAmount(`0.${fraction}`).ok).toBe(false);
          expect(parseDecimalAmount(`-${integer.slice(0, UNIT_AMOUNT_LIMITS.maxIntegerDigits)}`).ok).toBe(
            false,
          );
        },
      ),
    );
  });
});
