import { eq, gt, isNull, type SQL } from "drizzle-orm";
import { checkout } from "../../db/schema/checkouts.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { CheckoutRow, NewCheckoutRow } from "./repository.js";

/*
 * Guarded writes of a checkout read earlier, for a statement of the caller's run outside any
 * transaction (`recordEventsIf`): each applies only while the row is still as it was read.
 */

/** The checkout's row has not been modified since `known` was read of it. */
const unmodifiedSince = (known: CheckoutRow) =>
  known.modifiedAt ? eq(checkout.modifiedAt, known.modifiedAt) : isNull(checkout.modifiedAt);

/**
 * An UPDATE of `known`'s row, as SQL for a statement of the caller's, that applies `patch` only
 * while the row is still exactly as read (same status, attempt and modification) and `also`
 * holds; it returns the checkout's id, or no row when any of that no longer holds.
 */
function updateKnownSql(
  db: Executor,
  known: CheckoutRow,
  patch: Partial<NewCheckoutRow>,
  ...also: SQL[]
): SQL {
  return db
    .update(checkout)
    .set(patch)
    .where(
      inOrganization(
        checkout,
        known.organizationId,
        eq(checkout.id, known.id),
        eq(checkout.status, known.status),
        eq(checkout.paymentAttempts, known.paymentAttempts),
        unmodifiedSince(known),
        ...also,
      ),
    )
    .returning({ id: checkout.id })
    .getSQL();
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
  return updateKnownSql(db, known, patch, gt(checkout.expiresAt, now));
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
