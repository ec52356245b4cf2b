import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import { Paper, Text } from "@mantine/core";
import { type Figure, formatAxis, formatFigure } from "./figures";
import { bucketLabel, type MetricInterval } from "./period";
import type { MetricsResponse } from "./useMetrics";

/**
 * One metric over the period, a point per bucket: bars for counts of events (orders), lines for
 * rates, areas for amounts and for levels (MRR, active subscriptions). Values read as the cards do.
 */
export function MetricChart({
  figure,
  periods,
  interval,
  timeZone,
  currency,
  total,
  height = 200,
}: {
  figure: Figure;
  periods: MetricsResponse["periods"];
  interval: MetricInterval;
  timeZone: string;
  currency: string;
  /** The figure of the whole period, shown over the chart. */
  total: number | null | undefined;
  height?: number;
}) {
  const data = periods.map((p) => ({
    bucket: bucketLabel(p.timestamp, interval, timeZone),
    [figure.slug]: p[figure.slug] ?? 0,
  }));
  const common = {
    h: height,
    data,
    dataKey: "bucket",
    series: [{ name: figure.slug, label: figure.label, color: "blue.6" }],
    valueFormatter: (v: number) => formatFigure(v, figure.type, currency),
    yAxisProps: {
      tickFormatter: (v: number) => formatAxis(v, figure.type, currency),
      width: 64,
      // Whole numbers for counts; a flat line at zero still gets a scale (0–1, 0–100 %).
      allowDecimals: figure.type !== "scalar",
      domain: [0, (max: number) => (max > 0 ? max : 1)] as [number, (max: number) => number],
    },
    gridAxis: "y" as const,
  };
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={`${figure.label} chart`}
      data-testid={`chart-${figure.slug}`}
      // The tooltip stays inside the chart; its last position must not widen a narrowed page.
      style={{ overflow: "hidden" }}
    >
      <Text size="sm" c="dimmed">
        {figure.label}
      </Text>
      <Text fw={600} mb="sm" data-testid="chart-total">
        {formatFigure(total, figure.type, currency)}
      </Text>
      <div role="img" aria-label={`${figure.label} per ${interval}`}>
        {figure.slug === "orders" ? (
          <BarChart {...common} />
        ) : figure.type === "percentage" ? (
          <LineChart {...common} curveType="linear" withDots={data.length <= 31} />
        ) : (
          <AreaChart {...common} curveType="linear" withDots={data.length <= 31} />
        )}
      </div>
    </Paper>
  );
}
