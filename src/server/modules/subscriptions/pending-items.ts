import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { subscriptionPendingItem } from "../../db/schema/subscriptions.js";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import type { GrossLine } from "./renewal-amounts.js";

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

/** The amounts no order has taken yet, oldest first, locked for the caller's transaction. */
export function lockOpenPendingItems(tx: Executor, subscriptionId: string): Promise<PendingItemRow[]> {
  return tx
    .select()
    .from(subscriptionPendingItem)
    .where(
      and(
        eq(subscriptionPendingItem.subscriptionId, subscriptionId),
        isNull(subscriptionPendingItem.orderId),
      ),
    )
    .orderBy(asc(subscriptionPendingItem.createdAt), asc(subscriptionPendingItem.id))
    .for("update");
}

/** The amounts not taken yet (read only: the proration preview). */
export function openPendingItems(db: Executor, subscriptionId: string): Promise<PendingItemRow[]> {
  return db
    .select()
    .from(subscriptionPendingItem)
    .where(
      and(
        eq(subscriptionPendingItem.subscriptionId, subscriptionId),
        isNull(subscriptionPendingItem.orderId),
      ),
    )
    .orderBy(asc(subscriptionPendingItem.createdAt), asc(subscriptionPendingItem.id));
}

/** Marks the items as taken by `orderId`. */
export async function takePendingItems(tx: Executor, ids: string[], orderId: string): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(subscriptionPendingItem)
    .set({ orderId })
    .where(and(inArray(subscriptionPendingItem.id, ids), isNull(subscriptionPendingItem.orderId)));
}

export const CARRIED_CREDIT_LABEL = "Credit carried forward to the next invoice";

/**
 * Gross lines whose sum (less `discount`) may be negative: when it is, a line bringing the
 * order to zero is added and returned as `carry`, the (negative) amount to keep pending.
 */
export function carryForward(lines: GrossLine[], discount: number): { lines: GrossLine[]; carry: number } {
  const net = lines.reduce((sum, l) => sum + l.amount, 0) - discount;
  if (net >= 0) return { lines, carry: 0 };
  return {
    lines: [...lines, { label: CARRIED_CREDIT_LABEL, amount: -net, proration: false, productPriceId: null }],
    carry: net,
  };
}
