import { and, eq, lt } from "drizzle-orm";
import { idempotencyKey } from "../../db/schema/idempotency.js";
import type { Executor } from "../../db/types.js";

/** Queries on `idempotency_key`: one row per (scope, key), the scope naming the organization and caller. */

export type IdempotencyRow = typeof idempotencyKey.$inferSelect;
type Id = { scope: string; key: string };

const byId = ({ scope, key }: Id) => and(eq(idempotencyKey.scope, scope), eq(idempotencyKey.key, key));

/** Drops the key when it was created before `cutoff` (expired), so it can be used again. */
export async function deleteExpiredKey(db: Executor, id: Id, cutoff: Date): Promise<void> {
  await db.delete(idempotencyKey).where(and(byId(id), lt(idempotencyKey.createdAt, cutoff)));
}

/** Takes the key for this request; false when it exists already. */
export async function insertKey(db: Executor, id: Id, requestHash: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKey)
    .values({ ...id, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  return inserted.length > 0;
}

export async function findKey(db: Executor, id: Id): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKey).where(byId(id));
  return row;
}

export async function updateKey(
  db: Executor,
  id: Id,
  patch: Partial<typeof idempotencyKey.$inferInsert>,
): Promise<void> {
  await db.update(idempotencyKey).set(patch).where(byId(id));
}

export async function deleteKey(db: Executor, id: Id): Promise<void> {
  await db.delete(idempotencyKey).where(byId(id));
}
