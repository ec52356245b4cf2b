import { AppError } from "../../http/errors.js";

/** Polar's 400 `PaymentMethodSetupFailed`: the processor refused to save the card. */
export class PaymentMethodSetupFailedError extends AppError {
  constructor(message: string) {
    super(400, "PaymentMethodSetupFailed", message);
  }
}

/** Polar's 403 `CustomerNotReady`: the customer has no processor customer to confirm a card for. */
export class CustomerNotReadyError extends AppError {
  constructor() {
    super(403, "CustomerNotReady", "Add a payment method before confirming one.");
  }
}

/** Polar's 400 `PaymentMethodInUseByActiveSubscription`. */
export class PaymentMethodInUseError extends AppError {
  constructor() {
    super(
      400,
      "PaymentMethodInUseByActiveSubscription",
      "This payment method pays an active subscription. Set another payment method as default first.",
    );
  }
}

/** Polar's 409 `OrderNotEligibleForInvoice`-style refusal of an order's invoice (not paid yet). */
export class OrderNotEligibleForInvoiceError extends AppError {
  constructor() {
    super(409, "OrderNotEligibleForInvoice", "Only a paid order can have an invoice.");
  }
}

/** Polar's 422 `OrderNotEligibleForRetry`. */
export class OrderNotEligibleForRetryError extends AppError {
  constructor(message: string) {
    super(422, "OrderNotEligibleForRetry", message);
  }
}

/** Polar's 409 `PaymentAlreadyInProgress`. */
export class PaymentAlreadyInProgressError extends AppError {
  constructor() {
    super(409, "PaymentAlreadyInProgress", "A payment of this order is already in progress.");
  }
}

/** Polar's 429 `ManualRetryLimitExceeded`. */
export class ManualRetryLimitExceededError extends AppError {
  constructor(limit: number) {
    super(429, "ManualRetryLimitExceeded", `This order's payment can be retried at most ${limit} times.`);
  }
}
