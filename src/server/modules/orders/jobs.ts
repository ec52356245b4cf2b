import type { JobHandlers } from "../../jobs/registry.js";
import { generateInvoice, INVOICE_JOB } from "./invoice.js";

/** `orders.invoice {organizationId, orderId}`: renders and stores the invoice PDF (idempotent). */
export const orderJobs: JobHandlers = {
  [INVOICE_JOB]: (ctx, payload) =>
    generateInvoice(ctx, String(payload.organizationId), String(payload.orderId)),
};
