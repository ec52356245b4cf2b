import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap } from "../../../api/v1";
import { formatDate } from "../../catalog/shared/format";
import { formatMoney } from "../../catalog/shared/money";
import { QueryState } from "../../catalog/shared/QueryState";
import { orderKeys, statusInfo } from "../../orders/types";

const QUERY = { limit: 5, sorting: ["-created_at" as const] };

/** The five newest orders, each linked to its page, with a link to all of them. */
export function RecentOrders() {
  const orders = useQuery({
    queryKey: orderKeys.list({ recent: QUERY }),
    queryFn: () => unwrap(api.GET("/v1/orders/", { params: { query: QUERY } })),
  });
  return (
    <Paper withBorder p="md" component="section" aria-label="Recent orders">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Recent orders
        </Title>
        <Anchor component={Link} to="/orders" size="sm">
          All orders
        </Anchor>
      </Group>
      <QueryState query={orders} label="orders" isEmpty={(d) => d.items.length === 0} empty="No orders yet.">
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Recent orders list">
            {data.items.map((o) => {
              const status = statusInfo(o.status);
              return (
                <Group
                  key={o.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  style={{ listStyle: "none" }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/orders/${o.id}`} size="sm" fw={600} truncate="end">
                      {o.product?.name ?? o.description}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {o.customer.email} · {formatDate(o.created_at)}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatMoney(o.total_amount, o.currency)}
                    </Text>
                    <Badge size="xs" variant="light" color={status.color}>
                      {status.label}
                    </Badge>
                  </Stack>
                </Group>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
