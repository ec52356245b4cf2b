import { type SQL, sql } from "drizzle-orm";
import { rowsOf } from "../../db/rows.js";
import { customerMeter, customerMeterUniqueValue } from "../../db/schema/customer-meters.js";
import type { Executor } from "../../db/types.js";

/** Builders of the events' SQL over a relation of periods (`customer_id`, `period_start`). */
export interface PeriodSql {
  partials: (periods: SQL) => SQL;
  uniqueValues: (periods: SQL) => SQL;
}

/**
 * Recomputes every row of the meter from the events of its current period, in three statements:
 * the partial aggregates, the unique values (replaced), and their count. `consumed_units` is
 * refreshed by the caller. Returns the customers whose rows were recomputed.
 */
export async function recomputeMeterRows(
  tx: Executor,
  organizationId: string,
  meterId: string,
  periodSql: PeriodSql,
  now: Date,
): Promise<{ ids: string[]; customerIds: string[] }> {
  const periods = sql`(select ${customerMeter.customerId} as customer_id, ${customerMeter.periodStart} as period_start
    from ${customerMeter} where ${customerMeter.organizationId} = ${organizationId} and ${customerMeter.meterId} = ${meterId})`;
  const updated = await tx.execute(sql`
    with agg as (${periodSql.partials(periods)})
    update ${customerMeter} c set
      event_count = coalesce(a.event_count, 0), value_count = coalesce(a.value_count, 0),
      value_sum = coalesce(a.value_sum, 0), value_min = a.value_min, value_max = a.value_max,
      last_event_at = coalesce(a.last_event_at, c.last_event_at), modified_at = ${now.toISOString()}::timestamptz
    from ${customerMeter} r left join agg a on a.customer_id = r.customer_id
    where r.organization_id = ${organizationId} and r.meter_id = ${meterId} and c.id = r.id
    returning c.id, c.customer_id`);
  await tx.execute(sql`
    delete from ${customerMeterUniqueValue} u using ${customerMeter} r
    where u.organization_id = ${organizationId} and r.organization_id = ${organizationId}
      and r.meter_id = ${meterId} and u.customer_meter_id = r.id`);
  await tx.execute(sql`
    insert into ${customerMeterUniqueValue} (customer_meter_id, organization_id, value)
    select r.id, ${organizationId}, v.value
    from (${periodSql.uniqueValues(periods)}) v
    join ${customerMeter} r on r.organization_id = ${organizationId} and r.meter_id = ${meterId}
      and r.customer_id = v.customer_id
    on conflict do nothing`);
  await tx.execute(sql`
    update ${customerMeter} c set unique_count = (
      select count(*) from ${customerMeterUniqueValue} u
      where u.organization_id = ${organizationId} and u.customer_meter_id = c.id)
    where c.organization_id = ${organizationId} and c.meter_id = ${meterId}`);
  const rows = rowsOf<{ id: string; customer_id: string }>(updated);
  return { ids: rows.map((r) => r.id), customerIds: rows.map((r) => r.customer_id) };
}
