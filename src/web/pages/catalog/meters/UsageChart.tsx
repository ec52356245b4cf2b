import { BarChart } from "@mantine/charts";
import type { Schemas } from "../../../api/v1";
import { bucketLabel, formatUnits, type UsageInterval } from "./usage";

/** The meter's quantities as bars, one per bucket, labelled in `timeZone`. */
export function UsageChart({
  quantities,
  interval,
  timeZone,
  seriesLabel,
  height = 260,
}: {
  quantities: Schemas["MeterQuantity"][];
  interval: UsageInterval;
  timeZone: string;
  seriesLabel: string;
  height?: number;
}) {
  const data = quantities.map((q) => ({
    bucket: bucketLabel(q.timestamp, interval, timeZone),
    quantity: q.quantity,
  }));
  return (
    <div data-testid="usage-chart" role="img" aria-label={`${seriesLabel} per ${interval}`}>
      <BarChart
        h={height}
        data={data}
        dataKey="bucket"
        series={[{ name: "quantity", label: seriesLabel, color: "blue.6" }]}
        valueFormatter={formatUnits}
      />
    </div>
  );
}
