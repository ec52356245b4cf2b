import { describe, expect, it } from "vitest";
import { discountPeriodsLeft } from "./create-from-checkout.js";
import type { RecurringInterval } from "./periods.js";

const start = new Date("2026-01-31T10:00:00.000Z");

describe("discountPeriodsLeft (renewals a checkout's discount still applies to)", () => {
  it.each([
    // [duration, months, interval, count, renewals]
    ["once", null, "month", 1, 0],
    ["once", null, "year", 1, 0],
    ["forever", null, "month", 1, null],
    ["forever", null, "year", 1, null],
    ["repeating", 1, "month", 1, 0],
    ["repeating", 3, "month", 1, 2],
    ["repeating", 12, "month", 1, 11],
    ["repeating", 3, "month", 3, 0],
    ["repeating", 4, "month", 3, 1],
    ["repeating", 7, "month", 3, 2],
    ["repeating", 3, "year", 1, 0],
    ["repeating", 12, "year", 1, 0],
    ["repeating", 13, "year", 1, 1],
    ["repeating", 24, "year", 1, 1],
    ["repeating", 25, "year", 1, 2],
    ["repeating", 2, "week", 1, 4],
    ["repeating", 1, "day", 1, 0],
  ] as const)("%s %s months on %s×%s → %s", (duration, months, interval, count, expected) => {
    expect(
      discountPeriodsLeft(
        { duration, durationInMonths: months },
        start,
        interval as RecurringInterval,
        count,
      ),
    ).toBe(expected);
  });

  it("counts a 2-month window on a weekly plan by the periods that start in it", () => {
    // Jan 31 + 1 month = Feb 28: renewals start Feb 7, 14, 21, 28.
    expect(discountPeriodsLeft({ duration: "repeating", durationInMonths: 2 }, start, "week", 1)).toBe(4);
    // From Mar 1 + 1 month = Apr 1: renewals on Mar 8, 15, 22, 29.
    const march = new Date("2026-03-01T00:00:00.000Z");
    expect(discountPeriodsLeft({ duration: "repeating", durationInMonths: 2 }, march, "week", 1)).toBe(4);
    expect(discountPeriodsLeft({ duration: "repeating", durationInMonths: 2 }, march, "day", 1)).toBe(31);
  });
});
