import { Anchor, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link } from "react-router";
import { api, unwrap } from "../../api/v1";
import { EmptyState } from "../../components/PageState";
import { SectionCard } from "../../components/SectionCard";
import { LazySparkline } from "../catalog/meters/lazyCharts";
import { SendUsage } from "../catalog/meters/SendUsage";
import { formatUnits } from "../catalog/meters/usage";
import { usageKeys, useQuantities } from "../catalog/meters/useQuantities";
import { QueryState } from "../catalog/shared/QueryState";
import type { Customer } from "./types";

/** The customer's daily usage of one meter over the last 30 days, as a small line. */
function UsageSparkline({
  meterId,
  customerId,
  label,
}: {
  meterId: string;
  customerId: string;
  label: string;
}) {
  const q = useQuantities(meterId, "30d", "day", customerId);
  const pending = (
    <Text size="xs" c="dimmed">
      {q.isError ? "—" : "…"}
    </Text>
  );
  if (!q.data) return pending;
  return (
    <Suspense fallback={pending}>
      <LazySparkline
        quantities={q.data.quantities}
        label={`${label}, daily usage over 30 days: ${formatUnits(q.data.total)} in all`}
      />
    </Suspense>
  );
}

/** The org's first live meter, for the empty state's example (none: nothing to send usage to). */
function useFirstMeter(enabled: boolean) {
  return useQuery({
    queryKey: ["v1", "meters", "first-live"],
    queryFn: () =>
      unwrap(api.GET("/v1/meters/", { params: { query: { is_archived: "false", limit: 1 } } })).then(
        (page) => page.items[0] ?? null,
      ),
    enabled,
  });
}

/**
 * The customer's meters (`GET /v1/customer-meters/?customer_id=`): consumed, credited and balance
 * since the last reset, with the last 30 days of usage per meter.
 */
export function MetersSection({ customer }: { customer: Customer }) {
  const rows = useQuery({
    queryKey: [...usageKeys.customerMeters, { customer: customer.id }],
    queryFn: () =>
      unwrap(
        api.GET("/v1/customer-meters/", {
          params: { query: { customer_id: [customer.id], sorting: ["meter_name"], limit: 100 } },
        }),
      ),
  });
  const firstMeter = useFirstMeter(rows.data?.items.length === 0);
  const exampleCustomer = customer.external_id
    ? { external_customer_id: customer.external_id }
    : { customer_id: customer.id };
  return (
    <SectionCard title="Meters" description="Usage since the last reset (billing period) and credits left.">
      <QueryState query={rows} label="the customer's meters">
        {(data) =>
          data.items.length > 0 ? (
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Customer meters">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Meter</Table.Th>
                    <Table.Th ta="right">Consumed</Table.Th>
                    <Table.Th ta="right">Credited</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                    <Table.Th>Last 30 days</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/meters/${row.meter_id}`} size="sm">
                          {row.meter.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{formatUnits(row.consumed_units)}</Table.Td>
                      <Table.Td ta="right">{formatUnits(row.credited_units)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatUnits(row.balance)}
                      </Table.Td>
                      <Table.Td>
                        <UsageSparkline
                          meterId={row.meter_id}
                          customerId={customer.id}
                          label={row.meter.name}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : firstMeter.data ? (
            <SendUsage
              meter={firstMeter.data}
              customer={exampleCustomer}
              intro="This customer has no metered usage yet."
            />
          ) : (
            <EmptyState>
              No metered usage yet.{" "}
              {firstMeter.data === null && (
                <Anchor component={Link} to="/meters/new" size="sm">
                  Create a meter
                </Anchor>
              )}
            </EmptyState>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
