import { type Column, inArray, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "./rows.js";
import { sqlStateOf } from "./sql-state.js";
import { inOrganization } from "./tenant.js";
import type { Executor } from "./types.js";

/**
 * A per-organization count kept as delta rows (`customer_count`, `order_count`,
 * `subscription_count`): triggers on the counted table add one row per organization (and status)
 * a statement changed, so writers only insert and never wait on each other; the count is the sum
 * of the organization's rows. The module that owns the counted table owns its counter table and
 * calls these helpers from its repository.
 */
export type DeltaCounterTable = PgTable & {
  id: Column;
  organizationId: Column;
  delta: Column;
  status?: Column;
};

/** A read that summed more delta rows than this folds them into one row per key (`compactDeltaCounter`). */
export const COMPACT_AFTER_ROWS = 32;

/**
 * The organization's count (of the given statuses, or all): exact, whatever is committed when the
 * statement runs. `rows` is how many delta rows it summed.
 */
export async function readDeltaCounter(
  db: Executor,
  table: DeltaCounterTable,
  organizationId: string,
  statuses?: readonly string[] | null,
): Promise<{ total: number; rows: number }> {
  const [row] = rowsOf<{ total: string | number | null; rows: string | number }>(
    await db.execute(
      sql`select sum(${table.delta}) as total, count(*) as rows from ${table} where ${counterWhere(table, organizationId, statuses)}`,
    ),
  );
  return { total: Number(row?.total ?? 0), rows: Number(row?.rows ?? 0) };
}

function counterWhere(table: DeltaCounterTable, organizationId: string, statuses?: readonly string[] | null) {
  return inOrganization(
    table,
    organizationId,
    statuses && table.status ? inArray(table.status, [...statuses]) : undefined,
  );
}

/**
 * SQL: `readDeltaCounter` as a json `{ total, rows }` scalar subquery, for a list's page statement
 * to carry its count (no statement of its own); pass what it read to `settleDeltaCounter`.
 */
export function deltaCounterSql(
  table: DeltaCounterTable,
  organizationId: string,
  statuses?: readonly string[] | null,
): SQL<{ total: number | string | null; rows: number | string }> {
  return sql`(select json_build_object('total', sum(${table.delta}), 'rows', count(*)) from ${table} where ${counterWhere(table, organizationId, statuses)})`;
}

/**
 * Replaces the organization's delta rows by one row per key (organization and status) holding
 * their sum, in one statement: a reader sees either the rows before or the row after, never
 * both. Rows another transaction inserts meanwhile (not yet visible) or another compaction holds
 * (skipped, `SKIP LOCKED`) stay as they are and are summed later, so no delta is lost or counted
 * twice.
 */
export async function compactDeltaCounter(
  db: Executor,
  table: DeltaCounterTable,
  organizationId: string,
): Promise<void> {
  const keys: SQL[] = [sql`${sql.identifier(table.organizationId.name)}`];
  if (table.status) keys.push(sql`${sql.identifier(table.status.name)}`);
  const keyList = sql.join(keys, sql`, `);
  const delta = sql.identifier(table.delta.name);
  await db.execute(sql`
    with gone as (
      delete from ${table} where ${sql.identifier(table.id.name)} in (
        select ${table.id} from ${table} where ${inOrganization(table, organizationId)} for update skip locked
      ) returning ${keyList}, ${delta}
    )
    insert into ${table} (${keyList}, ${delta})
    select ${keyList}, sum(${delta}) from gone group by ${keyList} having sum(${delta}) <> 0`);
}

/** `readDeltaCounter`, folding the rows first when the read summed more than `COMPACT_AFTER_ROWS`. */
export async function countFromDeltas(
  db: Executor,
  table: DeltaCounterTable,
  organizationId: string,
  statuses?: readonly string[] | null,
): Promise<number> {
  const read = await readDeltaCounter(db, table, organizationId, statuses);
  return settleDeltaCounter(db, table, organizationId, read);
}

/**
 * The count a `deltaCounterSql` (or `readDeltaCounter`) read, after folding the organization's
 * rows when the read summed more than `COMPACT_AFTER_ROWS`.
 */
export async function settleDeltaCounter(
  db: Executor,
  table: DeltaCounterTable,
  organizationId: string,
  read: { total: number | string | null; rows: number | string },
): Promise<number> {
  if (Number(read.rows) > COMPACT_AFTER_ROWS) {
    // On a read-only connection (a replica) the rows stay as they are: the sum is exact anyway.
    await compactDeltaCounter(db, table, organizationId).catch((error: unknown) => {
      if (sqlStateOf(error) !== READ_ONLY_SQL_TRANSACTION) throw error;
    });
  }
  return Number(read.total ?? 0);
}

const READ_ONLY_SQL_TRANSACTION = "25006";
