import { AppError, RequestValidationError } from "../../http/errors.js";

/** Polar's 403 `RefundedAlready`: nothing is left to refund on the order. */
export class RefundedAlreadyError extends AppError {
  constructor(orderId: string) {
    super(403, "RefundedAlready", `Order is already fully refunded: ${orderId}`);
  }
}

/** A 422 naming one field of the refund request, as Polar answers for refunds it refuses. */
export const refundFieldError = (
  field: "order_id" | "amount" | "revoke_benefits",
  msg: string,
  input: unknown,
) => new RequestValidationError([{ loc: ["body", field], msg, input }]);
