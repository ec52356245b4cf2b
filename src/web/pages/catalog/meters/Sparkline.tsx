import { Sparkline } from "@mantine/charts";
import type { Schemas } from "../../../api/v1";

/** A small line of quantities (no axes), for a table cell. */
export function QuantitiesSparkline({
  quantities,
  label,
}: {
  quantities: Schemas["MeterQuantity"][];
  label: string;
}) {
  return (
    <Sparkline
      w={140}
      h={32}
      data={quantities.map((p) => p.quantity)}
      curveType="linear"
      color="blue"
      fillOpacity={0.3}
      strokeWidth={1.5}
      role="img"
      aria-label={label}
    />
  );
}
