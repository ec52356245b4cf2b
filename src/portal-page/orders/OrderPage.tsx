import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { calls, keys, type Order } from "../calls";
import { portalPath, usePortal } from "../context";
import { formatDate, formatMoney, orderStatus } from "../format";
import { Field } from "../rows";
import { QueryView, SectionCard } from "../ui";
import { DocumentsSection } from "./DocumentsSection";
import { awaitsPayment } from "./OrderRows";
import { RetryPayment } from "./RetryPayment";

/** The order's lines and totals. */
function Lines({ order }: { order: Order }) {
  const money = (n: number) => formatMoney(n, order.currency);
  const total = (label: string, amount: number, strong = false) => (
    <Table.Tr>
      <Table.Td fw={strong ? 600 : undefined} c={strong ? undefined : "dimmed"}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 600 : undefined}>
        {money(amount)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-label="Order lines">
        <Table.Tbody>
          {order.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.label}</Table.Td>
              <Table.Td ta="right">{money(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {order.discount_amount > 0 && total("Discount", -order.discount_amount)}
          {total("Tax", order.tax_amount)}
          {total("Total", order.total_amount, true)}
          {order.refunded_amount > 0 && total("Refunded", -order.refunded_amount)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `/orders/:id`: what was bought, its totals, invoice and receipt, and paying again when a payment failed. */
export function OrderPage() {
  const id = useParams().id ?? "";
  const { slug } = usePortal();
  const order = useQuery({ queryKey: keys.order(id), queryFn: () => calls.order(id) });
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={portalPath(slug, "/orders")} size="sm">
        ← Orders
      </Anchor>
      <QueryView query={order} label="the order">
        {(o) => {
          const status = orderStatus(o.status);
          return (
            <Stack gap="lg">
              <Group gap="sm" wrap="wrap">
                <Title order={2}>{o.product?.name ?? o.description}</Title>
                <Badge
                  variant="light"
                  color={awaitsPayment(o) ? "red" : status.color}
                  data-testid="order-status"
                >
                  {awaitsPayment(o) ? "Payment due" : status.label}
                </Badge>
              </Group>
              {awaitsPayment(o) && <RetryPayment order={o} />}
              <SectionCard title="Summary">
                <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
                  <Field label="Date">{formatDate(o.created_at)}</Field>
                  <Field label="Amount">{formatMoney(o.total_amount, o.currency)}</Field>
                  <Field label="Number">{o.invoice_number ?? "—"}</Field>
                </SimpleGrid>
                <Lines order={o} />
                {o.subscription_id && (
                  <Text size="sm">
                    Part of your{" "}
                    <Anchor component={Link} to={portalPath(slug, `/subscriptions/${o.subscription_id}`)}>
                      {o.product?.name ?? "subscription"} subscription
                    </Anchor>
                    .
                  </Text>
                )}
              </SectionCard>
              <DocumentsSection order={o} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
