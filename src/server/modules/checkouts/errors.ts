import { AppError, RequestValidationError } from "../../http/errors.js";

/** The checkout's 24 hours are over (client endpoints): Polar's 410 `ExpiredCheckoutError`. */
export class ExpiredCheckoutError extends AppError {
  constructor() {
    super(410, "ExpiredCheckoutError", "This checkout session has expired.");
  }
}

/**
 * The checkout cannot change any more: it is being paid, paid, expired, or another confirmation
 * won the race. Polar's 403 `NotOpenCheckout` (a member of `CheckoutForbiddenError`).
 */
export class NotOpenCheckoutError extends AppError {
  constructor(status: string) {
    super(403, "NotOpenCheckout", `This checkout session is not open (its status is ${status}).`);
  }
}

/** The payment was declined: Polar's 400 `PaymentError`, with the processor's message for the customer. */
export class PaymentError extends AppError {
  constructor(message: string) {
    super(400, "PaymentError", message);
  }
}

/** The discount ran out (max redemptions) or stopped being valid while the checkout was open. */
export const discountNoLongerAvailable = (code: string | null) =>
  new RequestValidationError([
    {
      loc: ["body", "discount_code"],
      msg: "This discount is no longer available; it was removed from the checkout.",
      type: "value_error",
      input: code,
    },
  ]);

/** The delivery and portal endpoints of a checkout that has not succeeded (yet). */
export class NotSucceededCheckoutError extends AppError {
  constructor(status: string) {
    super(403, "NotSucceededCheckout", `This checkout has not succeeded (its status is ${status}).`);
  }
}

/** The purchase is older than the confirmation page's window: the buyer signs in to the portal instead. */
export class DeliveryExpiredError extends AppError {
  constructor() {
    super(
      410,
      "DeliveryExpired",
      "This purchase's details are no longer shown here: they were emailed to you and are in the customer portal.",
    );
  }
}

/** The checkout's customer was found by the email typed: the buyer signs in to the portal by email. */
export class PortalSignInRefusedError extends AppError {
  constructor() {
    super(
      403,
      "NotPermitted",
      "This purchase was linked to an existing customer by its email; sign in to the customer portal with that email.",
    );
  }
}
