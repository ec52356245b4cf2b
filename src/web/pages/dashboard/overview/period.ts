/**
 * The overview's period: a preset (last 7 days, 30 days, 3 months, 12 months) or a custom range of
 * calendar dates, the interval its charts are bucketed by, and the previous period of the same
 * length that the cards compare against. Dates are calendar dates ("2026-11-27") in the browser's
 * time zone, which the metrics request names; arithmetic on them is done in UTC so that daylight
 * saving never shifts a day.
 */

export type PeriodPreset = "7d" | "30d" | "3m" | "12m" | "custom";
export type MetricInterval = "hour" | "day" | "week" | "month" | "year";

export interface Period {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
  interval: MetricInterval;
}

export const PRESETS: { value: PeriodPreset; label: string }[] = [
  { value: "7d", label: "7 d" },
  { value: "30d", label: "30 d" },
  { value: "3m", label: "3 m" },
  { value: "12m", label: "12 m" },
  { value: "custom", label: "Custom" },
];

/** The longest range the metrics API buckets (by year): ten years. */
export const MAX_RANGE_DAYS = 3650;
/** The earliest date the metrics API answers for (`GET /v1/metrics/limits`, `min_date`). */
export const MIN_DATE = "2020-01-01";

const DAY_MS = 86_400_000;

function parse(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return format(new Date(parse(date).getTime() + days * DAY_MS));
}

/** The same day `months` months away, clamped to the month's last day (31 Mar − 1 month = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const d = parse(date);
  const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d.getUTCDate(), last));
  return format(first);
}

/** Days from `start` to `end`, both counted ("2026-11-01".."2026-11-01" is 1). */
export function daysBetween(start: string, end: string): number {
  return Math.round((parse(end).getTime() - parse(start).getTime()) / DAY_MS) + 1;
}

/** The later of two calendar dates. */
export function laterDate(a: string, b: string): string {
  return a.localeCompare(b) >= 0 ? a : b;
}

/** Today's calendar date where the browser is (`now` read in local time). */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The browser's IANA time zone ("Europe/Berlin"), UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/**
 * The interval a range of `days` days is charted by: a few dozen points at most, within the
 * metrics API's limits (hour ≤ 7 days, day ≤ 366, week 14–371, month 60–1460, year 366–3650).
 */
export function intervalFor(days: number): MetricInterval {
  if (days <= 2) return "hour";
  if (days <= 62) return "day";
  if (days <= 182) return "week";
  if (days <= 1460) return "month";
  return "year";
}

/** Monday of the ISO week `date` is in (the start of a `week` bucket). */
function mondayOf(date: string): string {
  const weekday = (parse(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/**
 * A preset's range ending today. Week and month ranges start on a bucket boundary (a Monday, the
 * first of a month), so every bar covers a whole week or month but the current one.
 */
export function presetPeriod(preset: Exclude<PeriodPreset, "custom">, today: string): Period {
  switch (preset) {
    case "7d":
      return { start: addDays(today, -6), end: today, interval: "day" };
    case "30d":
      return { start: addDays(today, -29), end: today, interval: "day" };
    case "3m":
      return { start: addDays(mondayOf(today), -12 * 7), end: today, interval: "week" };
    case "12m":
      return { start: `${addMonths(today, -11).slice(0, 7)}-01`, end: today, interval: "month" };
  }
}

/** A custom range, or why it cannot be shown. */
export function customPeriod(start: string, end: string): Period | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end))
    return { error: "Pick a start and an end date" };
  if (start < MIN_DATE) return { error: "Pick a start on or after 1 January 2020" };
  const days = daysBetween(start, end);
  if (days < 1) return { error: "The end date is before the start date" };
  if (days > MAX_RANGE_DAYS) return { error: "Pick at most ten years" };
  return { start, end, interval: intervalFor(days) };
}

/**
 * The period of the same length just before `period`, which the cards compare against: as many
 * weeks or months for the aligned presets, as many days otherwise.
 */
export function previousPeriod(period: Period): Period {
  const end = addDays(period.start, -1);
  if (period.interval === "month" && period.start.endsWith("-01")) {
    const months =
      (Number(period.end.slice(0, 4)) - Number(period.start.slice(0, 4))) * 12 +
      Number(period.end.slice(5, 7)) -
      Number(period.start.slice(5, 7)) +
      1;
    return { start: addMonths(period.start, -months), end, interval: period.interval };
  }
  if (period.interval === "week" && period.start === mondayOf(period.start)) {
    const weeks = Math.ceil(daysBetween(period.start, period.end) / 7);
    return { start: addDays(period.start, -7 * weeks), end, interval: period.interval };
  }
  return {
    start: addDays(period.start, -daysBetween(period.start, period.end)),
    end,
    interval: period.interval,
  };
}

/** The x-axis label of a bucket starting at `timestamp`, read in `timeZone`. */
export function bucketLabel(timestamp: string, interval: MetricInterval, timeZone: string): string {
  const d = new Date(timestamp);
  if (interval === "hour")
    return d.toLocaleString(undefined, { month: "short", day: "numeric", hour: "numeric", timeZone });
  if (interval === "year") return d.toLocaleDateString(undefined, { year: "numeric", timeZone });
  if (interval === "month")
    return d.toLocaleDateString(undefined, { month: "short", year: "numeric", timeZone });
  return d.toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone });
}

/** "Nov 1 – Nov 27, 2026": a period for people. */
export function periodLabel(period: Period): string {
  const opts: Intl.DateTimeFormatOptions = {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  };
  return `${parse(period.start).toLocaleDateString(undefined, opts)} – ${parse(period.end).toLocaleDateString(undefined, opts)}`;
}
