import type { JobHandlers } from "../../jobs/registry.js";
import { generateInvoice, INVOICE_JOB, type SucceededRefundsOf } from "./invoice.js";

/**
 * `orders.invoice {organizationId, orderId}`: renders and stores the invoice PDF (idempotent).
 * The invoice lists the order's succeeded refunds, read through `succeededRefundsOf`.
 */
export function orderJobs(succeededRefundsOf: SucceededRefundsOf): JobHandlers {
  return {
    [INVOICE_JOB]: (ctx, payload) =>
      generateInvoice(ctx, String(payload.organizationId), String(payload.orderId), succeededRefundsOf),
  };
}
