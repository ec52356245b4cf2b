import { describe, expect, it } from "vitest";
import { changeOf, formatAxis, formatChange, formatFigure } from "./figures";

describe("figures", () => {
  it("compares amounts relatively and rates in percentage points", () => {
    expect(formatChange(changeOf(15000, 10000, "currency"))).toBe("+50 %");
    expect(formatChange(changeOf(5, 10, "scalar"))).toBe("−50 %");
    expect(formatChange(changeOf(5, 0, "scalar"))).toBe("new");
    expect(formatChange(changeOf(0, 0, "scalar"))).toBe("0 %");
    expect(formatChange(changeOf(0.25, 0.2, "percentage"))).toBe("+5 pp");
    expect(formatChange(changeOf(10, null, "scalar"))).toBe("");
  });
  it("formats money through the money module and rates as percentages", () => {
    expect(formatFigure(123456, "currency", "usd")).toBe(
      new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(1234.56),
    );
    expect(formatFigure(0.125, "percentage", "usd")).toMatch(/^12[.,]5 %$/);
    expect(formatFigure(null, "scalar", "usd")).toBe("—");
  });

  it("labels a small percentage axis with distinct ticks (0.5 % steps of a 0–2 % churn scale)", () => {
    const ticks = [0, 0.005, 0.01, 0.015, 0.02].map((v) => formatAxis(v, "percentage", "usd"));
    expect(ticks).toEqual(["0 %", "0.5 %", "1 %", "1.5 %", "2 %"]);
    expect(formatAxis(0.25, "percentage", "usd")).toBe("25 %");
  });
});
