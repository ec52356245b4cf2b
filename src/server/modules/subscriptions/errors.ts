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

/** The subscription is not active or trialing (past_due, incomplete, unpaid): Polar's 403 `InactiveSubscription`. */
export class InactiveSubscription extends AppError {
  constructor(message = "This subscription is not active: its plan cannot be changed.") {
    super(403, "InactiveSubscription", message);
  }
}

/** A plan change of the subscription is being charged: Polar's 409 `SubscriptionLocked`. */
export class SubscriptionLocked extends AppError {
  constructor() {
    super(409, "SubscriptionLocked", "This subscription is pending an update. Try again in a moment.");
  }
}

/** The charge a change needed now was declined: Polar's 402 `PaymentFailed`; nothing was changed. */
export class PaymentFailed extends AppError {
  constructor(reason: string) {
    super(402, "PaymentFailed", `The payment for this change failed: ${reason}`);
  }
}

/** The organization's portal settings do not let customers change plan: Polar's 403 `UpdateSubscriptionPlanNotAllowed`. */
export class UpdateSubscriptionPlanNotAllowed extends AppError {
  constructor() {
    super(403, "UpdateSubscriptionPlanNotAllowed", "Updating subscription plan is not allowed.");
  }
}
