import { Group, Paper, Text } from "@mantine/core";
import { TooltipOnDemand } from "../../../components/TooltipOnDemand";
import { type Change, changeColor, type Figure, formatChange, formatFigure } from "./figures";

/** One figure of the period with its change against the previous period of the same length. */
export function KpiCard({
  figure,
  value,
  change,
  currency,
}: {
  figure: Figure;
  value: number | null | undefined;
  change: Change;
  currency: string;
}) {
  const changeText = formatChange(change);
  return (
    <Paper withBorder p="md" data-testid={`kpi-${figure.slug}`} aria-label={figure.label} component="section">
      <TooltipOnDemand label={figure.hint} multiline w={240} withArrow>
        <Text size="sm" c="dimmed" style={{ cursor: "help", width: "fit-content" }}>
          {figure.label}
        </Text>
      </TooltipOnDemand>
      <Text
        fw={700}
        fz={{ base: "lg", sm: "xl" }}
        data-testid="kpi-value"
        style={{ wordBreak: "break-word" }}
      >
        {formatFigure(value, figure.type, currency)}
      </Text>
      <Group gap={4} mih={20}>
        {changeText && (
          <Text size="xs" fw={600} c={changeColor(change, figure.lowerIsBetter)} data-testid="kpi-change">
            {changeText}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {changeText ? "vs previous period" : "no comparison"}
        </Text>
      </Group>
    </Paper>
  );
}
