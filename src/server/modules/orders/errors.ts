import { AppError, NotFoundError, RequestValidationError } from "../../http/errors.js";

/** Polar's 422 `NotPaidOrder`: an invoice needs a paid order. */
export class NotPaidOrderError extends AppError {
  constructor(orderId: string) {
    super(422, "NotPaidOrder", `Order ${orderId} is not paid, so an invoice cannot be generated.`);
  }
}

/** Polar's 422 `MissingInvoiceBillingDetails`: an invoice needs the billing name and address. */
export class MissingInvoiceBillingDetailsError extends AppError {
  constructor() {
    super(
      422,
      "MissingInvoiceBillingDetails",
      "Billing name and address are required to generate an invoice for this order.",
    );
  }
}

/**
 * No invoice was generated for the order yet (Polar's `InvoiceDoesNotExist`, a 404). Sent as
 * `ResourceNotFound`, the 404 name Polar's SDK knows, so SDK callers get a typed error.
 */
export class InvoiceNotGeneratedError extends NotFoundError {
  constructor(orderId: string) {
    super("Invoice");
    this.message = `No invoice exists for order ${orderId}. Generate it with POST /v1/orders/${orderId}/invoice.`;
  }
}

/** Billing details are frozen once the invoice exists (Polar's rule): a 422 naming the field. */
export const lockedByInvoice = (field: "billing_name" | "billing_address", input: unknown) =>
  new RequestValidationError([
    { loc: ["body", field], msg: "This field cannot be updated after the invoice is generated.", input },
  ]);
