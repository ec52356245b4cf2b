import { asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { customer } from "../../db/schema/customers.js";
import { subscription } from "../../db/schema/subscriptions.js";
import { testClock } from "../../db/schema/test-clocks.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

/** Every query on `test_clock` (and the clock columns of customers and subscriptions). */

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

/** The live (not deleted) customers on each of the organization's clocks, oldest first. */
export async function clockCustomerIds(
  db: Executor,
  organizationId: string,
  clockIds: string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(clockIds.map((id) => [id, []]));
  if (clockIds.length === 0) return out;
  const rows = await db
    .select({ id: customer.id, clockId: customer.testClockId })
    .from(customer)
    .where(
      inOrganization(
        customer,
        organizationId,
        inArray(customer.testClockId, clockIds),
        isNull(customer.deletedAt),
      ),
    )
    .orderBy(asc(customer.createdAt), asc(customer.id));
  for (const row of rows) if (row.clockId && out.has(row.clockId)) out.get(row.clockId)!.push(row.id);
  return out;
}

/** Puts the customer's subscriptions that have not ended on the clock (the caller locked them). */
export async function moveSubscriptionsToClock(
  db: Executor,
  organizationId: string,
  customerId: string,
  clockId: string,
): Promise<void> {
  await db
    .update(subscription)
    .set({ testClockId: clockId })
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.customerId, customerId),
        isNull(subscription.endedAt),
      ),
    );
}

/** Locks the customer's subscriptions that have not ended (lock order: subscriptions before customer). */
export async function lockOpenSubscriptions(
  db: Executor,
  organizationId: string,
  customerId: string,
): Promise<void> {
  await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.customerId, customerId),
        isNull(subscription.endedAt),
      ),
    )
    .orderBy(asc(subscription.id))
    .for("update");
}

export async function setCustomerClock(
  db: Executor,
  organizationId: string,
  customerId: string,
  clockId: string,
): Promise<void> {
  await db
    .update(customer)
    .set({ testClockId: clockId })
    .where(inOrganization(customer, organizationId, eq(customer.id, customerId)));
}
