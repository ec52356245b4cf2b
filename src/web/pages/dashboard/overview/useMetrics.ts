import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Schemas, unwrap } from "../../../api/v1";
import type { MetricSlug } from "./figures";
import { browserTimeZone, type Period } from "./period";

/**
 * Polar's `MetricsResponse`: one entry per bucket, the totals of the whole range, each metric's
 * type, and (Kassa) the one currency of every amount.
 */
export type MetricsResponse = Schemas["MetricsResponse"];

export interface MetricsFilter {
  product_id?: string;
  customer_id?: string;
  /** Unset: the server's default (the currency of the latest paid order). */
  currency?: string;
}

/**
 * `GET /v1/metrics/` for `period` in the browser's time zone, only the given metrics; `null` (no
 * period yet, or a filter still unknown) waits.
 */
export function useMetrics(period: Period | null, metrics: MetricSlug[], filter: MetricsFilter | null = {}) {
  const query =
    period && filter
      ? {
          start_date: period.start,
          end_date: period.end,
          interval: period.interval,
          timezone: browserTimeZone(),
          metrics,
          product_id: filter.product_id ? [filter.product_id] : undefined,
          customer_id: filter.customer_id ? [filter.customer_id] : undefined,
          currency: filter.currency,
        }
      : null;
  return useQuery({
    queryKey: ["v1", "metrics", query],
    queryFn: () => unwrap(api.GET("/v1/metrics/", { params: { query: query! } })),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
