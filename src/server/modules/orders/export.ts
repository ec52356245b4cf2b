import { minorToDecimal } from "../../../shared/money.js";
import type { AppContext } from "../../context.js";
import { csvSafe, csvStream } from "../../http/csv-stream.js";
import { dateInZone, isoInZone } from "./format.js";
import { orderListSql } from "./list-sql.js";
import { type OrderFilters, type OrderRow, ordersAfter } from "./repository.js";
import type { OrderExportColumn } from "./schemas.js";
import { loadOrders, type OrderRecord, orderAmounts, orderDescription } from "./service.js";

const HEADERS: Record<OrderExportColumn, string> = {
  email: "Email",
  created_at: "Created At",
  product: "Product",
  net_amount: "Net Amount",
  currency: "Currency",
  status: "Status",
  invoice_number: "Invoice number",
  customer_name: "Customer Name",
  billing_name: "Billing Name",
  billing_country: "Billing Country",
  subtotal_amount: "Subtotal",
  discount_amount: "Discount",
  tax_amount: "Tax",
  total_amount: "Total",
  refunded_amount: "Refunded Amount",
  billing_reason: "Billing Reason",
};

/** Polar's default columns when the request names none. */
export const DEFAULT_EXPORT_COLUMNS: OrderExportColumn[] = [
  "email",
  "created_at",
  "product",
  "net_amount",
  "currency",
  "status",
  "invoice_number",
];

const BATCH = 500;

/**
 * One CSV cell per column. Amounts are exact decimals in the currency's major unit ("19.99"); text
 * a buyer or seller typed goes through `csvSafe`, so a spreadsheet never runs it as a formula.
 */
function cells({ row, customer, product }: OrderRecord, timeZone: string): Record<OrderExportColumn, string> {
  const money = (amount: number) => minorToDecimal(amount, row.currency);
  const amounts = orderAmounts(row);
  return {
    email: csvSafe(customer.email),
    created_at: isoInZone(row.createdAt, timeZone),
    product: csvSafe(orderDescription(row, product)),
    net_amount: money(amounts.net),
    currency: row.currency,
    status: row.status,
    invoice_number: csvSafe(row.invoiceNumber),
    customer_name: csvSafe(customer.name),
    billing_name: csvSafe(row.billingName),
    billing_country: row.billingAddress?.country ?? "",
    subtotal_amount: money(row.subtotalAmount),
    discount_amount: money(row.discountAmount),
    tax_amount: money(row.taxAmount),
    total_amount: money(amounts.total),
    refunded_amount: money(row.refundedAmount),
    billing_reason: row.billingReason,
  };
}

/** `kassa-orders[-<after>][-<before>].csv`, the bounds as dates in the export's time zone. */
export function exportFilename(filters: OrderFilters, timeZone: string): string {
  const bounds = [filters.createdAfter, filters.createdBefore].flatMap((d) =>
    d ? [dateInZone(d, timeZone)] : [],
  );
  return `${["kassa-orders", ...bounds].join("-")}.csv`;
}

/**
 * `GET /v1/orders/export`: the organization's orders matching `filters` as CSV (RFC 4180, via
 * csv-stringify), oldest first, streamed in batches so a large export never sits in memory.
 */
export function exportOrdersCsv(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  filters: OrderFilters,
  opts: { columns: OrderExportColumn[]; timeZone: string },
): ReadableStream<Uint8Array> {
  return csvStream<OrderRow>({
    header: opts.columns.map((c) => HEADERS[c]),
    batchSize: BATCH,
    nextBatch: (last) =>
      ordersAfter(ctx.db, organizationId, filters, orderListSql(organizationId), last, BATCH),
    toLines: async (rows) =>
      (await loadOrders(ctx.db, organizationId, rows)).map((record) => {
        const values = cells(record, opts.timeZone);
        return opts.columns.map((c) => values[c]);
      }),
  });
}
