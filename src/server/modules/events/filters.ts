import type { Executor } from "../../db/types.js";
import { RequestValidationError } from "../../http/errors.js";
import { customerIdsByExternalIds, loadCustomersById } from "../customers/service.js";
import { meterLookup } from "./meter-port.js";
import type { MeterFilter } from "./meter-sql.js";
import type { EventFilters } from "./repository.js";

/** List filters as the routes parse them; customers are resolved to ids and external ids here. */
export interface EventListInput {
  organizationIds?: string[] | undefined;
  customerIds?: string[] | undefined;
  externalCustomerIds?: string[] | undefined;
  names?: string[] | undefined;
  sources?: string[] | undefined;
  start?: string | undefined;
  end?: string | undefined;
  query?: string | undefined;
  metadata?: Record<string, string[]> | undefined;
  filter?: MeterFilter | undefined;
  meterId?: string | undefined;
  parentId?: string | undefined;
  depth?: number | undefined;
}

/**
 * Repository filters from list input: a customer id matches events naming it and events sent
 * with its external id; an external customer id matches events sent with it and events of the
 * customer holding it. Null when the filter cannot match anything.
 */
export async function resolveFilters(
  ex: Executor,
  organizationId: string,
  input: EventListInput,
): Promise<EventFilters | null> {
  if (input.organizationIds?.length && !input.organizationIds.includes(organizationId)) return null;
  const filters: EventFilters = {
    names: input.names,
    sources: input.sources,
    start: input.start ? new Date(input.start) : undefined,
    end: input.end ? new Date(input.end) : undefined,
    query: input.query,
    metadata: input.metadata,
    filter: input.filter,
    parentId: input.parentId,
    depth: input.depth,
  };
  if (input.meterId) {
    const meter = await meterLookup()(ex, organizationId, input.meterId);
    if (!meter) {
      throw new RequestValidationError([
        { loc: ["query", "meter_id"], msg: "Meter not found.", input: input.meterId },
      ]);
    }
    filters.meter = meter;
  }
  if (input.customerIds?.length) {
    const customers = await loadCustomersById(ex, organizationId, input.customerIds);
    filters.customers = {
      customerIds: input.customerIds,
      externalIds: [...customers.values()].flatMap((c) => (c.external_id ? [c.external_id] : [])),
    };
  }
  if (input.externalCustomerIds?.length) {
    filters.externalCustomers = {
      customerIds: await customerIdsByExternalIds(ex, organizationId, input.externalCustomerIds),
      externalIds: input.externalCustomerIds,
    };
  }
  return filters;
}
