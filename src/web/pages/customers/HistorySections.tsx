import { Badge, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, type ListPage, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDate } from "../catalog/shared/format";
import { ListRow, RowList } from "../catalog/shared/ListRow";
import { formatMoney } from "../catalog/shared/money";
import { Pager } from "../catalog/shared/Pager";
import { QueryState } from "../catalog/shared/QueryState";
import { benefitTypeLabel } from "./StateSection";
import { type CustomerGrant, customerKeys } from "./types";

const ORDER_STATUS_COLORS: Record<string, string> = {
  paid: "green",
  pending: "yellow",
  refunded: "gray",
  partially_refunded: "orange",
  void: "gray",
};

/** The customer's orders (`GET /v1/orders/?customer_id=`), newest first, 10 a page. */
export function OrdersSection({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  const orders = useQuery({
    queryKey: [...customerKeys.orders(customerId), page],
    queryFn: () =>
      unwrap(api.GET("/v1/orders/", { params: { query: { customer_id: [customerId], page, limit: 10 } } })),
    placeholderData: keepPreviousData,
  });
  return (
    <SectionCard title="Orders">
      <QueryState query={orders} label="orders" isEmpty={(d) => d.items.length === 0} empty="No orders yet.">
        {(data) => (
          <Stack gap="sm">
            <RowList label="Orders">
              {data.items.map((o) => (
                <ListRow
                  key={o.id}
                  title={o.product?.name ?? o.description ?? o.invoice_number}
                  to={`/orders/${o.id}`}
                  badges={
                    <Badge size="xs" variant="light" color={ORDER_STATUS_COLORS[o.status] ?? "blue"}>
                      {o.status.replace("_", " ")}
                    </Badge>
                  }
                  detail={`${o.invoice_number} · ${formatDate(o.created_at)}`}
                  actions={
                    <Text size="sm" fw={600}>
                      {formatMoney(o.total_amount, o.currency)}
                    </Text>
                  }
                />
              ))}
            </RowList>
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

function grantStatus(g: CustomerGrant): { label: string; color: string } {
  if (g.is_revoked) return { label: "revoked", color: "gray" };
  if (g.is_granted) return { label: "granted", color: "green" };
  if (g.error) return { label: "failed", color: "red" };
  return { label: "pending", color: "yellow" };
}

/** Every benefit grant of the customer (`GET /v1/benefit-grants/?customer_id=`), with errors. */
export function GrantsSection({ grants }: { grants: UseQueryResult<ListPage<CustomerGrant>> }) {
  return (
    <SectionCard
      title="Benefit grants"
      description="Every benefit the customer's purchases granted or revoked."
    >
      <QueryState
        query={grants}
        label="benefit grants"
        isEmpty={(d) => d.items.length === 0}
        empty="No benefit grants yet."
      >
        {(data) => (
          <Stack gap="sm">
            <RowList label="Benefit grants">
              {data.items.map((g) => {
                const status = grantStatus(g);
                return (
                  <ListRow
                    key={g.id}
                    title={g.benefit.description}
                    badges={
                      <Group gap={4}>
                        <Badge size="xs" variant="outline">
                          {benefitTypeLabel(g.benefit.type)}
                        </Badge>
                        <Badge size="xs" variant="light" color={status.color}>
                          {status.label}
                        </Badge>
                      </Group>
                    }
                    detail={
                      g.error
                        ? g.error.message
                        : g.is_revoked
                          ? `Revoked ${formatDate(g.revoked_at)}`
                          : g.granted_at
                            ? `Granted ${formatDate(g.granted_at)}`
                            : `Created ${formatDate(g.created_at)}`
                    }
                  />
                );
              })}
            </RowList>
            {data.pagination.total_count > data.items.length && (
              <Text size="xs" c="dimmed">
                Showing the latest {data.items.length} of {data.pagination.total_count}.
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
