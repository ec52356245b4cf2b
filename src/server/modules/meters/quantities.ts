import type { AppContext } from "../../context.js";
import { RequestValidationError } from "../../http/errors.js";
import { type AggregationFunc, meterQuantitiesOf, type QuantityInterval } from "../events/service.js";
import { requireMeter } from "./service.js";

/** The earliest start Polar accepts. */
export const QUANTITIES_MIN_START = new Date("2023-01-01T00:00:00Z");

/** The longest range per interval, in days (Polar's limits: at most ~169 hours, 367 days, …). */
export const QUANTITIES_MAX_DAYS: Record<QuantityInterval, number> = {
  hour: 7,
  day: 366,
  week: 7 * 53,
  month: 365 * 4,
  year: 365 * 10,
};

export interface QuantitiesParams {
  start_timestamp: string;
  end_timestamp: string;
  interval: QuantityInterval;
  timezone: string;
  customer_id?: string[] | undefined;
  external_customer_id?: string[] | undefined;
  customer_aggregation_function?: AggregationFunc | undefined;
}

const DAY_MS = 86_400_000;

/** Days between the calendar dates of two ISO timestamps, each in its own offset (as Polar). */
function calendarDays(startIso: string, endIso: string): number {
  const day = (s: string) => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10)) / DAY_MS;
  return day(endIso) - day(startIso);
}

function checkRange(q: QuantitiesParams, start: Date, end: Date): void {
  if (start < QUANTITIES_MIN_START) {
    throw new RequestValidationError([
      { loc: ["query", "start_timestamp"], msg: "must be on or after 2023-01-01", input: q.start_timestamp },
    ]);
  }
  if (start > end) {
    throw new RequestValidationError([
      { loc: ["query", "end_timestamp"], msg: "must not be before start_timestamp", input: q.end_timestamp },
    ]);
  }
  if (calendarDays(q.start_timestamp, q.end_timestamp) > QUANTITIES_MAX_DAYS[q.interval]) {
    throw new RequestValidationError([
      {
        loc: ["query", "interval"],
        msg: `The interval is too small for the given date range: a ${q.interval} interval spans at most ${QUANTITIES_MAX_DAYS[q.interval]} days. Use a larger interval or reduce the date range.`,
        input: q.interval,
      },
    ]);
  }
}

/** The organization's meter's quantities over time (Polar's `MeterQuantities`); a missing meter is a 404. */
export async function orgMeterQuantities(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  meterId: string,
  q: QuantitiesParams,
  metadata: Record<string, string[]>,
) {
  const meter = await requireMeter(ctx, organizationId, meterId);
  const start = new Date(q.start_timestamp);
  const end = new Date(q.end_timestamp);
  checkRange(q, start, end);
  return meterQuantitiesOf(ctx, organizationId, {
    meter,
    start,
    end,
    interval: q.interval,
    timezone: q.timezone,
    customerIds: q.customer_id,
    externalCustomerIds: q.external_customer_id,
    metadata: Object.keys(metadata).length ? metadata : undefined,
    customerAggregation: q.customer_aggregation_function,
  });
}
