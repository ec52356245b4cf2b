import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/types.js";

/**
 * Catalog reads and DDL for the monthly partitions of `event`. These statements concern the
 * table, not an organization's rows, so they are the one place in the module not scoped by
 * `inOrganization`; nothing here reads or writes an event's data.
 */

type Rows<T> = { rows: T[] };

async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as Rows<T>).rows;
}

/** The name of `event`'s default partition, or null when `event` is not partitioned (or has none). */
export async function eventDefaultPartition(ex: Executor): Promise<string | null> {
  const [row] = await rows<{ name: string | null }>(
    ex,
    sql`select case when p.partdefid = 0 then null else p.partdefid::regclass::text end as name
        from pg_partitioned_table p where p.partrelid = 'event'::regclass`,
  );
  return row?.name ?? null;
}

/** Names of `event`'s partitions (the default one included). */
export async function eventPartitionNames(ex: Executor): Promise<Set<string>> {
  const found = await rows<{ name: string }>(
    ex,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'event'::regclass`,
  );
  return new Set(found.map((r) => r.name));
}

/** Whether the default partition holds any event with `start <= timestamp < end`. */
export async function defaultPartitionHasRows(
  ex: Executor,
  defaultPartition: string,
  start: Date,
  end: Date,
): Promise<boolean> {
  const [row] = await rows<{ found: boolean }>(
    ex,
    sql`select exists (select 1 from ${sql.identifier(defaultPartition)}
        where "timestamp" >= ${start} and "timestamp" < ${end}) as found`,
  );
  return row?.found === true;
}

/**
 * Creates `name` as the partition of `event` for `start <= timestamp < end` (its indexes follow
 * from the parent's). Waits at most `lockTimeoutMs` for the locks it needs (PostgreSQL locks the
 * default partition while it checks that no row there belongs to the new range).
 */
export async function createEventPartition(
  tx: Executor,
  name: string,
  start: Date,
  end: Date,
  lockTimeoutMs: number,
): Promise<void> {
  // DDL takes no bind parameters: the bounds are ISO timestamps made here, never client input.
  const bound = (d: Date) => sql.raw(`'${d.toISOString()}'`);
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`));
  await tx.execute(
    sql`create table ${sql.identifier(name)} partition of event
        for values from (${bound(start)}) to (${bound(end)})`,
  );
}
