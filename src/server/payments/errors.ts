import { AppError, RequestValidationError } from "../http/errors.js";

/** Card fields the tokenizer validates. */
export type CardField = "number" | "exp_month" | "exp_year" | "cvc";

/** A card the tokenizer refuses (bad number, expiry in the past, malformed CVC): a 422. */
export class CardValidationError extends RequestValidationError {
  constructor(
    readonly field: CardField,
    readonly reason: "invalid_number" | "invalid_expiry_month" | "invalid_expiry_year" | "invalid_cvc",
    message: string,
    input: unknown,
  ) {
    super([{ loc: ["body", "card", field], msg: message, type: reason, input }]);
  }
}

/** Parameters of a processor call that are not acceptable (amount, currency, key): a 422. */
export class PaymentParameterError extends RequestValidationError {
  constructor(field: string, message: string, input: unknown) {
    super([{ loc: ["body", field], msg: message, type: "value_error", input }]);
  }
}

/** A payment method, customer or charge reference unknown to this organization: a 404. */
export class PaymentObjectNotFoundError extends AppError {
  constructor(what: "Customer" | "PaymentMethod" | "Charge", ref: string) {
    super(404, "ResourceNotFound", `${what} ${ref} not found`);
  }
}

/** The same idempotency key was used with different parameters: a 422, as Stripe answers. */
export class IdempotencyKeyReusedError extends AppError {
  constructor(key: string) {
    super(422, "IdempotencyKeyReused", `Idempotency key ${key} was already used with different parameters`);
  }
}

/** A refund above what is left to refund on a charge, or of a charge that did not succeed. */
export class RefundNotAllowedError extends RequestValidationError {
  constructor(message: string, amount: number) {
    super([{ loc: ["body", "amount"], msg: message, type: "value_error", input: amount }]);
  }
}

/** An operation this processor does not offer (Stripe mode: tokenizing cards on Kassa's server). */
export class PaymentOperationNotSupportedError extends AppError {
  constructor(message: string) {
    super(400, "NotSupported", message);
  }
}

/**
 * The processor could not be reached or answered with an error Kassa cannot attribute to the
 * request (network, authentication, rate limit, Stripe outage): a 502. Retrying with the same
 * idempotency key is safe.
 */
export class PaymentProcessorUnavailableError extends AppError {
  constructor(message: string) {
    super(502, "PaymentProcessorError", message);
  }
}
