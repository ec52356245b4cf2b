import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { serializeQuery } from "../../../api/client";
import { apiFetch } from "../../../api/http";
import type { MetricSlug, MetricType } from "./figures";
import { browserTimeZone, type Period } from "./period";

/** Polar's `MetricsResponse`: one entry per bucket, the totals of the whole range, and each metric's type. */
export interface MetricsResponse {
  periods: ({ timestamp: string } & Partial<Record<string, number | null>>)[];
  totals: Partial<Record<string, number | null>>;
  metrics: Partial<Record<string, { slug: string; display_name: string; type: MetricType } | null>>;
  /** Kassa: the one currency of every amount (the asked one, else that of the latest paid order). */
  currency: string;
}

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
  const timezone = browserTimeZone();
  const query =
    period && filter
      ? {
          start_date: period.start,
          end_date: period.end,
          interval: period.interval,
          timezone,
          metrics,
          ...filter,
        }
      : null;
  return useQuery({
    queryKey: ["v1", "metrics", query],
    queryFn: () => apiFetch<MetricsResponse>(`/v1/metrics/?${serializeQuery(query ?? {})}`),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
