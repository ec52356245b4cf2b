import { AppError } from "../../http/errors.js";

/**
 * The customer already has a trialing, active or past_due subscription in the organization and
 * its `allow_multiple_subscriptions` setting is off: Polar's 403 `AlreadyActiveSubscriptionError`.
 */
export class AlreadyActiveSubscriptionError extends AppError {
  constructor() {
    super(
      403,
      "AlreadyActiveSubscriptionError",
      "You already have an active subscription. Cancel it or change its plan instead of subscribing again.",
    );
  }
}

/** The subscription has ended (or is already set to cancel): Polar's 403 `AlreadyCanceledSubscription`. */
export class AlreadyCanceledSubscription extends AppError {
  constructor(message = "This subscription is already canceled or will be at the end of the period.") {
    super(403, "AlreadyCanceledSubscription", message);
  }
}
