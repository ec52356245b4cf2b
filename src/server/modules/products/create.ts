import type { AppContext } from "../../context.js";
import { RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { recordEvent } from "../webhooks/service.js";
import { setCustomFields, setMedias } from "./attachments.js";
import { newPriceRow, validatePriceSet } from "./prices.js";
import { insertPrices, insertProduct } from "./repository.js";
import type { PriceCreateInput, ProductCreateInput } from "./schemas.js";
import { getProduct, serializeProduct } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Trial settings: both or neither, and only on recurring products. */
export function trialIssues(
  isRecurring: boolean,
  trialInterval: string | null,
  trialIntervalCount: number | null,
): ValidationIssue[] {
  if (trialInterval === null && trialIntervalCount === null) return [];
  if (!isRecurring) {
    const field = trialInterval !== null ? "trial_interval" : "trial_interval_count";
    return [
      {
        loc: ["body", field],
        msg: "one-time products cannot have a trial",
        input: trialInterval ?? trialIntervalCount,
      },
    ];
  }
  if (trialInterval === null)
    return [{ loc: ["body", "trial_interval"], msg: "trial_interval is required with trial_interval_count" }];
  if (trialIntervalCount === null) {
    return [
      { loc: ["body", "trial_interval_count"], msg: "trial_interval_count is required with trial_interval" },
    ];
  }
  return [];
}

/** Creates a product with its prices and attachments, and records `product.created`, in one transaction. */
export async function createProduct(ctx: Deps, organizationId: string, input: ProductCreateInput) {
  const recurringInterval = input.recurring_interval ?? null;
  const issues: ValidationIssue[] = [];
  if (recurringInterval === null && input.recurring_interval_count != null) {
    issues.push({
      loc: ["body", "recurring_interval_count"],
      msg: "one-time products have no recurring_interval_count",
      input: input.recurring_interval_count,
    });
  }
  issues.push(
    ...trialIssues(
      recurringInterval !== null,
      input.trial_interval ?? null,
      input.trial_interval_count ?? null,
    ),
  );
  if (issues.length) throw new RequestValidationError(issues);

  const now = ctx.clock.now();
  const id = uuidv7();
  return ctx.db.transaction(async (tx) => {
    // seat_based bodies never pass the schema (see PriceSeatBasedCreate).
    const prices = input.prices as PriceCreateInput[];
    await validatePriceSet(
      tx,
      organizationId,
      prices.map((p, index) => ({ index, kind: "new" as const, input: p })),
      recurringInterval !== null,
    );
    await insertProduct(tx, {
      id,
      organizationId,
      name: input.name,
      description: input.description ?? null,
      visibility: input.visibility ?? "public",
      recurringInterval,
      recurringIntervalCount: recurringInterval ? (input.recurring_interval_count ?? 1) : null,
      trialInterval: input.trial_interval ?? null,
      trialIntervalCount: input.trial_interval_count ?? null,
      isArchived: false,
      metadata: input.metadata ?? {},
      createdAt: now,
      modifiedAt: null,
    });
    await insertPrices(
      tx,
      prices.map((p) => newPriceRow(organizationId, id, p, now)),
    );
    if (input.medias?.length) await setMedias(tx, organizationId, id, input.medias);
    if (input.attached_custom_fields?.length) {
      await setCustomFields(tx, organizationId, id, input.attached_custom_fields);
    }
    const wire = serializeProduct((await getProduct({ db: tx, config: ctx.config }, organizationId, id))!);
    await recordEvent(tx, now, organizationId, "product.created", wire);
    return wire;
  });
}
