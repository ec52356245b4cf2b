import { describe, expect, it } from "vitest";
import {
  addMonths,
  customPeriod,
  daysBetween,
  intervalFor,
  localToday,
  presetPeriod,
  previousPeriod,
} from "./period";

describe("presetPeriod", () => {
  const today = "2026-11-27"; // a Friday
  it("counts today and the days before it for 7 and 30 days, by day", () => {
    expect(presetPeriod("7d", today)).toEqual({ start: "2026-11-21", end: today, interval: "day" });
    expect(presetPeriod("30d", today)).toEqual({ start: "2026-10-29", end: today, interval: "day" });
  });
  it("starts 3 months on a Monday, 13 weeks by week", () => {
    const p = presetPeriod("3m", today);
    expect(p).toEqual({ start: "2026-08-31", end: today, interval: "week" });
    expect(new Date(`${p.start}T00:00:00Z`).getUTCDay()).toBe(1);
  });
  it("starts 12 months on the first of the month 11 months back, by month", () => {
    expect(presetPeriod("12m", today)).toEqual({ start: "2025-12-01", end: today, interval: "month" });
    expect(presetPeriod("12m", "2026-01-31").start).toBe("2025-02-01");
  });
});

describe("previousPeriod", () => {
  it("is the same number of days just before", () => {
    expect(previousPeriod({ start: "2026-11-21", end: "2026-11-27", interval: "day" })).toEqual({
      start: "2026-11-14",
      end: "2026-11-20",
      interval: "day",
    });
  });
  it("is as many whole weeks or months before an aligned range", () => {
    expect(previousPeriod(presetPeriod("3m", "2026-11-27"))).toEqual({
      start: "2026-06-01",
      end: "2026-08-30",
      interval: "week",
    });
    expect(previousPeriod(presetPeriod("12m", "2026-11-27"))).toEqual({
      start: "2024-12-01",
      end: "2025-11-30",
      interval: "month",
    });
  });
  it("crosses a daylight saving change without losing a day", () => {
    expect(previousPeriod({ start: "2026-03-30", end: "2026-04-05", interval: "day" }).start).toBe(
      "2026-03-23",
    );
  });
});

describe("customPeriod", () => {
  it("picks an interval within the API's limits", () => {
    expect(customPeriod("2026-11-26", "2026-11-27")).toMatchObject({ interval: "hour" });
    expect(customPeriod("2026-11-01", "2026-11-27")).toMatchObject({ interval: "day" });
    expect(customPeriod("2026-06-01", "2026-11-27")).toMatchObject({ interval: "week" });
    expect(customPeriod("2024-01-01", "2026-11-27")).toMatchObject({ interval: "month" });
    expect(customPeriod("2020-01-01", "2026-11-27")).toMatchObject({ interval: "year" });
    for (const days of [1, 2, 3, 62, 63, 182, 183, 1460, 1461, 3650]) {
      const interval = intervalFor(days);
      const limits = { hour: [1, 7], day: [1, 366], week: [14, 371], month: [60, 1460], year: [366, 3650] }[
        interval
      ];
      expect(days >= limits[0]! || interval === "day" || interval === "hour", `${days} by ${interval}`).toBe(
        true,
      );
      expect(days <= limits[1]!, `${days} by ${interval}`).toBe(true);
    }
  });
  it("names what is wrong with a range", () => {
    expect(customPeriod("2026-11-27", "2026-11-01")).toEqual({
      error: "The end date is before the start date",
    });
    expect(customPeriod("", "2026-11-01")).toEqual({ error: "Pick a start and an end date" });
    expect(customPeriod("2020-01-01", "2030-11-01")).toEqual({ error: "Pick at most ten years" });
    expect(customPeriod("2019-12-31", "2026-11-01")).toEqual({
      error: "Pick a start on or after 1 January 2020",
    });
  });
});

describe("date arithmetic", () => {
  it("clamps to the end of a shorter month and counts both ends", () => {
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-01", "2026-11-01")).toBe(1);
    expect(localToday(new Date(2026, 10, 27, 23, 59))).toBe("2026-11-27");
  });
});
