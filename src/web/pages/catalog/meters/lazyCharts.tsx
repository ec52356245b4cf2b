import { lazy } from "react";

/**
 * The chart components, loaded on first use: recharts is most of their weight, and only the
 * meter and customer pages draw charts.
 */
export const LazyUsageChart = lazy(() => import("./UsageChart").then((m) => ({ default: m.UsageChart })));
export const LazySparkline = lazy(() =>
  import("./Sparkline").then((m) => ({ default: m.QuantitiesSparkline })),
);
