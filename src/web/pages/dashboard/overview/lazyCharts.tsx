import { lazy } from "react";

/** The overview's chart, loaded on first use (recharts is most of its weight). */
export const LazyMetricChart = lazy(() => import("./MetricChart").then((m) => ({ default: m.MetricChart })));
