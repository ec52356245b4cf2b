import { minorToDecimal } from "../../../shared/money.js";
import type { AppContext } from "../../context.js";
import { csvSafe, csvStream } from "../../http/csv-stream.js";
import { loadCustomersById } from "../customers/service.js";
import { type DiscountRow, discountAmount, getDiscount } from "../discounts/service.js";
import { isoInZone } from "../orders/service.js";
import { getProductRows } from "../products/service.js";
import { type SubscriptionFilters, type SubscriptionRow, subscriptionsAfter } from "./repository.js";
import type { SubscriptionExportColumn } from "./schemas.js";

const HEADERS: Record<SubscriptionExportColumn, string> = {
  email: "Email",
  started_at: "Started At",
  product: "Product",
  amount: "Amount",
  currency: "Currency",
  status: "Status",
  recurring_interval: "Recurring Interval",
  customer_name: "Customer Name",
  billing_name: "Billing Name",
  billing_country: "Billing Country",
  net_amount: "Net Amount",
  discount: "Discount",
  seats: "Seats",
  current_period_start: "Current Period Start",
  current_period_end: "Current Period End",
  cancel_at_period_end: "Cancel At Period End",
  canceled_at: "Canceled At",
  ends_at: "Ends At",
  ended_at: "Ended At",
  cancellation_reason: "Cancellation Reason",
  trial_start: "Trial Start",
  trial_end: "Trial End",
};

/** Polar's default columns when the request names none. */
export const DEFAULT_SUBSCRIPTION_EXPORT_COLUMNS: SubscriptionExportColumn[] = [
  "email",
  "started_at",
  "product",
  "amount",
  "currency",
  "status",
  "recurring_interval",
];

const BATCH = 500;

interface Related {
  customers: Awaited<ReturnType<typeof loadCustomersById>>;
  products: Map<string, string>;
  discounts: Map<string, DiscountRow>;
}

/** One CSV cell per column: amounts as exact decimals in the major unit, dates in `timeZone`. */
function cells(
  row: SubscriptionRow,
  related: Related,
  timeZone: string,
): Record<SubscriptionExportColumn, string> {
  const money = (amount: number) => minorToDecimal(amount, row.currency);
  const date = (d: Date | null) => (d ? isoInZone(d, timeZone) : "");
  const customer = related.customers.get(row.customerId);
  const discount = row.discountId ? related.discounts.get(row.discountId) : undefined;
  return {
    email: csvSafe(customer?.email),
    started_at: date(row.startedAt),
    product: csvSafe(related.products.get(row.productId)),
    amount: money(row.amount),
    currency: row.currency,
    status: row.status,
    recurring_interval: row.recurringInterval,
    customer_name: csvSafe(customer?.name),
    billing_name: csvSafe(customer?.billing_name),
    billing_country: customer?.billing_address?.country ?? "",
    net_amount: money(row.amount - (discount ? discountAmount(discount, row.amount, row.currency) : 0)),
    discount: csvSafe(discount?.name),
    seats: "",
    current_period_start: date(row.currentPeriodStart),
    current_period_end: date(row.currentPeriodEnd),
    cancel_at_period_end: String(row.cancelAtPeriodEnd),
    canceled_at: date(row.canceledAt),
    ends_at: date(row.endsAt),
    ended_at: date(row.endedAt),
    cancellation_reason: csvSafe(row.customerCancellationReason),
    trial_start: date(row.trialStart),
    trial_end: date(row.trialEnd),
  };
}

async function loadRelated(ctx: Pick<AppContext, "db">, organizationId: string, rows: SubscriptionRow[]) {
  const customers = await loadCustomersById(ctx.db, organizationId, [
    ...new Set(rows.map((r) => r.customerId)),
  ]);
  const products = new Map(
    (await getProductRows(ctx, organizationId, [...new Set(rows.map((r) => r.productId))])).map((p) => [
      p.id,
      p.name,
    ]),
  );
  const discounts = new Map<string, DiscountRow>();
  for (const id of new Set(rows.flatMap((r) => (r.discountId ? [r.discountId] : [])))) {
    const record = await getDiscount(ctx, organizationId, id, { includeDeleted: true });
    if (record) discounts.set(id, record.row);
  }
  return { customers, products, discounts };
}

/**
 * `GET /v1/subscriptions/export`: the organization's subscriptions matching `filters` as CSV
 * (RFC 4180), oldest first, streamed in batches. `net_amount` is one period's amount less the
 * subscription's discount (when it has one).
 */
export function exportSubscriptionsCsv(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  filters: SubscriptionFilters,
  opts: { columns: SubscriptionExportColumn[]; timeZone: string },
): ReadableStream<Uint8Array> {
  return csvStream<SubscriptionRow>({
    header: opts.columns.map((c) => HEADERS[c]),
    batchSize: BATCH,
    nextBatch: (last) => subscriptionsAfter(ctx.db, organizationId, filters, last, BATCH),
    toLines: async (rows) => {
      const related = await loadRelated(ctx, organizationId, rows);
      return rows.map((row) => {
        const values = cells(row, related, opts.timeZone);
        return opts.columns.map((c) => values[c]);
      });
    },
  });
}
