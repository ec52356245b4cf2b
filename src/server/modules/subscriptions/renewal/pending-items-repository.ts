import { asc, eq, inArray, isNull } from "drizzle-orm";
import { subscriptionPendingItem } from "../../../db/schema/subscriptions.js";
import { inOrganization } from "../../../db/tenant.js";
import type { Executor } from "../../../db/types.js";
import { uuidv7 } from "../../../lib/ids.js";
import type { GrossLine } from "./amounts.js";

export type PendingItemRow = typeof subscriptionPendingItem.$inferSelect;

/** Adds amounts waiting for the subscription's next renewal order (zero amounts are skipped). */
export async function addPendingItems(
  tx: Executor,
  now: Date,
  sub: { organizationId: string; id: string },
  lines: GrossLine[],
): Promise<void> {
  const rows = lines
    .filter((l) => l.amount !== 0)
    .map((l) => ({
      id: uuidv7(),
      organizationId: sub.organizationId,
      subscriptionId: sub.id,
      label: l.label,
      amount: l.amount,
      proration: l.proration,
      productPriceId: l.productPriceId,
      orderId: null,
      createdAt: now,
    }));
  if (rows.length) await tx.insert(subscriptionPendingItem).values(rows);
}

/**
 * The amounts no order has taken yet, oldest first; `forUpdate` locks them for the caller's
 * transaction (a renewal taking them), without it they are only read (the proration preview).
 */
export function openPendingItems(
  db: Executor,
  organizationId: string,
  subscriptionId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PendingItemRow[]> {
  const query = db
    .select()
    .from(subscriptionPendingItem)
    .where(
      inOrganization(
        subscriptionPendingItem,
        organizationId,
        eq(subscriptionPendingItem.subscriptionId, subscriptionId),
        isNull(subscriptionPendingItem.orderId),
      ),
    )
    .orderBy(asc(subscriptionPendingItem.createdAt), asc(subscriptionPendingItem.id));
  return opts.forUpdate ? query.for("update") : query;
}

/** Marks the items as taken by `orderId`. */
export async function takePendingItems(
  tx: Executor,
  organizationId: string,
  ids: string[],
  orderId: string,
): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(subscriptionPendingItem)
    .set({ orderId })
    .where(
      inOrganization(
        subscriptionPendingItem,
        organizationId,
        inArray(subscriptionPendingItem.id, ids),
        isNull(subscriptionPendingItem.orderId),
      ),
    );
}
