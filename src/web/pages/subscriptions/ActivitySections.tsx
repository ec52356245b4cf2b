import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { api, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDateTime } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { statusInfo as orderStatus } from "../orders/types";
import { summarizeEvent } from "./filters";
import { type Subscription, subscriptionKeys } from "./types";

/** The subscription's orders (first payment, renewals, plan changes), newest first, linked. */
export function OrdersSection({ sub }: { sub: Subscription }) {
  const orders = useQuery({
    queryKey: ["v1", "orders", "by-subscription", sub.id],
    queryFn: () =>
      unwrap(
        api.GET("/v1/orders/", {
          params: {
            query: {
              subscription_id: [sub.id],
              limit: 100,
              sorting: ["-created_at"],
            },
          },
        }),
      ),
  });
  return (
    <SectionCard title="Orders">
      <QueryState query={orders} label="orders" isEmpty={(d) => d.items.length === 0} empty="No orders yet.">
        {(data) => (
          <Stack gap={6} component="ul" p={0} m={0} aria-label="Subscription orders">
            {data.items.map((o) => {
              const s = orderStatus(o.status);
              return (
                <Group
                  key={o.id}
                  component="li"
                  justify="space-between"
                  gap="xs"
                  style={{ listStyle: "none" }}
                >
                  <Group gap="xs">
                    <Anchor component={Link} to={`/orders/${o.id}`} size="sm">
                      {o.invoice_number}
                    </Anchor>
                    <Text size="sm">{o.billing_reason.replace(/_/g, " ")}</Text>
                    <Badge size="xs" variant="light" color={s.color}>
                      {s.label}
                    </Badge>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(o.created_at)}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600}>
                    {formatMoney(o.total_amount, o.currency)}
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

/** The subscription's events (its own and its orders'), newest first, 20 a page. */
export function TimelineSection({ sub }: { sub: Subscription }) {
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: subscriptionKeys.events(sub.id, page),
    queryFn: () =>
      unwrap(
        api.GET("/v1/subscriptions/{id}/events", {
          params: { path: { id: sub.id }, query: { page, limit: 20 } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <SectionCard
      title="Timeline"
      description="The webhook events recorded about it and its orders, newest first."
    >
      <QueryState
        query={events}
        label="the timeline"
        isEmpty={(d) => d.items.length === 0}
        empty="No events."
      >
        {(data) => (
          <Stack gap="sm">
            <Stack gap={10} component="ol" p={0} m={0} aria-label="Timeline">
              {data.items.map((e) => (
                <Group key={e.id} component="li" gap="xs" align="baseline" style={{ listStyle: "none" }}>
                  <Text size="xs" c="dimmed" w={150} style={{ flexShrink: 0 }}>
                    {formatDateTime(e.timestamp)}
                  </Text>
                  <Badge size="xs" variant="outline" tt="none" style={{ flexShrink: 0 }}>
                    {e.type}
                  </Badge>
                  <Text size="sm">{summarizeEvent(e, formatMoney)}</Text>
                </Group>
              ))}
            </Stack>
            <Pager
              page={page}
              maxPage={data.pagination.max_page}
              total={data.pagination.total_count}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
