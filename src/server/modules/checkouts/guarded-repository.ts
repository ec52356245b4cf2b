import { eq, gt, isNull, type SQL } from "drizzle-orm";
import { fragments, slot } from "../../db/fragment.js";
import { checkout } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CheckoutRow, NewCheckoutRow } from "./repository.js";

/*
 * Guarded writes of a checkout read earlier, for a statement of the caller's run outside any
 * transaction (`recordEventsIf`): each applies only while the row is still as it was read.
 */

/** What a guarded UPDATE's text depends on: the columns it sets, an unmodified row, the expiry check. */
interface Shape {
  db: Executor;
  keys: string[];
  modified: boolean;
  unexpired: boolean;
}

/**
 * An UPDATE of a checkout that applies only while the row is still exactly as read (same status,
 * attempt and modification) and, for a claim, unexpired; it returns the checkout's id, or no row
 * when any of that no longer holds. Its text is built once per shape (`db/fragment.ts`).
 */
const updateKnown = fragments<Shape, Record<string, unknown>>(
  (s) => `${s.keys.join(",")}|${s.modified ? "m" : ""}${s.unexpired ? "u" : ""}`,
  (s) =>
    s.db
      .update(checkout)
      .set(Object.fromEntries(s.keys.map((k) => [k, slot(`set_${k}`)])))
      .where(
        inOrganization(
          checkout,
          slot("organizationId"),
          eq(checkout.id, slot("id")),
          eq(checkout.status, slot("status")),
          eq(checkout.paymentAttempts, slot("paymentAttempts")),
          s.modified ? eq(checkout.modifiedAt, slot("modifiedAt")) : isNull(checkout.modifiedAt),
          s.unexpired ? gt(checkout.expiresAt, slot("now")) : undefined,
        ),
      )
      .returning({ id: checkout.id }),
);

/**
 * An UPDATE of `known`'s row, as SQL for a statement of the caller's, that applies `patch` only
 * while the row is still exactly as read (same status, attempt and modification) and, with
 * `now`, has not expired by then; it returns the checkout's id, or no row when any of that no
 * longer holds.
 */
function updateKnownSql(db: Executor, known: CheckoutRow, patch: Partial<NewCheckoutRow>, now?: Date): SQL {
  const keys = Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined);
  const values: Record<string, unknown> = {
    organizationId: known.organizationId,
    id: known.id,
    status: known.status,
    paymentAttempts: known.paymentAttempts,
    modifiedAt: known.modifiedAt,
    now: now ?? null,
  };
  for (const k of keys) values[`set_${k}`] = patch[k as keyof typeof patch];
  return updateKnown({ db, keys, modified: known.modifiedAt !== null, unexpired: now !== undefined }, values);
}

/**
 * The claim of a checkout read earlier (`updateKnownSql`): moves `known` to `confirmed` with
 * `patch` (its next attempt and the confirmation's changes) unless it has expired since.
 */
export function claimKnownSql(
  db: Executor,
  known: CheckoutRow,
  patch: Partial<NewCheckoutRow>,
  now: Date,
): SQL {
  return updateKnownSql(db, known, patch, now);
}

/**
 * `settleConfirmedAttempt` of a checkout read `confirmed` earlier (`updateKnownSql`): settles
 * `known`'s attempt only while the row is still as read.
 */
export function settleKnownAttemptSql(
  db: Executor,
  known: CheckoutRow,
  patch: Pick<CheckoutRow, "status" | "orderId" | "chargeRef" | "paymentError" | "modifiedAt">,
): SQL {
  if (known.status !== "confirmed") throw new Error("settleKnownAttemptSql: the checkout must be confirmed");
  return updateKnownSql(db, known, patch);
}
