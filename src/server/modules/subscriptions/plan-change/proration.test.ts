import { describe, expect, it } from "vitest";
import { prorate } from "./proration.js";

const d = (s: string) => new Date(s);

describe("prorate", () => {
  // A 30-day period: 2_592_000 s.
  const april = { periodStart: d("2028-04-01T00:00:00Z"), periodEnd: d("2028-05-01T00:00:00Z") };

  it.each([
    // [label, now, oldNet, newNet, remaining, credit, debit]
    ["at the start", "2028-04-01T00:00:00Z", 1000, 3000, 2_592_000, -1000, 3000],
    ["before the start (clamped)", "2028-03-31T00:00:00Z", 1000, 3000, 2_592_000, -1000, 3000],
    // 2_591_999 / 2_592_000 of 1000 = 999.9996 → 1000; of 3000 = 2999.9988 → 3000.
    ["1 s in", "2028-04-01T00:00:01Z", 1000, 3000, 2_591_999, -1000, 3000],
    ["the middle", "2028-04-16T00:00:00Z", 1000, 3000, 1_296_000, -500, 1500],
    // 1/2 of 999 = 499.5 → 500 and 1/2 of 1999 = 999.5 → 1000 (half away from zero, both signs).
    ["the middle, odd amounts", "2028-04-16T00:00:00Z", 999, 1999, 1_296_000, -500, 1000],
    // 1 s of 30 days: 1000 / 2_592_000 → 0.
    ["the last second", "2028-04-30T23:59:59Z", 1000, 3000, 1, 0, 0],
    ["at the end", "2028-05-01T00:00:00Z", 1000, 3000, 0, 0, 0],
    ["after the end (clamped)", "2028-05-02T00:00:00Z", 1000, 3000, 0, 0, 0],
    ["a free plan to a paid one", "2028-04-16T00:00:00Z", 0, 2500, 1_296_000, 0, 1250],
    ["a paid plan to a free one", "2028-04-16T00:00:00Z", 2500, 0, 1_296_000, -1250, 0],
    // Whole seconds left: 1_295_999.001 s → 1_295_999 (1000 × that / 2_592_000 = 499.9996 → 500).
    ["a fraction of a second in", "2028-04-16T00:00:00.999Z", 1000, 3000, 1_295_999, -500, 1500],
  ])("%s", (_label, now, oldNet, newNet, remaining, credit, debit) => {
    const p = prorate({ ...april, now: d(now), oldNet, newNet });
    expect(p).toEqual({ remainingSeconds: remaining, totalSeconds: 2_592_000, credit, debit });
    expect(Object.is(p.credit, -0)).toBe(false);
  });

  it.each([
    // month length, period, now, credit of 3100 (old), debit of 6200 (new)
    // 28 days (Feb 2027), 7 days left: 3100 × 7/28 = 775; 6200 × 7/28 = 1550.
    ["28 days", "2027-02-01T00:00:00Z", "2027-03-01T00:00:00Z", "2027-02-22T00:00:00Z", -775, 1550],
    // 29 days (Feb 2028), 7 days left: 3100 × 7/29 = 748.27… → 748; 6200 × 7/29 = 1496.55… → 1497.
    ["29 days", "2028-02-01T00:00:00Z", "2028-03-01T00:00:00Z", "2028-02-23T00:00:00Z", -748, 1497],
    // 30 days, 7 left: 723.33… → 723; 1446.66… → 1447.
    ["30 days", "2028-06-01T00:00:00Z", "2028-07-01T00:00:00Z", "2028-06-24T00:00:00Z", -723, 1447],
    // 31 days, 7 left: 700; 1400.
    ["31 days", "2028-07-01T00:00:00Z", "2028-08-01T00:00:00Z", "2028-07-25T00:00:00Z", -700, 1400],
  ])("a %s month", (_label, start, end, now, credit, debit) => {
    const p = prorate({ periodStart: d(start), periodEnd: d(end), now: d(now), oldNet: 3100, newNet: 6200 });
    expect([p.credit, p.debit]).toEqual([credit, debit]);
  });

  it("rounds exact halves away from zero on both sides", () => {
    // A 2-second period, 1 s left: 1/2 of 1 = 0.5 → 1 (debit) and −0.5 → −1 (credit).
    const p = prorate({
      periodStart: d("2028-01-01T00:00:00Z"),
      periodEnd: d("2028-01-01T00:00:02Z"),
      now: d("2028-01-01T00:00:01Z"),
      oldNet: 1,
      newNet: 3,
    });
    expect([p.credit, p.debit]).toEqual([-1, 2]);
  });

  it("takes discounted nets as given (25 % off 1999 = 1499) and big amounts without float error", () => {
    const p = prorate({ ...april, now: d("2028-04-21T00:00:00Z"), oldNet: 1499, newNet: 9_007_199_254_740 });
    // 10 days of 30: 1499/3 = 499.67 → 500; 9_007_199_254_740/3 = 3_002_399_751_580 exactly.
    expect([p.credit, p.debit]).toEqual([-500, 3_002_399_751_580]);
  });

  it("refuses fractional amounts and answers zero for an empty period", () => {
    expect(() => prorate({ ...april, now: april.periodStart, oldNet: 1.5, newNet: 0 })).toThrow(RangeError);
    const start = d("2028-01-01T00:00:00Z");
    expect(prorate({ periodStart: start, periodEnd: start, now: start, oldNet: 100, newNet: 100 })).toEqual({
      remainingSeconds: 0,
      totalSeconds: 0,
      credit: 0,
      debit: 0,
    });
  });
});
