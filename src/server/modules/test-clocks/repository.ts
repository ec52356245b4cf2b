import { count, desc, eq } from "drizzle-orm";
import { testClock } from "../../db/schema/test-clocks.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Every query on `test_clock` (the clock columns of customers and subscriptions are their modules'). */

export type TestClockRow = typeof testClock.$inferSelect;

export async function insertClock(db: Executor, row: typeof testClock.$inferInsert): Promise<TestClockRow> {
  const [saved] = await db.insert(testClock).values(row).returning();
  return saved!;
}

/** One clock of the organization (another organization's is not found). */
export async function findClock(
  db: Executor,
  organizationId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<TestClockRow | undefined> {
  const query = db
    .select()
    .from(testClock)
    .where(inOrganization(testClock, organizationId, eq(testClock.id, id)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The frozen time of the organization's clock `id` (the caller holds a row of it that names the clock). */
export async function findFrozenTime(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ frozenTime: testClock.frozenTime })
    .from(testClock)
    .where(inOrganization(testClock, organizationId, eq(testClock.id, id)));
  return row?.frozenTime;
}

/**
 * The one cross-tenant read of the module: the `test-clocks.advance` job carries a clock id only,
 * so its entry point loads the clock by id once and passes the clock's organization id on to
 * every query after it.
 */
export async function findClockForJob(db: Executor, id: string): Promise<TestClockRow | undefined> {
  const [row] = await db.select().from(testClock).where(eq(testClock.id, id));
  return row;
}

export async function listClocks(
  db: Executor,
  organizationId: string,
  opts: { offset: number; limit: number },
): Promise<{ rows: TestClockRow[]; total: number }> {
  const rows = await db
    .select()
    .from(testClock)
    .where(inOrganization(testClock, organizationId))
    .orderBy(desc(testClock.createdAt), desc(testClock.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: count() })
    .from(testClock)
    .where(inOrganization(testClock, organizationId));
  return { rows, total: total?.n ?? 0 };
}

export async function updateClock(
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<typeof testClock.$inferInsert>,
): Promise<TestClockRow | undefined> {
  const [row] = await db
    .update(testClock)
    .set(patch)
    .where(inOrganization(testClock, organizationId, eq(testClock.id, id)))
    .returning();
  return row;
}

export async function deleteClockRow(db: Executor, organizationId: string, id: string): Promise<void> {
  await db.delete(testClock).where(inOrganization(testClock, organizationId, eq(testClock.id, id)));
}
