import { Group, SegmentedControl, SimpleGrid, Text } from "@mantine/core";
import { Suspense, useState } from "react";
import type { Product } from "../../../api/v1";
import { Loading } from "../../../components/PageState";
import { SectionCard } from "../../../components/SectionCard";
import { CurrencyPicker } from "../../dashboard/overview/CurrencyPicker";
import { CARD_FIGURES, type Figure } from "../../dashboard/overview/figures";
import { LazyMetricChart } from "../../dashboard/overview/lazyCharts";
import { browserTimeZone, localToday, presetPeriod } from "../../dashboard/overview/period";
import { useMetrics } from "../../dashboard/overview/useMetrics";
import { QueryState } from "../shared/QueryState";

const FIGURES = ["revenue", "orders"].map((slug) => CARD_FIGURES.find((f) => f.slug === slug)) as Figure[];

/**
 * The product's own sales (`GET /v1/metrics/?product_id=`): revenue and paid orders over the last
 * 30 days or 12 months, in one of the currencies the product is priced in.
 */
export function ProductRevenue({ product }: { product: Product }) {
  const currencies = [...new Set(product.prices.map((p) => p.price_currency))].sort();
  const [currency, setCurrency] = useState(currencies[0] ?? "usd");
  const [range, setRange] = useState<"30d" | "12m">("12m");
  const period = presetPeriod(range, localToday(new Date()));
  const metrics = useMetrics(period, ["revenue", "orders"], { product_id: product.id, currency });
  return (
    <SectionCard title="Sales" description="Paid orders of this product and the revenue they brought.">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Sales period"
          size="xs"
          data={[
            { value: "30d", label: "30 d" },
            { value: "12m", label: "12 m" },
          ]}
          value={range}
          onChange={(v) => setRange(v as "30d" | "12m")}
        />
        <CurrencyPicker value={currency} currencies={currencies} onChange={setCurrency} />
      </Group>
      <QueryState query={metrics} label="sales">
        {(data) => (
          <Suspense fallback={<Loading label="Loading charts" />}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="product-revenue">
              {FIGURES.map((f) => (
                <LazyMetricChart
                  key={f.slug}
                  figure={f}
                  periods={data.periods}
                  interval={period.interval}
                  timeZone={browserTimeZone()}
                  currency={data.currency}
                  total={data.totals[f.slug]}
                  height={160}
                />
              ))}
            </SimpleGrid>
            {data.totals.orders === 0 && (
              <Text size="xs" c="dimmed" mt="xs">
                No paid orders of this product in this period.
              </Text>
            )}
          </Suspense>
        )}
      </QueryState>
    </SectionCard>
  );
}
