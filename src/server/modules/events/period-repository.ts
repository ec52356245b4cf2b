import { type SQL, sql } from "drizzle-orm";
import { event, eventMeterPending } from "../../db/schema/events.js";
import type { MeterDefinition } from "./meter-repository.js";
import { meterFilterSql, meterUniqueSql, meterValueSql } from "./meter-sql.js";

/*
 * SQL for the customer-meters module's recomputation of a meter's rows (a changed definition):
 * relations over the events each row's period counted, built here because they read the event
 * tables. `periods` names the caller's relation with columns `customer_id` and `period_start`.
 * Events count in a period when ingested at or after its start; events still in pending batches
 * are left out (the batch job counts them under the new definition).
 */

/** The user events of each period that the meter's filter matches, with their value. */
function periodEvents(organizationId: string, meter: MeterDefinition, periods: SQL): SQL {
  return sql`
    select e.customer_id, e.ingested_at, ${meterValueSql(meter.aggregation)} as value,
      ${meterUniqueSql(meter.aggregation)} as unique_value
    from ${periods} p
    join ${event} e on e.organization_id = ${organizationId} and e.customer_id = p.customer_id
      and e.ingested_at >= p.period_start
    where e.source = 'user' and ${meterFilterSql(meter.filter)}
      and not exists (select 1 from ${eventMeterPending} q
        where q.organization_id = ${organizationId} and e.id = any(q.event_ids))`;
}

/** Partial aggregates per customer: customer_id, event_count, value_count, value_sum, value_min, value_max, last_event_at. */
export function periodPartialsSql(organizationId: string, meter: MeterDefinition, periods: SQL): SQL {
  return sql`
    select customer_id, count(*)::bigint as event_count, count(value)::bigint as value_count,
      coalesce(sum(value), 0) as value_sum, min(value) as value_min, max(value) as value_max,
      max(ingested_at) as last_event_at
    from (${periodEvents(organizationId, meter, periods)}) m
    group by customer_id`;
}

/** Distinct values of a `unique` meter per customer: customer_id, value. */
export function periodUniqueValuesSql(organizationId: string, meter: MeterDefinition, periods: SQL): SQL {
  return sql`
    select distinct customer_id, unique_value as value
    from (${periodEvents(organizationId, meter, periods)}) m
    where unique_value is not null`;
}
