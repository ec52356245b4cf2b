import { describe, expect, it } from "vitest";
import { fromMinor, shiftDecimal, toMinor, unitAmountToMinor } from "./money";

describe("money", () => {
  it("converts major units to minor units exactly", () => {
    expect(toMinor("19.99", "usd")).toBe(1999);
    expect(toMinor("0.1", "usd")).toBe(10);
    expect(toMinor("1,000", "usd")).toBe(100000);
    expect(toMinor("4.35", "usd")).toBe(435);
    expect(toMinor(".5", "eur")).toBe(50);
    expect(toMinor("500", "jpy")).toBe(500);
    expect(typeof toMinor("5.5", "jpy")).toBe("string");
    expect(typeof toMinor("1.999", "usd")).toBe("string");
    expect(typeof toMinor("-1", "usd")).toBe("string");
    expect(typeof toMinor("abc", "usd")).toBe("string");
  });
  it("formats minor units back", () => {
    expect(fromMinor(1999, "usd")).toBe("19.99");
    expect(fromMinor(5, "usd")).toBe("0.05");
    expect(fromMinor(500, "jpy")).toBe("500");
  });
  it("shifts decimals", () => {
    expect(shiftDecimal("0.005", 2)).toBe("0.5");
    expect(shiftDecimal("12.5", -2)).toBe("0.125");
    expect(shiftDecimal("3", 2)).toBe("300");
    expect(unitAmountToMinor("0.005", "usd")).toBe("0.5");
    expect(unitAmountToMinor("0", "usd")).toBe("Must be greater than 0");
  });
});
