import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../api/v1";
import { catalogKeys } from "../shared/keys";
import { browserTimeZone, periodRange, type UsageInterval, type UsagePeriod } from "./usage";

/** TanStack Query keys of the usage reads (quantities sit under the meters' key). */
export const usageKeys = {
  quantities: (meterId: string, ...rest: (string | undefined)[]) =>
    [...catalogKeys.meters, "quantities", meterId, ...rest] as const,
  customerMeters: ["v1", "customer-meters"] as const,
};

/**
 * A meter's quantities (`GET /v1/meters/{id}/quantities`) over a period preset, bucketed by
 * `interval` in the browser's time zone, optionally for one customer. The range is computed when
 * the query runs, so a refetch moves it forward with the clock. The result carries the interval and
 * time zone its buckets were made with (previous data stays shown while a new interval loads).
 */
export function useQuantities(
  meterId: string,
  period: UsagePeriod,
  interval: UsageInterval,
  customerId?: string,
) {
  const timezone = browserTimeZone();
  return useQuery({
    queryKey: usageKeys.quantities(meterId, period, interval, timezone, customerId),
    queryFn: async () => {
      const { start, end } = periodRange(period, new Date());
      const result = await unwrap(
        api.GET("/v1/meters/{id}/quantities", {
          params: {
            path: { id: meterId },
            query: {
              start_timestamp: start.toISOString(),
              end_timestamp: end.toISOString(),
              interval,
              timezone,
              customer_id: customerId ? [customerId] : undefined,
            },
          },
        }),
      );
      // The buckets' own interval: while the next interval loads, the previous data stays on screen.
      return { ...result, interval, timezone };
    },
    placeholderData: keepPreviousData,
  });
}
