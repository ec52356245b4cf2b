import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap } from "../../../api/v1";
import { formatDate } from "../../catalog/shared/format";
import { formatMoney } from "../../catalog/shared/money";
import { QueryState } from "../../catalog/shared/QueryState";
import { formatInterval } from "../../subscriptions/filters";
import { statusInfo, subscriptionKeys } from "../../subscriptions/types";

const QUERY = { limit: 5, sorting: ["-started_at" as const] };

/** The five newest subscriptions, each linked to its page, with a link to all of them. */
export function RecentSubscriptions() {
  const subscriptions = useQuery({
    queryKey: subscriptionKeys.list({ recent: QUERY }),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/", { params: { query: QUERY } })),
  });
  return (
    <Paper withBorder p="md" component="section" aria-label="Recent subscriptions">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Recent subscriptions
        </Title>
        <Anchor component={Link} to="/subscriptions" size="sm">
          All subscriptions
        </Anchor>
      </Group>
      <QueryState
        query={subscriptions}
        label="subscriptions"
        isEmpty={(d) => d.items.length === 0}
        empty="No subscriptions yet."
      >
        {(data) => (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Recent subscriptions list">
            {data.items.map((s) => {
              const status = statusInfo(s.status);
              return (
                <Group
                  key={s.id}
                  component="li"
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  style={{ listStyle: "none" }}
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor component={Link} to={`/subscriptions/${s.id}`} size="sm" fw={600} truncate="end">
                      {s.product.name}
                    </Anchor>
                    <Text size="xs" c="dimmed" truncate="end">
                      {s.customer.email} · since {formatDate(s.started_at ?? s.created_at)}
                    </Text>
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatMoney(s.amount, s.currency)} /{" "}
                      {formatInterval(s.recurring_interval, s.recurring_interval_count)}
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
