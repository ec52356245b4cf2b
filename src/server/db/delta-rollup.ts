import { type Column, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf } from "./rows.js";
import { inOrganization } from "./tenant.js";
import type { Executor } from "./types.js";

/**
 * An hourly rollup kept as delta rows (`order_metric_rollup`, `checkout_metric_rollup`,
 * `subscription_metric_rollup`): triggers on the summarized table append rows (`compacted`
 * false), and compaction folds them into one compacted row per key and hour. The module that
 * owns the summarized table owns its rollup table and calls these helpers from its repository.
 */
export type HourlyRollupTable = PgTable & {
  organizationId: Column;
  hour: Column;
  compacted: Column;
};

/** Organizations whose rollup has rows not yet compacted (a maintenance read across tenants). */
export async function organizationsWithRollupDeltas(
  db: Executor,
  table: HourlyRollupTable,
): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct ${table.organizationId} as organization_id from ${table} where not ${table.compacted}`,
  );
  return rowsOf<{ organization_id: string }>(result).map((r) => r.organization_id);
}

/**
 * Folds the organization's rollup rows into one compacted row per key (`keys`, besides the
 * organization and the hour) and hour, summing `sums`, for the hours that have deltas, in one
 * statement: it deletes the rows its snapshot sees and inserts their sums. A delta committed
 * meanwhile is not in the snapshot, so it is neither deleted nor summed and stays for the next
 * run; a concurrent compaction skips the rows this one deleted. Returns the number of rows folded.
 */
export async function compactHourlyRollup(
  db: Executor,
  table: HourlyRollupTable,
  organizationId: string,
  keys: Column[],
  sums: Column[],
): Promise<number> {
  const name = (c: Column): SQL => sql`${sql.identifier(c.name)}`;
  const list = (cols: SQL[]) => sql.join(cols, sql`, `);
  const keyNames = [table.organizationId, ...keys, table.hour].map(name);
  const sumNames = sums.map(name);
  const result = await db.execute(sql`
    with hours as (
      select distinct ${table.hour} as hour from ${table}
      where ${inOrganization(table, organizationId, sql`not ${table.compacted}`)}
    ), moved as (
      delete from ${table} where ${inOrganization(table, organizationId, sql`${table.hour} in (select hour from hours)`)}
      returning ${list([...keyNames, ...sumNames])}
    ), folded as (
      insert into ${table} (${list([...keyNames, ...sumNames])}, ${name(table.compacted)})
      select ${list(keyNames)}, ${list(sumNames.map((s) => sql`sum(${s})`))}, true
      from moved group by ${list(keyNames)}
      having ${sql.join(
        sumNames.map((s) => sql`sum(${s}) <> 0`),
        sql` or `,
      )}
    )
    select count(*)::int as n from moved`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
