import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import { nextInvoiceNumbers } from "../customers/service.js";
import { recordSystemEvents } from "../events/service.js";
import { recordEvents } from "../webhooks/service.js";
import { checkedTotals, type NewOrder, newOrderRow } from "./create.js";
import { insertOrderItems, insertOrders, markPendingOrdersPaid, type OrderRow } from "./repository.js";
import { loadOrders, serializeOrder } from "./service.js";
import { orderSystemEvent } from "./system-events.js";

/**
 * Creates several orders of one organization in the caller's transaction, each exactly as
 * `createOrder` would (the same checks, an invoice number from its customer's sequence,
 * `order.created` and, when paid, `order.paid` with the full wire object), in a fixed number of
 * statements whatever their count: the renewals of a batch of subscriptions. Returns the rows in
 * the order given.
 */
export async function createOrders(
  tx: Executor,
  now: Date,
  organizationId: string,
  inputs: NewOrder[],
): Promise<OrderRow[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) {
    if (input.organizationId !== organizationId)
      throw new RangeError("createOrders: one organization per call");
  }
  const totals = inputs.map(checkedTotals);
  const numbers = await nextInvoiceNumbers(
    tx,
    organizationId,
    inputs.map((i) => i.customerId),
  );
  const rows = await insertOrders(
    tx,
    inputs.map((input, i) => newOrderRow(input, uuidv7(), totals[i]!, numbers[i]!, now)),
  );
  await insertOrderItems(
    tx,
    inputs.flatMap((input, i) =>
      input.items.map((item) => ({
        id: uuidv7(),
        organizationId,
        orderId: rows[i]!.id,
        label: item.label,
        amount: item.amount,
        taxAmount: item.taxAmount,
        proration: item.proration,
        productPriceId: item.productPriceId,
        // Items keep their given order: the timestamps tie and the (time-ordered) ids break it.
        createdAt: now,
        modifiedAt: null,
      })),
    ),
  );
  const wires = (await loadOrders(tx, organizationId, rows)).map(serializeOrder);
  await recordEvents(tx, now, organizationId, [
    ...wires.map((data) => ({ type: "order.created" as const, data })),
    ...wires.filter((w) => w.status === "paid").map((data) => ({ type: "order.paid" as const, data })),
  ]);
  await recordSystemEvents(
    tx,
    organizationId,
    wires.flatMap((w) => (w.status === "paid" ? [orderSystemEvent("order.paid", w, now)!] : [])),
  );
  return rows;
}

/**
 * Marks several pending orders of one organization paid, each with what paid it, in the caller's
 * transaction, as `markOrderPaid` does one (`order.paid` with its system event, then
 * `order.updated`), in a fixed number of statements. An order that is no longer pending (settled
 * by someone else meanwhile) is left alone. Returns the ids of the orders it marked paid.
 */
export async function markOrdersPaid(
  tx: Executor,
  now: Date,
  organizationId: string,
  paid: {
    orderId: string;
    processor: string | null;
    chargeRef: string | null;
    paymentMethodId: string | null;
  }[],
): Promise<string[]> {
  const rows = await markPendingOrdersPaid(tx, organizationId, now, paid);
  if (rows.length === 0) return [];
  const wires = (await loadOrders(tx, organizationId, rows)).map(serializeOrder);
  await recordEvents(tx, now, organizationId, [
    ...wires.map((data) => ({ type: "order.paid" as const, data })),
    ...wires.map((data) => ({ type: "order.updated" as const, data })),
  ]);
  await recordSystemEvents(
    tx,
    organizationId,
    wires.map((w) => orderSystemEvent("order.paid", w, now)!),
  );
  return rows.map((r) => r.id);
}
