import { minorToDecimal } from "../../../shared/money.js";
import type { AppContext } from "../../context.js";
import { csvSafe, csvStream } from "../../http/csv-stream.js";
import { iso } from "../../http/v1/params.js";
import { getProductRows } from "../products/service.js";
import { type CheckoutFilters, type CheckoutRow, checkoutsAfter } from "./repository.js";

const COLUMNS = [
  "ID",
  "Created At",
  "Expires At",
  "Status",
  "Customer Email",
  "Customer ID",
  "Product ID",
  "Product",
  "Currency",
  "Amount",
  "Discount",
  "Tax",
  "Total",
];

const BATCH = 500;

/**
 * `GET /v1/checkouts/export`: the organization's checkout sessions matching the list's filters as
 * CSV (a header line, then one line per checkout, oldest first), streamed in batches. Amounts are
 * exact decimals in the currency's major unit.
 */
export function exportCheckoutsCsv(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  filters: CheckoutFilters,
): ReadableStream<Uint8Array> {
  return csvStream<CheckoutRow>({
    header: COLUMNS,
    batchSize: BATCH,
    nextBatch: (last) => checkoutsAfter(ctx.db, organizationId, filters, last, BATCH),
    toLines: async (rows) => {
      const productIds = [...new Set(rows.flatMap((r) => (r.productId ? [r.productId] : [])))];
      const products = new Map(
        (await getProductRows(ctx, organizationId, productIds)).map((p) => [p.id, p.name]),
      );
      return rows.map((r) => {
        const money = (amount: number | null) => (amount === null ? "" : minorToDecimal(amount, r.currency));
        return [
          r.id,
          iso(r.createdAt),
          iso(r.expiresAt),
          r.status,
          csvSafe(r.customerEmail),
          r.customerId ?? "",
          r.productId ?? "",
          csvSafe(r.productId ? products.get(r.productId) : null),
          r.currency,
          money(r.amount),
          money(r.discountAmount),
          money(r.taxAmount),
          money(r.totalAmount),
        ];
      });
    },
  });
}
