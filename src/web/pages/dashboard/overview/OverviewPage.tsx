import { Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { api, unwrap } from "../../../api/v1";
import { Loading } from "../../../components/PageState";
import { useUrlFilters } from "../../../components/useUrlFilters";
import { QueryState } from "../../catalog/shared/QueryState";
import { CurrencyPicker, useSaleCurrencies } from "./CurrencyPicker";
import { CARD_FIGURES, CHART_FIGURES, changeOf, OVERVIEW_METRICS } from "./figures";
import { KpiCard } from "./KpiCard";
import { LazyMetricChart } from "./lazyCharts";
import { NoSalesYet } from "./NoSalesYet";
import { PeriodPicker, usePeriod } from "./PeriodPicker";
import { browserTimeZone, previousPeriod } from "./period";
import { RecentOrders } from "./RecentOrders";
import { RecentSubscriptions } from "./RecentSubscriptions";
import { useMetrics } from "./useMetrics";

/** Whether the organization has sold anything yet (an order or a subscription, trials included). */
function useHasSales() {
  return useQuery({
    queryKey: ["v1", "overview", "has-sales"],
    queryFn: async () => {
      const [orders, subscriptions] = await Promise.all([
        unwrap(api.GET("/v1/orders/", { params: { query: { limit: 1 } } })),
        unwrap(api.GET("/v1/subscriptions/", { params: { query: { limit: 1 } } })),
      ]);
      return orders.pagination.total_count + subscriptions.pagination.total_count > 0;
    },
  });
}

/** The figures of the period: cards with their change, then a chart per metric. */
function Figures({ state }: { state: ReturnType<typeof usePeriod> }) {
  const [params, setParams] = useUrlFilters();
  const asked = params.get("currency") ?? undefined;
  const currencies = useSaleCurrencies();
  const period = "error" in state.period ? null : state.period;
  const current = useMetrics(period, OVERVIEW_METRICS, { currency: asked });
  // The previous period in the same currency as the current one, once that is known.
  const currency = asked ?? current.data?.currency;
  const previous = useMetrics(
    period && previousPeriod(period),
    OVERVIEW_METRICS,
    currency ? { currency } : null,
  );
  const pick = (next: string) =>
    setParams((now) => {
      const out = new URLSearchParams(now);
      out.set("currency", next);
      return out;
    });
  if (!period) return null;
  const timeZone = browserTimeZone();
  return (
    <QueryState query={current} label="metrics">
      {(data) => (
        <Stack gap="lg">
          <CurrencyPicker value={data.currency} currencies={currencies.data ?? []} onChange={pick} />
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {CARD_FIGURES.map((f) => (
              <KpiCard
                key={f.slug}
                figure={f}
                currency={data.currency}
                value={data.totals[f.slug]}
                change={changeOf(data.totals[f.slug], previous.data?.totals[f.slug], f.type)}
              />
            ))}
          </SimpleGrid>
          <Suspense fallback={<Loading label="Loading charts" />}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {CHART_FIGURES.map((f) => (
                <LazyMetricChart
                  key={f.slug}
                  figure={f}
                  periods={data.periods}
                  interval={period.interval}
                  timeZone={timeZone}
                  currency={data.currency}
                  total={data.totals[f.slug]}
                />
              ))}
            </SimpleGrid>
          </Suspense>
        </Stack>
      )}
    </QueryState>
  );
}

/** `/`: the organization's business at a glance, as Stripe's and Polar's home pages show it. */
export function OverviewPage({ organizationName }: { organizationName: string }) {
  const state = usePeriod();
  const hasSales = useHasSales();
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2}>Overview</Title>
          <Text c="dimmed" size="sm">
            {organizationName}
          </Text>
        </div>
      </Group>
      <QueryState query={hasSales} label="the overview">
        {(sold) =>
          sold ? (
            <>
              <PeriodPicker state={state} />
              <Figures state={state} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                <RecentOrders />
                <RecentSubscriptions />
              </SimpleGrid>
            </>
          ) : (
            <NoSalesYet />
          )
        }
      </QueryState>
    </Stack>
  );
}
