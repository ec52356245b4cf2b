import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDate } from "../catalog/shared/format";
import { QueryState } from "../catalog/shared/QueryState";
import { formatSubscriptionPrice } from "./filters";
import { statusInfo, subscriptionKeys } from "./types";

/** The customer page's list of the customer's subscriptions, each linked to its page. */
export function CustomerSubscriptions({ customerId }: { customerId: string }) {
  const query = { customer_id: [customerId], limit: 100 };
  const subs = useQuery({
    queryKey: subscriptionKeys.list(query),
    queryFn: () => unwrap(api.GET("/v1/subscriptions/", { params: { query: query } })),
  });
  return (
    <SectionCard title="Subscriptions">
      <QueryState
        query={subs}
        label="subscriptions"
        isEmpty={(d) => d.items.length === 0}
        empty="No subscriptions."
      >
        {(data) => (
          <Stack gap={6} component="ul" p={0} m={0} aria-label="Customer subscriptions">
            {data.items.map((s) => {
              const status = statusInfo(s.status);
              return (
                <Group
                  key={s.id}
                  component="li"
                  justify="space-between"
                  gap="xs"
                  style={{ listStyle: "none" }}
                >
                  <Group gap="xs">
                    <Anchor component={Link} to={`/subscriptions/${s.id}`} size="sm">
                      {s.product.name}
                    </Anchor>
                    <Badge size="xs" variant="light" color={status.color}>
                      {status.label}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      since {formatDate(s.started_at ?? s.created_at)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600}>
                    {formatSubscriptionPrice(s)}
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
