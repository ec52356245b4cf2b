import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { api, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDateTime } from "../catalog/shared/format";
import { formatMoney } from "../catalog/shared/money";
import { PageHeader } from "../catalog/shared/PageHeader";
import { QueryState } from "../catalog/shared/QueryState";
import { BillingSection } from "./BillingSection";
import { InvoiceSection } from "./InvoiceSection";
import { RefundDialog } from "./RefundDialog";
import { type Order, orderKeys, REFUND_REASONS, statusInfo } from "./types";

function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c={strong ? undefined : "dimmed"} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 600 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

function ItemsSection({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency);
  return (
    <SectionCard title="Items">
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label="Items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.label}
                  {i.proration && (
                    <Badge ml="xs" size="xs" variant="outline">
                      proration
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{money(i.amount)}</Table.Td>
                <Table.Td ta="right">{money(i.tax_amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} maw={360} ml="auto" w="100%">
        <AmountRow label="Subtotal" value={money(order.subtotal_amount)} />
        {order.discount_amount > 0 && (
          <AmountRow
            label={`Discount${order.discount ? ` (${order.discount.name})` : ""}`}
            value={money(-order.discount_amount)}
          />
        )}
        <AmountRow label="Tax" value={money(order.tax_amount)} />
        <AmountRow label="Total" value={money(order.total_amount)} strong />
        {order.refunded_amount > 0 && (
          <AmountRow label="Refunded" value={money(-(order.refunded_amount + order.refunded_tax_amount))} />
        )}
      </Stack>
    </SectionCard>
  );
}

function RefundsSection({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const refunds = useQuery({
    queryKey: orderKeys.refunds(order.id),
    queryFn: () =>
      unwrap(api.GET("/v1/refunds/", { params: { query: { order_id: [order.id], limit: 100 } } })),
  });
  const canRefund = order.paid && order.refundable_amount > 0 && order.total_amount > 0;
  return (
    <SectionCard
      title="Refunds"
      description={
        canRefund
          ? `${formatMoney(order.refundable_amount, order.currency)} can still be refunded (before tax).`
          : undefined
      }
    >
      <QueryState query={refunds} label="refunds" isEmpty={(d) => d.items.length === 0} empty="No refunds.">
        {(data) => (
          <Stack gap={6} component="ul" p={0} m={0} aria-label="Refunds">
            {data.items.map((r) => (
              <Group key={r.id} component="li" justify="space-between" gap="xs" style={{ listStyle: "none" }}>
                <Group gap="xs">
                  <Text size="sm">{REFUND_REASONS.find((x) => x.value === r.reason)?.label ?? r.reason}</Text>
                  <Badge size="xs" variant="light" color={r.status === "succeeded" ? "green" : "yellow"}>
                    {r.status}
                  </Badge>
                  {r.revoke_benefits && (
                    <Badge size="xs" variant="outline" color="red">
                      benefits revoked
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(r.created_at)}
                  </Text>
                </Group>
                <Text size="sm" fw={600}>
                  {formatMoney(-(r.amount + r.tax_amount), r.currency)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      {canRefund && (
        <div>
          <Button color="red" variant="light" onClick={() => setOpen(true)}>
            Refund…
          </Button>
        </div>
      )}
      {open && <RefundDialog order={order} opened={open} onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}

/** `/orders/:id`: one order with its items, amounts, customer, refunds, billing details and invoice. */
export function OrderPage() {
  const { id = "" } = useParams();
  const order = useQuery({
    queryKey: orderKeys.one(id),
    queryFn: () => unwrap(api.GET("/v1/orders/{id}", { params: { path: { id } } })),
  });
  return (
    <Stack gap="lg" maw={960}>
      <QueryState query={order} label="the order">
        {(o) => {
          const s = statusInfo(o.status);
          return (
            <>
              <PageHeader
                title={o.description}
                description={`${o.invoice_number} · ${formatDateTime(o.created_at)}`}
                back={{ label: "Orders", to: "/orders" }}
              />
              <Group gap="xs">
                <Badge color={s.color} variant="light">
                  {s.label}
                </Badge>
                <Text size="sm">
                  {formatMoney(o.total_amount, o.currency)} ·{" "}
                  <Anchor component={Link} to={`/customers/${o.customer_id}`} size="sm">
                    {o.customer.name ? `${o.customer.name} (${o.customer.email})` : o.customer.email}
                  </Anchor>
                  {o.subscription_id && (
                    <>
                      {" · "}
                      <Anchor component={Link} to={`/subscriptions/${o.subscription_id}`} size="sm">
                        Subscription
                      </Anchor>
                    </>
                  )}
                </Text>
              </Group>
              <ItemsSection order={o} />
              <RefundsSection order={o} />
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <BillingSection order={o} />
                <InvoiceSection order={o} />
              </SimpleGrid>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
