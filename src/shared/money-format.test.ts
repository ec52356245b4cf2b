import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  exponent,
  formatMoney,
  formatUnitAmount,
  minorToDecimal,
  parseMoney,
  shiftDecimal,
} from "./money.js";

const NBSP = "\u00a0";

describe("exponent", () => {
  it.each([
    ["usd", 2],
    ["eur", 2],
    ["huf", 2], // ICU says 0; Stripe's API takes HUF amounts with two decimals
    ["twd", 2],
    ["isk", 2], // Stripe keeps ISK two-decimal (amounts in multiples of 100)
    ["idr", 2],
    ["cop", 2],
    ["pkr", 2],
    ["jpy", 0],
    ["krw", 0],
    ["ugx", 0], // Stripe's zero-decimal list
    ["xof", 0],
    ["kwd", 3],
    ["bhd", 3],
    ["JPY", 0],
    ["zzz", 2], // Stripe: two-decimal unless listed otherwise
  ])("%s has %s decimals", (currency, expected) => {
    expect(exponent(currency)).toBe(expected);
  });

  it("gives every accepted currency Stripe's exponent", () => {
    const zero = "bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" ");
    for (const c of CURRENCIES) expect([c, exponent(c)]).toEqual([c, zero.includes(c) ? 0 : 2]);
  });
});

describe("minorToDecimal", () => {
  it.each([
    [1999, "usd", "19.99"],
    [5, "usd", "0.05"],
    [-5, "usd", "-0.05"],
    [0, "usd", "0.00"],
    [1999, "huf", "19.99"],
    [500, "jpy", "500"],
    [12345, "kwd", "12.345"],
    [5, "kwd", "0.005"],
    [Number.MAX_SAFE_INTEGER, "usd", "90071992547409.91"],
  ])("%s %s → %s", (minor, currency, expected) => {
    expect(minorToDecimal(minor, currency)).toBe(expected);
  });

  it("refuses a fractional or unsafe amount", () => {
    expect(() => minorToDecimal(1.5, "usd")).toThrow(RangeError);
    expect(() => minorToDecimal(2 ** 53, "usd")).toThrow(RangeError);
  });
});

describe("formatMoney", () => {
  it.each<[number, string, string | undefined, string]>([
    [1999, "usd", "en-US", "$19.99"],
    [1999, "huf", "en-US", `HUF${NBSP}19.99`],
    [0, "huf", "en-US", `HUF${NBSP}0.00`],
    [50000, "isk", "en-US", `ISK${NBSP}500.00`],
    [1999, "idr", "en-US", `IDR${NBSP}19.99`],
    [500, "jpy", "en-US", "¥500"],
    [123456, "jpy", "en-US", "¥123,456"],
    [12345, "kwd", "en-US", `KWD${NBSP}12.345`],
    [-1999, "usd", "en-US", "-$19.99"],
    [123456, "eur", "de-DE", `1.234,56${NBSP}€`],
    [1999, "huf", "hu-HU", `19,99${NBSP}Ft`],
    [Number.MAX_SAFE_INTEGER, "usd", "en-US", "$90,071,992,547,409.91"],
  ])("%s %s in %s → %s", (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it("shows the code when asked", () => {
    expect(formatMoney(1999, "huf", "en-US", { currencyDisplay: "code" })).toBe(`HUF${NBSP}19.99`);
    expect(formatMoney(-200, "usd", "en-US", { currencyDisplay: "code" })).toBe(`-USD${NBSP}2.00`);
  });

  it("falls back to the decimal and the code for a code Intl refuses", () => {
    expect(formatMoney(1999, "us", "en-US")).toBe("19.99 US");
  });
});

describe("parseMoney", () => {
  it.each<[string, string, string | undefined, number]>([
    ["19.99", "usd", undefined, 1999],
    ["19", "usd", undefined, 1900],
    [".5", "eur", undefined, 50],
    ["0,5", "eur", undefined, 50],
    ["1,000", "usd", undefined, 100000],
    ["1,234.50", "usd", undefined, 123450],
    ["1.234,50", "eur", undefined, 123450],
    ["1 234,50", "eur", undefined, 123450],
    ["1'234.50", "chf", undefined, 123450],
    ["12,34,567.50", "inr", undefined, 123456750],
    ["$19.99", "usd", undefined, 1999],
    ["-$19.99", "usd", undefined, -1999],
    ["HUF 19.99", "huf", undefined, 1999],
    [`HUF${NBSP}19.99`, "huf", undefined, 1999],
    ["19.99 Ft", "huf", undefined, 1999],
    ["500", "jpy", undefined, 500],
    ["¥1,000", "jpy", undefined, 1000],
    ["12.345", "kwd", undefined, 12345],
    ["St.-Helena-Pfund 5", "shp", undefined, 500],
    ["1.234", "eur", "de-DE", 123400],
    [`1.234,56${NBSP}€`, "eur", "de-DE", 123456],
    ["CHF 1’234.50", "chf", "de-CH", 123450],
    ["١٢٫٥٠ US$", "usd", "ar-EG", 1250],
    ["90071992547409.91", "usd", undefined, Number.MAX_SAFE_INTEGER],
  ])("%s %s (%s) → %s", (text, currency, locale, expected) => {
    expect(parseMoney(text, currency, locale)).toEqual({ ok: true, minor: expected });
  });

  it.each<[string, string, string]>([
    ["", "usd", "invalid"],
    ["abc", "usd", "invalid"],
    ["1e5", "usd", "invalid"],
    ["1a2", "usd", "invalid"],
    ["1.2.3", "usd", "invalid"],
    ["19.99 20", "usd", "invalid"],
    ["1,2,3", "usd", "invalid"],
    ["1.999", "usd", "too_many_decimals"],
    ["5.5", "jpy", "too_many_decimals"],
    ["1.000", "jpy", "too_many_decimals"],
    ["1.2345", "kwd", "too_many_decimals"],
    ["90071992547409.92", "usd", "too_large"],
    ["99999999999999999999", "jpy", "too_large"],
  ])("rejects %s %s: %s", (text, currency, error) => {
    expect(parseMoney(text, currency)).toEqual({ ok: false, error });
  });
});

describe("metered unit amounts", () => {
  it("moves the decimal point exactly", () => {
    expect(shiftDecimal("0.005", 2)).toBe("0.5");
    expect(shiftDecimal("12.5", -2)).toBe("0.125");
    expect(shiftDecimal("0.5", -3)).toBe("0.0005");
    expect(shiftDecimal("abc", 2)).toBeNull();
  });

  it("formats a unit price with the currency's decimals at least", () => {
    expect(formatUnitAmount("0.5", "usd", "en-US")).toBe("$0.005");
    expect(formatUnitAmount("250", "usd", "en-US")).toBe("$2.50");
    expect(formatUnitAmount("0.5", "jpy", "en-US")).toBe("¥0.5");
    expect(formatUnitAmount("150", "huf", "en-US")).toBe(`HUF${NBSP}1.50`);
  });
});

describe("parse(format(x)) === x", () => {
  const currency = fc.constantFrom(...CURRENCIES);
  const minor = fc.oneof(
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  );
  const locale = fc.constantFrom(
    "en-US",
    "en-GB",
    "en-IN",
    "de-DE",
    "de-CH",
    "fr-FR",
    "fr-CH",
    "es-ES",
    "it-IT",
    "nl-NL",
    "pt-BR",
    "ja-JP",
    "hi-IN",
    "ar-EG",
    "da-DK",
    "pl-PL",
    "sv-SE",
    "ru-RU",
  );
  const display = fc.constantFrom("symbol", "narrowSymbol", "code", "name") as fc.Arbitrary<
    "symbol" | "narrowSymbol" | "code" | "name"
  >;

  it("for every accepted currency, in the locale it was written in", () => {
    fc.assert(
      fc.property(minor, currency, locale, display, (x, c, l, d) => {
        expect(parseMoney(formatMoney(x, c, l, { currencyDisplay: d }), c, l)).toEqual({
          ok: true,
          minor: x,
        });
      }),
      { numRuns: 3000 },
    );
  });

  it("for every accepted currency, US English read without a locale (the forms' default)", () => {
    fc.assert(
      fc.property(minor, currency, (x, c) => {
        expect(parseMoney(formatMoney(x, c, "en-US"), c)).toEqual({ ok: true, minor: x });
        expect(parseMoney(minorToDecimal(x, c), c)).toEqual({ ok: true, minor: x });
      }),
      { numRuns: 2000 },
    );
  });
});
