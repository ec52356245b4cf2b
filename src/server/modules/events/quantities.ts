import type { AppContext } from "../../context.js";
import { RequestValidationError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { customerIdsByExternalIds, loadCustomersById } from "../customers/service.js";
import type { MeterAggregation, MeterFilter } from "./meter-sql.js";
import { type AggregationFunc, meterQuantities, type QuantityInterval } from "./quantities-repository.js";
import type { EventCustomerFilter } from "./repository.js";

export type { AggregationFunc, QuantityInterval } from "./quantities-repository.js";

export interface MeterQuantitiesInput {
  meter: { filter: MeterFilter; aggregation: MeterAggregation };
  start: Date;
  end: Date;
  interval: QuantityInterval;
  timezone: string;
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  metadata?: Record<string, string[]> | undefined;
  customerAggregation?: AggregationFunc | undefined;
}

/** Whether the runtime's time zone database knows `name` (an IANA zone such as `Europe/Paris`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function badTimezone(timezone: string): RequestValidationError {
  return new RequestValidationError([
    {
      loc: ["query", "timezone"],
      msg: "must be an IANA time zone name, such as Europe/Paris",
      input: timezone,
    },
  ]);
}

/** Whether PostgreSQL refused the time zone name (`invalid_parameter_value`). */
function isUnknownZone(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
  const code = e.code ?? e.cause?.code;
  const message = e.message ?? e.cause?.message ?? "";
  return code === "22023" && /time zone/i.test(message);
}

/**
 * Customers named by id match the events sent for them and those sent with their external id;
 * an external id matches events sent with it and those of the customer holding it (as the list).
 */
async function customerFilter(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  input: MeterQuantitiesInput,
): Promise<EventCustomerFilter | undefined> {
  if (!input.customerIds?.length && !input.externalCustomerIds?.length) return undefined;
  const customerIds = [...(input.customerIds ?? [])];
  const externalIds = [...(input.externalCustomerIds ?? [])];
  if (customerIds.length) {
    const customers = await loadCustomersById(ctx.db, organizationId, customerIds);
    for (const c of customers.values()) if (c.external_id) externalIds.push(c.external_id);
  }
  if (input.externalCustomerIds?.length) {
    customerIds.push(...(await customerIdsByExternalIds(ctx.db, organizationId, input.externalCustomerIds)));
  }
  return { customerIds, externalIds };
}

/**
 * A meter's quantities per bucket (Polar's `MeterQuantities`), computed by PostgreSQL over the
 * events' timestamps. An unknown time zone is a 422 on `timezone`.
 */
export async function meterQuantitiesOf(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  input: MeterQuantitiesInput,
) {
  if (!isTimeZone(input.timezone)) throw badTimezone(input.timezone);
  const customers = await customerFilter(ctx, organizationId, input);
  const result = await ctx.db
    .transaction((tx) =>
      meterQuantities(tx, organizationId, {
        filter: input.meter.filter,
        aggregation: input.meter.aggregation,
        start: input.start,
        end: input.end,
        interval: input.interval,
        timezone: input.timezone,
        customers,
        metadata: input.metadata,
        customerAggregation: input.customerAggregation,
      }),
    )
    .catch((error: unknown) => {
      throw isUnknownZone(error) ? badTimezone(input.timezone) : error;
    });
  return {
    quantities: result.buckets.map((b) => ({ timestamp: iso(b.timestamp), quantity: Number(b.quantity) })),
    total: Number(result.total),
  };
}
