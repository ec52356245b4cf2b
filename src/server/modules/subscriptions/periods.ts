export type RecurringInterval = "day" | "week" | "month" | "year";

const DAY_MS = 86_400_000;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The end of the period that starts at `from`: `count` intervals later. Day and week intervals add
 * exact days. Month and year intervals land on `anchorDay` (1–31) of the target month, clamped to
 * that month's last day, so an anchor of 31 gives Jan 31 → Feb 28 (29) → Mar 31, and a Feb 29
 * anchor on a yearly plan gives Feb 28 in common years and Feb 29 again in leap years. The UTC
 * time of day of `from` is kept. All arithmetic is in UTC.
 */
export function nextPeriodEnd(
  from: Date,
  interval: RecurringInterval,
  count: number,
  anchorDay: number,
): Date {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`nextPeriodEnd: count must be ≥ 1, got ${count}`);
  if (!Number.isInteger(anchorDay) || anchorDay < 1 || anchorDay > 31) {
    throw new RangeError(`nextPeriodEnd: anchorDay must be 1–31, got ${anchorDay}`);
  }
  switch (interval) {
    case "day":
      return new Date(from.getTime() + count * DAY_MS);
    case "week":
      return new Date(from.getTime() + count * 7 * DAY_MS);
    case "month":
    case "year": {
      const months = interval === "month" ? count : count * 12;
      const total = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
      const year = Math.floor(total / 12);
      const month = total - year * 12;
      const day = Math.min(anchorDay, daysInMonth(year, month));
      const timeOfDay =
        from.getTime() - Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
      return new Date(Date.UTC(year, month, day) + timeOfDay);
    }
    default:
      throw new RangeError(`nextPeriodEnd: unknown interval ${String(interval)}`);
  }
}

/** The billing anchor day of a subscription that starts at `start`: its UTC day of month. */
export function anchorDayOf(start: Date): number {
  return start.getUTCDate();
}
