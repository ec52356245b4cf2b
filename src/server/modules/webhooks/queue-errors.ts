import { AppError } from "../../http/errors.js";

/** Errors of the seller's actions on an endpoint's pending queue (all 409: the state moved on). */

export class QueueEmptyError extends AppError {
  constructor() {
    super(409, "WebhookQueueEmpty", "Nothing is pending for this endpoint");
  }
}

export class QueueHeadBusyError extends AppError {
  constructor() {
    super(
      409,
      "WebhookDeliveryInProgress",
      "The blocking delivery is being sent right now; look again in a moment",
    );
  }
}

export class QueueMovedOnError extends AppError {
  constructor(deliveryId: string) {
    super(
      409,
      "WebhookQueueMovedOn",
      `Delivery ${deliveryId} is no longer the one blocking the queue (it was delivered, given up or skipped)`,
    );
  }
}

export class EndpointDisabledError extends AppError {
  constructor() {
    super(409, "WebhookEndpointDisabled", "The endpoint is disabled: enable it before retrying");
  }
}
