import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { recordEvent } from "../webhooks/service.js";
import { setCustomFields, setMedias } from "./attachments.js";
import { trialIssues } from "./create.js";
import { newPriceRow, type PriceSlot, validatePriceSet } from "./prices.js";
import {
  archivePrices,
  findPricesOf,
  insertPrices,
  lockProduct,
  type ProductRow,
  updateProduct,
} from "./repository.js";
import type { PriceCreateInput, ProductUpdateInput } from "./schemas.js";
import { getProduct, serializeProduct } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Fields that cannot change once the product exists: refused when given with another value. */
function frozenIssues(row: ProductRow, input: ProductUpdateInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (input.recurring_interval !== undefined && input.recurring_interval !== row.recurringInterval) {
    issues.push({
      loc: ["body", "recurring_interval"],
      msg: "recurring_interval cannot be changed once the product exists",
      input: input.recurring_interval,
    });
  }
  if (
    input.recurring_interval_count !== undefined &&
    input.recurring_interval_count !== null &&
    input.recurring_interval_count !== row.recurringIntervalCount
  ) {
    issues.push({
      loc: ["body", "recurring_interval_count"],
      msg: "recurring_interval_count cannot be changed once the product exists",
      input: input.recurring_interval_count,
    });
  }
  return issues;
}

/**
 * Updates a product. `prices`, when given, is the complete new list: `{id}` keeps an active
 * price of the product, a price body creates one, and active prices left out are archived
 * (never deleted: orders and subscriptions point at them). Records `product.updated`.
 */
export async function updateProductById(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: ProductUpdateInput,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockProduct(tx, organizationId, id);
    if (!row) throw new NotFoundError("Product");
    const isRecurring = row.recurringInterval !== null;
    const trialInterval = input.trial_interval !== undefined ? input.trial_interval : row.trialInterval;
    const trialIntervalCount =
      input.trial_interval_count !== undefined ? input.trial_interval_count : row.trialIntervalCount;
    const issues = [
      ...frozenIssues(row, input),
      ...trialIssues(isRecurring, trialInterval, trialIntervalCount),
    ];
    if (issues.length) throw new RequestValidationError(issues);

    if (input.prices) {
      const active = await findPricesOf(tx, organizationId, [id]);
      const byId = new Map(active.map((p) => [p.id, p]));
      const slots: PriceSlot[] = [];
      const kept = new Set<string>();
      const priceIssues: ValidationIssue[] = [];
      input.prices.forEach((item, index) => {
        if ("id" in item && !("amount_type" in item)) {
          const priceId = (item as { id: string }).id;
          const existing = byId.get(priceId);
          if (!existing) {
            priceIssues.push({
              loc: ["body", "prices", index, "id"],
              msg: "no active price with this id on this product",
              input: priceId,
            });
          } else if (kept.has(priceId)) {
            priceIssues.push({
              loc: ["body", "prices", index, "id"],
              msg: "price is listed twice",
              input: priceId,
            });
          } else {
            kept.add(priceId);
            slots.push({ index, kind: "kept", row: existing });
          }
        } else {
          slots.push({ index, kind: "new", input: item as PriceCreateInput });
        }
      });
      if (priceIssues.length) throw new RequestValidationError(priceIssues);
      await validatePriceSet(tx, organizationId, slots, isRecurring);
      await archivePrices(
        tx,
        organizationId,
        active.filter((p) => !kept.has(p.id)).map((p) => p.id),
        now,
      );
      await insertPrices(
        tx,
        slots.flatMap((s) => (s.kind === "new" ? [newPriceRow(organizationId, id, s.input, now)] : [])),
      );
    }
    if (input.medias) await setMedias(tx, organizationId, id, input.medias);
    if (input.attached_custom_fields)
      await setCustomFields(tx, organizationId, id, input.attached_custom_fields);

    const patch: Parameters<typeof updateProduct>[3] = { modifiedAt: now, trialInterval, trialIntervalCount };
    if (input.name) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.visibility) patch.visibility = input.visibility;
    if (input.metadata) patch.metadata = input.metadata;
    if (input.is_archived != null) patch.isArchived = input.is_archived;
    await updateProduct(tx, organizationId, id, patch);

    const wire = serializeProduct((await getProduct({ db: tx, config: ctx.config }, organizationId, id))!);
    await recordEvent(tx, now, organizationId, "product.updated", wire);
    return wire;
  });
}
