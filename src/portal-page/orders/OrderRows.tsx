import { Badge, Text } from "@mantine/core";
import type { Order } from "../calls";
import { portalPath, usePortal } from "../context";
import { formatDate, formatMoney, orderStatus } from "../format";
import { ListRow, RowList } from "../rows";

/** An order that still waits for its payment (a failed renewal the customer can pay again). */
export function awaitsPayment(order: Order): boolean {
  return order.status === "pending" && !order.paid && order.due_amount > 0;
}

/** The customer's orders as linked rows: what, when, status and amount. */
export function OrderRows({ items, label = "Orders" }: { items: Order[]; label?: string }) {
  const { slug } = usePortal();
  return (
    <RowList label={label}>
      {items.map((order) => {
        const status = orderStatus(order.status);
        return (
          <ListRow
            key={order.id}
            title={order.product?.name ?? order.description}
            to={portalPath(slug, `/orders/${order.id}`)}
            badges={
              <Badge size="xs" variant="light" color={awaitsPayment(order) ? "red" : status.color}>
                {awaitsPayment(order) ? "Payment due" : status.label}
              </Badge>
            }
            detail={`${formatDate(order.created_at)}${order.invoice_number ? ` · ${order.invoice_number}` : ""}`}
            actions={
              <Text size="sm" fw={600}>
                {formatMoney(order.total_amount, order.currency)}
              </Text>
            }
          />
        );
      })}
    </RowList>
  );
}
