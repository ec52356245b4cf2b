import { Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { Suspense, useState } from "react";
import type { Meter } from "../../../api/v1";
import { Loading } from "../../../components/PageState";
import { SectionCard } from "../../../components/SectionCard";
import { QueryState } from "../shared/QueryState";
import { LazyUsageChart } from "./lazyCharts";
import {
  browserTimeZone,
  DEFAULT_INTERVAL,
  formatUnits,
  INTERVALS,
  PERIODS,
  type UsageInterval,
  type UsagePeriod,
} from "./usage";
import { useQuantities } from "./useQuantities";

/** The meter's usage over a chosen period, bucketed by day, week or month, with its total. */
export function UsageSection({ meter }: { meter: Meter }) {
  const [period, setPeriod] = useState<UsagePeriod>("30d");
  const [interval, pickInterval] = useState<UsageInterval>(DEFAULT_INTERVAL["30d"]);
  const timeZone = browserTimeZone();
  const quantities = useQuantities(meter.id, period, interval);
  const periodLabel = PERIODS.find((p) => p.value === period)?.label ?? period;

  return (
    <SectionCard title="Usage" description={`Units counted by event time, in ${timeZone}.`}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Period"
            data={PERIODS}
            value={period}
            allowDeselect={false}
            w={170}
            onChange={(v) => {
              if (!v) return;
              const next = v as UsagePeriod;
              setPeriod(next);
              pickInterval(DEFAULT_INTERVAL[next]);
            }}
          />
          <SegmentedControl
            aria-label="Interval"
            data={INTERVALS}
            value={interval}
            onChange={(v) => pickInterval(v as UsageInterval)}
          />
        </Group>
        <div>
          <Text size="xs" c="dimmed" ta="right">
            Total, {periodLabel.toLowerCase()}
          </Text>
          <Text
            size="xl"
            fw={700}
            ta="right"
            data-testid="usage-total"
            c={quantities.isPlaceholderData ? "dimmed" : undefined}
          >
            {quantities.data ? formatUnits(quantities.data.total) : "—"}
          </Text>
        </div>
      </Group>
      <QueryState query={quantities} label="usage">
        {(q) => (
          <Stack
            gap={4}
            aria-busy={quantities.isPlaceholderData}
            style={{ opacity: quantities.isPlaceholderData ? 0.5 : 1, transition: "opacity 150ms" }}
          >
            <Suspense fallback={<Loading label="Loading the chart" />}>
              <LazyUsageChart
                quantities={q.quantities}
                interval={q.interval}
                timeZone={q.timezone}
                seriesLabel={meter.name}
              />
            </Suspense>
            {q.total === 0 && (
              <Text size="sm" c="dimmed" ta="center">
                No usage in this period.
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
