import { describe, expect, it } from "vitest";
import { parsePercent, percentInput, percentLabel } from "./format";

describe("tax rate percentages", () => {
  it("reads percentages as basis points exactly", () => {
    expect(parsePercent("20")).toBe(2000);
    expect(parsePercent("7.25")).toBe(725);
    expect(parsePercent("7,5")).toBe(750);
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("100")).toBe(10_000);
    expect(parsePercent(" 19 % ")).toBe(1900);
  });
  it("refuses what is not a percentage", () => {
    expect(parsePercent("100.01")).toBe("At most 100 %");
    expect(parsePercent("7.125")).toBe("At most 2 decimals");
    expect(parsePercent("")).toMatch(/Enter a percentage/);
    expect(parsePercent("-5")).toMatch(/Enter a percentage/);
    expect(parsePercent("abc")).toMatch(/Enter a percentage/);
  });
  it("shows basis points as percentages", () => {
    expect(percentLabel(2000)).toBe("20 %");
    expect(percentLabel(725)).toBe("7.25 %");
    expect(percentLabel(750)).toBe("7.5 %");
    expect(percentLabel(5)).toBe("0.05 %");
    expect(percentInput(1900)).toBe("19");
  });
});
