import type { AppContext } from "../../../context.js";
import { RequestValidationError } from "../../../http/errors.js";
import { changeDiscountAndMetadata } from "../discount-change.js";
import type { SubscriptionUpdateInput } from "../schemas.js";
import type { SubscriptionWire } from "../service.js";
import { changePlan, clearPendingUpdate } from "./plan-change.js";

type Deps = Pick<AppContext, "db" | "clock" | "config" | "payments">;

const BASE_FIELDS = [
  "product_id",
  "proration_behavior",
  "discount_id",
  "metadata",
  "pending_update",
] as const;
const OTHER_VARIANT_FIELDS = ["cancel_at_period_end", "revoke", "trial_end"] as const;

const refuse = (field: string, msg: string, input: unknown) =>
  new RequestValidationError([{ loc: ["body", field], msg, type: "value_error", input }]);

/**
 * The `SubscriptionUpdateBase` / `SubscriptionUpdateClear` part of a PATCH: a product change
 * (with `proration_behavior`), a discount and/or metadata change, or `{pending_update: null}`.
 * Answers null when the body names none of their fields (another variant handles it). A body
 * mixing them with another variant's fields, or a product change with a discount or metadata
 * change, is a 422 naming the field.
 */
export async function dispatchBaseUpdate(
  ctx: Deps,
  organizationId: string,
  id: string,
  body: SubscriptionUpdateInput,
): Promise<SubscriptionWire | null> {
  const record = body as Record<string, unknown>;
  const given = BASE_FIELDS.filter((f) => record[f] !== undefined);
  if (!given.length) return null;
  const other = OTHER_VARIANT_FIELDS.find((f) => record[f] !== undefined);
  if (other) throw refuse(other, `Give ${other} alone, not with ${given.join(", ")}.`, record[other]);
  if (body.pending_update === null) {
    const extra = given.find((f) => f !== "pending_update");
    if (extra)
      throw refuse(
        extra,
        "{pending_update: null} clears the pending update and takes no other field.",
        record[extra],
      );
    return clearPendingUpdate(ctx, organizationId, id);
  }
  if (body.product_id) {
    const extra = given.find((f) => f === "discount_id" || f === "metadata");
    if (extra)
      throw refuse(
        extra,
        "Change the product and the discount or metadata in separate requests.",
        record[extra],
      );
    return changePlan(ctx, organizationId, id, {
      productId: body.product_id,
      behavior: body.proration_behavior,
    });
  }
  if (body.proration_behavior != null) {
    throw refuse(
      "proration_behavior",
      "proration_behavior applies to a product change: give product_id too.",
      body.proration_behavior,
    );
  }
  if (body.discount_id === undefined && body.metadata === undefined) {
    // Only nulls of product_id / proration_behavior: nothing to change.
    throw refuse(
      given[0]!,
      "Nothing to change: give product_id, discount_id or metadata.",
      record[given[0]!],
    );
  }
  return changeDiscountAndMetadata(ctx, organizationId, id, {
    discountId: body.discount_id,
    metadata: body.metadata,
  });
}
