import { describe, expect, it } from "vitest";
import { nextPeriodEnd, type RecurringInterval } from "./periods.js";

type Row = [from: string, interval: RecurringInterval, count: number, anchor: number, expected: string];

const table: Row[] = [
  // Monthly with the 31st clamped to the month's last day, then restored.
  ["2025-01-31T10:15:00.000Z", "month", 1, 31, "2025-02-28T10:15:00.000Z"],
  ["2025-02-28T10:15:00.000Z", "month", 1, 31, "2025-03-31T10:15:00.000Z"],
  ["2025-03-31T10:15:00.000Z", "month", 1, 31, "2025-04-30T10:15:00.000Z"],
  ["2025-04-30T10:15:00.000Z", "month", 1, 31, "2025-05-31T10:15:00.000Z"],
  // Leap year February.
  ["2024-01-31T00:00:00.000Z", "month", 1, 31, "2024-02-29T00:00:00.000Z"],
  ["2024-02-29T00:00:00.000Z", "month", 1, 31, "2024-03-31T00:00:00.000Z"],
  ["2024-01-30T08:00:00.000Z", "month", 1, 30, "2024-02-29T08:00:00.000Z"],
  ["2024-02-29T08:00:00.000Z", "month", 1, 30, "2024-03-30T08:00:00.000Z"],
  // Year change.
  ["2025-12-31T23:59:59.000Z", "month", 1, 31, "2026-01-31T23:59:59.000Z"],
  ["2025-12-15T12:00:00.000Z", "month", 1, 15, "2026-01-15T12:00:00.000Z"],
  // Interval counts 3, 6, 12.
  ["2025-11-30T00:00:00.000Z", "month", 3, 30, "2026-02-28T00:00:00.000Z"],
  ["2026-02-28T00:00:00.000Z", "month", 3, 30, "2026-05-30T00:00:00.000Z"],
  ["2025-08-31T06:00:00.000Z", "month", 6, 31, "2026-02-28T06:00:00.000Z"],
  ["2023-08-31T06:00:00.000Z", "month", 6, 31, "2024-02-29T06:00:00.000Z"],
  ["2025-03-31T00:00:00.000Z", "month", 12, 31, "2026-03-31T00:00:00.000Z"],
  // Yearly, including a Feb 29 anchor.
  ["2024-02-29T09:30:00.000Z", "year", 1, 29, "2025-02-28T09:30:00.000Z"],
  ["2025-02-28T09:30:00.000Z", "year", 1, 29, "2026-02-28T09:30:00.000Z"],
  ["2027-02-28T09:30:00.000Z", "year", 1, 29, "2028-02-29T09:30:00.000Z"],
  ["2024-02-29T09:30:00.000Z", "year", 4, 29, "2028-02-29T09:30:00.000Z"],
  ["2025-06-15T00:00:00.000Z", "year", 2, 15, "2027-06-15T00:00:00.000Z"],
  // Day and week add exactly.
  ["2025-02-28T10:00:00.000Z", "day", 1, 28, "2025-03-01T10:00:00.000Z"],
  ["2024-02-28T10:00:00.000Z", "day", 1, 28, "2024-02-29T10:00:00.000Z"],
  ["2025-12-31T10:00:00.000Z", "day", 3, 31, "2026-01-03T10:00:00.000Z"],
  ["2025-12-29T10:00:00.000Z", "week", 1, 29, "2026-01-05T10:00:00.000Z"],
  ["2025-01-01T00:00:00.000Z", "week", 2, 1, "2025-01-15T00:00:00.000Z"],
];

describe("nextPeriodEnd", () => {
  it.each(table)("%s + %i×%s (anchor %i) → %s", (from, interval, count, anchor, expected) => {
    expect(nextPeriodEnd(new Date(from), interval, count, anchor).toISOString()).toBe(expected);
  });

  it("keeps the 31st across 13 monthly periods through a leap February", () => {
    let at = new Date("2023-12-31T12:00:00.000Z");
    const ends: string[] = [];
    for (let i = 0; i < 13; i++) {
      at = nextPeriodEnd(at, "month", 1, 31);
      ends.push(at.toISOString().slice(0, 10));
    }
    expect(ends).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
      "2024-06-30",
      "2024-07-31",
      "2024-08-31",
      "2024-09-30",
      "2024-10-31",
      "2024-11-30",
      "2024-12-31",
      "2025-01-31",
    ]);
  });

  it("rejects a bad count or anchor", () => {
    const from = new Date("2025-01-01T00:00:00.000Z");
    expect(() => nextPeriodEnd(from, "month", 0, 1)).toThrow(RangeError);
    expect(() => nextPeriodEnd(from, "month", 1.5, 1)).toThrow(RangeError);
    expect(() => nextPeriodEnd(from, "month", 1, 0)).toThrow(RangeError);
    expect(() => nextPeriodEnd(from, "month", 1, 32)).toThrow(RangeError);
  });
});
