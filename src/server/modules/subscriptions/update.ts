import type { AppContext } from "../../context.js";
import { RequestValidationError } from "../../http/errors.js";
import { cancelAtPeriodEnd, revokeSubscription, uncancel } from "./cancellation.js";
import { dispatchBaseUpdate } from "./plan-change/dispatch.js";
import { type SubscriptionUpdateInput, UNSUPPORTED_UPDATE_FIELDS } from "./schemas.js";
import type { SubscriptionWire } from "./service.js";
import { changeTrialEnd } from "./trial/trial-end.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments" | "mailer">;

/** Refuses the fields of `SubscriptionUpdate` variants Kassa does not support, naming each. */
function refuseUnsupported(body: SubscriptionUpdateInput): void {
  const record = body as Record<string, unknown>;
  const unsupported = UNSUPPORTED_UPDATE_FIELDS.filter((f) => record[f] !== undefined);
  if (!unsupported.length) return;
  throw new RequestValidationError(
    unsupported.map((field) => ({
      loc: ["body", field],
      msg: `Changing ${field} of a subscription is not supported.`,
      type: "unsupported",
      input: record[field],
    })),
  );
}

/**
 * `PATCH /v1/subscriptions/{id}`: runs the one `SubscriptionUpdate` variant the body is. A body
 * mixing variants, or naming none, is a 422 naming the field.
 */
export async function updateSubscription(
  ctx: Deps,
  organizationId: string,
  id: string,
  body: SubscriptionUpdateInput,
): Promise<SubscriptionWire> {
  refuseUnsupported(body);
  if (body.trial_end !== undefined) {
    const record = body as Record<string, unknown>;
    const other = [
      "cancel_at_period_end",
      "revoke",
      "product_id",
      "proration_behavior",
      "discount_id",
      "metadata",
      "pending_update",
    ].find((f) => record[f] !== undefined);
    if (other) {
      throw new RequestValidationError([
        { loc: ["body", other], msg: `Give ${other} alone, not with trial_end.`, input: record[other] },
      ]);
    }
    return changeTrialEnd(ctx, organizationId, id, body.trial_end);
  }
  const changed = await dispatchBaseUpdate(ctx, organizationId, id, body);
  if (changed) return changed;
  if (body.revoke && body.cancel_at_period_end !== undefined) {
    throw new RequestValidationError([
      {
        loc: ["body", "cancel_at_period_end"],
        msg: "Give either cancel_at_period_end or revoke, not both.",
        input: body.cancel_at_period_end,
      },
    ]);
  }
  if (body.revoke) return revokeSubscription(ctx, organizationId, id, body);
  if (body.cancel_at_period_end === undefined) {
    throw new RequestValidationError([
      {
        loc: ["body", "cancel_at_period_end"],
        msg: "Give cancel_at_period_end (true or false) or revoke (true).",
        type: "missing",
      },
    ]);
  }
  return body.cancel_at_period_end
    ? cancelAtPeriodEnd(ctx, organizationId, id, body)
    : uncancel(ctx, organizationId, id);
}
