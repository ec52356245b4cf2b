import type { SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import type { AddressValue, CustomerRow } from "../customers/service.js";
import { takeCustomerInvoiceNumber } from "../customers/service.js";
import { type SystemEventInput, systemEventsSql } from "../events/service.js";
import { type PendingEvent, recordEvents } from "../webhooks/service.js";
import {
  type BillingReason,
  insertOrderWithItems,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  orderWithItemsWrites,
} from "./repository.js";
import { type KnownOrderParts, loadOrders, type OrderWire, serializeOrder } from "./service.js";
import { orderSystemEvent } from "./system-events.js";

type Metadata = Record<string, string | number | boolean>;

export interface NewOrderItem {
  label: string;
  /** Pre-tax amount of the line, minor units. */
  amount: number;
  taxAmount: number;
  proration: boolean;
  productPriceId: string | null;
}

export interface NewOrder {
  /** The order's id when the caller needs it before the order exists (default: a new one). */
  id?: string;
  organizationId: string;
  customerId: string;
  productId: string | null;
  discountId: string | null;
  subscriptionId: string | null;
  checkoutId: string | null;
  billingReason: BillingReason;
  currency: string;
  items: NewOrderItem[];
  discountAmount: number;
  billingName: string | null;
  billingAddress: AddressValue | null;
  metadata: Metadata;
  customFieldData: Record<string, unknown>;
  /** The processor and charge the order was paid with; null for free orders. */
  processor: string | null;
  chargeRef: string | null;
  paymentMethodId: string | null;
  paid: boolean;
}

function assertMinor(name: string, value: number, opts: { min?: number } = {}): void {
  if (!Number.isSafeInteger(value) || value < (opts.min ?? Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`createOrder: ${name} must be an integer amount in minor units, got ${value}`);
  }
}

/** The order's subtotal and tax, after checking its amounts (see `createOrder`); throws on a bug. */
export function checkedTotals(input: NewOrder): { subtotalAmount: number; taxAmount: number } {
  if (input.items.length === 0) throw new RangeError("createOrder: an order needs at least one item");
  for (const [i, item] of input.items.entries()) {
    assertMinor(`items[${i}].amount`, item.amount);
    assertMinor(`items[${i}].taxAmount`, item.taxAmount, { min: 0 });
  }
  assertMinor("discountAmount", input.discountAmount, { min: 0 });
  const subtotalAmount = input.items.reduce((sum, item) => sum + item.amount, 0);
  const taxAmount = input.items.reduce((sum, item) => sum + item.taxAmount, 0);
  if (input.discountAmount > Math.max(0, subtotalAmount)) {
    throw new RangeError("createOrder: discountAmount is larger than the subtotal");
  }
  const total = subtotalAmount - input.discountAmount + taxAmount;
  if (input.paid && total > 0 && !input.chargeRef) {
    throw new RangeError("createOrder: a paid order with a non-zero total needs its chargeRef");
  }
  return { subtotalAmount, taxAmount };
}

/**
 * Creates an order and its items inside the caller's transaction (the checkout's fulfilment,
 * a subscription renewal): subtotal = Σ item amounts, tax = Σ item tax, an invoice number from
 * the customer's sequence. Records `order.created` and, when `paid`, `order.paid`, with the full
 * wire object. Status is `paid` when paid, else `pending`.
 *
 * The inputs are the caller's computed amounts, not user input: an impossible value (a fraction,
 * a discount above the subtotal, a paid order without a charge for a non-zero total) is a bug and
 * throws before anything is written.
 */
export async function createOrder(tx: Executor, now: Date, input: NewOrder): Promise<OrderRow> {
  const created = await insertNewOrder(tx, now, input, {}, { defer: true });
  const system = systemEventsSql(input.organizationId, created.systemEvents);
  // The order and its items are written by the events' statement.
  await recordEvents(
    tx,
    now,
    input.organizationId,
    created.events,
    [],
    [...created.writes, ...(system ? [system] : [])],
  );
  return created.row;
}

/** An order just written, with the events its creation records (`createOrder` records them). */
export interface CreatedOrder {
  row: OrderRow;
  wire: OrderWire;
  events: PendingEvent[];
  systemEvents: SystemEventInput[];
  /**
   * With `defer`: the order's and its items' INSERTs, for the caller to run in its statement
   * that records the events (`recordEvents`' writes), in the same transaction. Empty when the
   * order was written already.
   */
  writes: SQL[];
}

/**
 * `createOrder` without recording its events: the caller records them with its own, in one
 * statement (`recordEvents`), in the same transaction. `known.product` is the order's product row
 * when the caller has it (then not read again).
 */
export async function insertNewOrder(
  tx: Executor,
  now: Date,
  input: NewOrder,
  known: Pick<KnownOrderParts, "product"> = {},
  opts: {
    defer?: boolean;
    /** The invoice number, and the customer as taking it leaves them, when the caller took it. */
    invoice?: { invoiceNumber: string; customer: CustomerRow };
  } = {},
): Promise<CreatedOrder> {
  const { subtotalAmount, taxAmount } = checkedTotals(input);
  const id = input.id ?? uuidv7();
  // The customer's row comes back with its invoice number: the order embeds it as it is now.
  const { invoiceNumber, customer } =
    opts.invoice ?? (await takeCustomerInvoiceNumber(tx, input.organizationId, input.customerId));
  const items: OrderItemRow[] = input.items.map((item) => ({
    id: uuidv7(),
    organizationId: input.organizationId,
    orderId: id,
    label: item.label,
    amount: item.amount,
    taxAmount: item.taxAmount,
    proration: item.proration,
    productPriceId: item.productPriceId,
    // Items keep their given order: the timestamps tie and the (time-ordered) ids break it.
    createdAt: now,
    modifiedAt: null,
  }));
  const newRow = newOrderRow(input, id, { subtotalAmount, taxAmount }, invoiceNumber, now);
  // Order and items in one statement: the caller's (`defer`), or their own.
  const deferred = opts.defer ? orderWithItemsWrites(tx, newRow, items) : null;
  const row = deferred?.row ?? (await insertOrderWithItems(tx, newRow, items));
  // The wire of `order.created` and `order.paid`: the order as this transaction wrote it.
  const [record] = await loadOrders(tx, input.organizationId, [row], { ...known, customer, items });
  const wire = serializeOrder(record!);
  const types = input.paid ? (["order.created", "order.paid"] as const) : (["order.created"] as const);
  return {
    row,
    wire,
    events: types.map((type) => ({ type, data: wire })),
    systemEvents: types.flatMap((type) => orderSystemEvent(type, wire, now) ?? []),
    writes: deferred?.writes ?? [],
  };
}

/** The order row of `input` as `insertNewOrder` and `createOrders` write it. */
export function newOrderRow(
  input: NewOrder,
  id: string,
  totals: { subtotalAmount: number; taxAmount: number },
  invoiceNumber: string,
  now: Date,
): NewOrderRow {
  return {
    id,
    organizationId: input.organizationId,
    customerId: input.customerId,
    productId: input.productId,
    discountId: input.discountId,
    subscriptionId: input.subscriptionId,
    checkoutId: input.checkoutId,
    status: input.paid ? "paid" : "pending",
    billingReason: input.billingReason,
    currency: input.currency.toLowerCase(),
    subtotalAmount: totals.subtotalAmount,
    discountAmount: input.discountAmount,
    taxAmount: totals.taxAmount,
    billingName: input.billingName,
    billingAddress: input.billingAddress,
    invoiceNumber,
    metadata: input.metadata,
    customFieldData: input.customFieldData,
    processor: input.processor,
    chargeRef: input.chargeRef,
    paymentMethodId: input.paymentMethodId,
    paidAt: input.paid ? now : null,
    createdAt: now,
    modifiedAt: null,
  };
}
