import { Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { useUrlFilters } from "../../../components/useUrlFilters";
import {
  customPeriod,
  localToday,
  MIN_DATE,
  type Period,
  type PeriodPreset,
  PRESETS,
  periodLabel,
  presetPeriod,
} from "./period";

const isPreset = (v: string | null): v is PeriodPreset => PRESETS.some((p) => p.value === v);

/**
 * The overview's period, kept in the URL (`?period=30d`, or `?period=custom&from=…&to=…`) so a
 * reload or a shared link shows the same figures. 30 days unless the URL says otherwise.
 */
export function usePeriod(now: Date = new Date()): {
  preset: PeriodPreset;
  period: Period | { error: string };
  from: string;
  to: string;
  set: (patch: { preset?: PeriodPreset; from?: string; to?: string }) => void;
} {
  const [params, setParams] = useUrlFilters();
  const raw = params.get("period");
  const preset: PeriodPreset = isPreset(raw) ? raw : "30d";
  const today = localToday(now);
  const fallback = presetPeriod(preset === "custom" ? "30d" : preset, today);
  const from = params.get("from") ?? fallback.start;
  const to = params.get("to") ?? fallback.end;
  const period = preset === "custom" ? customPeriod(from, to) : presetPeriod(preset, today);
  const set = (patch: { preset?: PeriodPreset; from?: string; to?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const nextPreset = patch.preset ?? preset;
      next.set("period", nextPreset);
      if (nextPreset === "custom") {
        // Custom starts from the range on screen, then follows the inputs.
        next.set("from", patch.from ?? current.get("from") ?? ("start" in period ? period.start : from));
        next.set("to", patch.to ?? current.get("to") ?? ("end" in period ? period.end : to));
      } else {
        next.delete("from");
        next.delete("to");
      }
      return next;
    });
  return { preset, period, from, to, set };
}

/** The preset switch, the custom range's two dates, and the range shown. */
export function PeriodPicker({ state }: { state: ReturnType<typeof usePeriod> }) {
  const { preset, period, from, to, set } = state;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Period"
        data={PRESETS}
        value={preset}
        onChange={(v) => set({ preset: v as PeriodPreset })}
      />
      {preset === "custom" && (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="date"
            label="From"
            size="xs"
            value={from}
            min={MIN_DATE}
            max={to}
            onChange={(e) => set({ from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="To"
            size="xs"
            value={to}
            min={from}
            onChange={(e) => set({ to: e.currentTarget.value })}
          />
        </Group>
      )}
      {"error" in period ? (
        <Text size="sm" c="red" role="alert">
          {period.error}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="period-range">
          {periodLabel(period)} · by {period.interval}
        </Text>
      )}
    </Group>
  );
}
