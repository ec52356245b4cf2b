import { asc, eq, isNull, sql } from "drizzle-orm";
import { anyOf } from "../../../db/any-of.js";
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
        anyOf(subscriptionPendingItem.id, ids),
        isNull(subscriptionPendingItem.orderId),
      ),
    );
}

/** `openPendingItems` (locked) of several subscriptions at once, oldest first. */
export function lockOpenPendingItemsOf(
  tx: Executor,
  organizationId: string,
  subscriptionIds: string[],
): Promise<PendingItemRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(subscriptionPendingItem)
    .where(
      inOrganization(
        subscriptionPendingItem,
        organizationId,
        anyOf(subscriptionPendingItem.subscriptionId, subscriptionIds),
        isNull(subscriptionPendingItem.orderId),
      ),
    )
    .orderBy(asc(subscriptionPendingItem.createdAt), asc(subscriptionPendingItem.id))
    .for("update");
}

/** `takePendingItems` for several orders at once: each item marked as taken by its order. */
export async function takePendingItemsBy(
  tx: Executor,
  organizationId: string,
  taken: { itemId: string; orderId: string }[],
): Promise<void> {
  if (taken.length === 0) return;
  const values = JSON.stringify(taken.map((t) => ({ id: t.itemId, order_id: t.orderId })));
  await tx
    .update(subscriptionPendingItem)
    .set({ orderId: sql`v.order_id` })
    .from(sql`jsonb_to_recordset(${values}::jsonb) as v(id uuid, order_id uuid)`)
    .where(
      inOrganization(
        subscriptionPendingItem,
        organizationId,
        anyOf(
          subscriptionPendingItem.id,
          taken.map((t) => t.itemId),
        ),
        sql`${subscriptionPendingItem.id} = v.id`,
        isNull(subscriptionPendingItem.orderId),
      ),
    );
}

/** `addPendingItems` for several subscriptions of one organization, in one statement. */
export async function addPendingItemsOf(
  tx: Executor,
  now: Date,
  organizationId: string,
  items: { subscriptionId: string; line: GrossLine }[],
): Promise<void> {
  const rows = items
    .filter((i) => i.line.amount !== 0)
    .map(({ subscriptionId, line }) => ({
      id: uuidv7(),
      organizationId,
      subscriptionId,
      label: line.label,
      amount: line.amount,
      proration: line.proration,
      productPriceId: line.productPriceId,
      orderId: null,
      createdAt: now,
    }));
  if (rows.length) await tx.insert(subscriptionPendingItem).values(rows);
}
