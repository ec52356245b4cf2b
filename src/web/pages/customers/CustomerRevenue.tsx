import { Group, Paper, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../api/v1";
import { QueryState } from "../catalog/shared/QueryState";
import { formatFigure } from "../dashboard/overview/figures";
import { daysBetween, intervalFor, laterDate, localToday, MIN_DATE } from "../dashboard/overview/period";
import { useMetrics } from "../dashboard/overview/useMetrics";
import { type Customer, customerKeys } from "./types";

/** The customer's lifetime in calendar dates: from the day they were created to today. */
function lifetime(customer: Customer) {
  const created = localToday(new Date(customer.created_at));
  const start = laterDate(created, MIN_DATE);
  const today = localToday(new Date());
  const end = laterDate(today, start);
  return { start, end, interval: intervalFor(daysBetween(start, end)) };
}

/** Total spent (after refunds) and paid orders of the customer in one currency, since they were created. */
function CurrencyTotals({ customer, currency }: { customer: Customer; currency: string }) {
  const metrics = useMetrics(lifetime(customer), ["net_revenue", "orders"], {
    customer_id: customer.id,
    currency,
  });
  return (
    <QueryState query={metrics} label="the customer's revenue">
      {(data) => (
        <>
          <Paper withBorder p="sm" data-testid={`customer-spent-${currency}`}>
            <Text size="xs" c="dimmed">
              Total spent
            </Text>
            <Text fw={700} size="lg">
              {formatFigure(data.totals.net_revenue, "currency", data.currency)}
            </Text>
          </Paper>
          <Paper withBorder p="sm" data-testid={`customer-orders-${currency}`}>
            <Text size="xs" c="dimmed">
              Paid orders
            </Text>
            <Text fw={700} size="lg">
              {formatFigure(data.totals.orders, "scalar", data.currency)}
            </Text>
          </Paper>
        </>
      )}
    </QueryState>
  );
}

/**
 * What the customer has spent: per currency they paid in (never added across currencies), the
 * net revenue of their orders and how many there were (`GET /v1/metrics/?customer_id=`).
 */
export function CustomerRevenue({ customer }: { customer: Customer }) {
  const currencies = useQuery({
    queryKey: [...customerKeys.orders(customer.id), "currencies"],
    queryFn: async () => {
      const orders = await unwrap(
        api.GET("/v1/orders/", { params: { query: { customer_id: [customer.id], limit: 100 } } }),
      );
      return [...new Set(orders.items.map((o) => o.currency))].sort();
    },
  });
  return (
    <Group component="section" aria-label="Revenue" gap="sm" grow>
      <QueryState query={currencies} label="the customer's revenue">
        {(list) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" w="100%">
            {list.length === 0 ? (
              <Paper withBorder p="sm" data-testid="customer-spent-none">
                <Text size="xs" c="dimmed">
                  Total spent
                </Text>
                <Text fw={700} size="lg">
                  Nothing yet
                </Text>
              </Paper>
            ) : (
              list.map((c) => <CurrencyTotals key={c} customer={customer} currency={c} />)
            )}
          </SimpleGrid>
        )}
      </QueryState>
    </Group>
  );
}
