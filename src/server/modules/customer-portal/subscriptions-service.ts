import type { AppContext } from "../../context.js";
import { AppError, RequestValidationError } from "../../http/errors.js";
import {
  cancelCustomerSubscription,
  changeCustomerPlan,
  clearCustomerPendingUpdate,
  getCustomerSubscription,
  type SubscriptionWire,
  uncancelCustomerSubscription,
} from "../subscriptions/service.js";
import { type CustomerOrganizationWire, customerOrganizationById } from "./organization.js";
import type { CustomerSubscriptionUpdateInput } from "./subscriptions-schemas.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** Pausing is not enabled for any Kassa organization: Polar's 403 `PauseResumeNotAllowed`. */
export class PauseResumeNotAllowed extends AppError {
  constructor() {
    super(
      403,
      "PauseResumeNotAllowed",
      "Pausing and resuming subscriptions is not enabled for this organization.",
    );
  }
}

/** A subscription as Polar's `CustomerSubscription`: no customer, discount or metadata; the product as its buyer sees it. */
export function toCustomerSubscription(wire: SubscriptionWire, organization: CustomerOrganizationWire) {
  const {
    custom_field_data: _fields,
    customer: _customer,
    discount: _discount,
    metadata: _metadata,
    product,
    meters,
    ...rest
  } = wire;
  const { metadata: _m, attached_custom_fields: _a, benefits, ...productRest } = product;
  return {
    ...rest,
    current_meter_period_start: null,
    current_meter_period_end: null,
    pause_at_period_end: false,
    paused_at: null,
    resumes_at: null,
    product: {
      ...productRest,
      benefits: benefits.map(({ metadata: _bm, properties: _bp, ...head }) => head),
      organization,
    },
    meters: meters.map(({ meter, ...m }) => ({
      ...m,
      meter: { created_at: meter.created_at, modified_at: meter.modified_at, id: meter.id, name: meter.name },
    })),
  };
}

/** Serializes subscriptions of one organization for its customer. */
export async function toCustomerSubscriptions(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  wires: SubscriptionWire[],
) {
  if (wires.length === 0) return [];
  const organization = await customerOrganizationById(ctx, organizationId);
  return wires.map((w) => toCustomerSubscription(w, organization));
}

const refuse = (field: string, msg: string, input: unknown) =>
  new RequestValidationError([{ loc: ["body", field], msg, type: "value_error", input }]);

/**
 * `PATCH /v1/customer-portal/subscriptions/{id}`: runs the one `CustomerSubscriptionUpdate`
 * variant the body is, for the customer's own subscription (another's is a 404 before anything
 * else). A body mixing variants is a 422 naming the field; a cancel variant with neither true
 * nor false answers the subscription unchanged (as Polar).
 */
export async function updateCustomerSubscription(
  ctx: Deps,
  organizationId: string,
  customerId: string,
  id: string,
  body: CustomerSubscriptionUpdateInput,
): Promise<SubscriptionWire> {
  // Ownership first: another customer's subscription is a 404 whatever the body.
  const current = await getCustomerSubscription(ctx, organizationId, customerId, id);
  const record = body as Record<string, unknown>;
  const given = Object.keys(record).filter((k) => record[k] !== undefined);
  const variant = (fields: string[]) => {
    const other = given.find((f) => !fields.includes(f));
    if (other)
      throw refuse(
        other,
        `Give ${fields.filter((f) => given.includes(f)).join(", ")} alone, not with ${other}.`,
        record[other],
      );
  };
  if (body.seats !== undefined) {
    throw refuse("seats", "Seat-based subscriptions are not supported: seats cannot be changed.", body.seats);
  }
  if (["pause_at_period_end", "resumes_at", "resume"].some((f) => record[f] !== undefined)) {
    throw new PauseResumeNotAllowed();
  }
  if (body.product_id !== undefined) {
    variant(["product_id"]);
    return changeCustomerPlan(ctx, organizationId, customerId, id, body.product_id);
  }
  if ("pending_update" in record && body.pending_update === null) {
    variant(["pending_update"]);
    return clearCustomerPendingUpdate(ctx, organizationId, customerId, id);
  }
  if (body.cancel_at_period_end === true) {
    return cancelCustomerSubscription(ctx, organizationId, customerId, id, {
      reason: body.cancellation_reason,
      comment: body.cancellation_comment,
    });
  }
  if (body.cancel_at_period_end === false) {
    return uncancelCustomerSubscription(ctx, organizationId, customerId, id);
  }
  return current;
}
