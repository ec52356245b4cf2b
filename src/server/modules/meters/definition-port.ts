import type { Executor } from "../../db/types.js";
import type { MeterAggregation, MeterFilter } from "./repository.js";

/**
 * The port to customer meters (a module above meters): called in the update's transaction when
 * a meter's filter or aggregation changed, so the customers' running totals follow the new
 * definition. `wirePorts` (src/server/ports.ts) plugs in the customer-meters service.
 */
export type MeterDefinitionChanged = (
  tx: Executor,
  now: Date,
  organizationId: string,
  meter: { id: string; filter: MeterFilter; aggregation: MeterAggregation },
) => Promise<void>;

let port: MeterDefinitionChanged | null = null;

export function setMeterDefinitionChanged(impl: MeterDefinitionChanged): void {
  port = impl;
}

/** The wired port; throws when `wirePorts` has not run (totals are never left stale silently). */
export function meterDefinitionChanged(): MeterDefinitionChanged {
  if (!port) throw new Error("meters: the definition port is not wired (wirePorts in src/server/ports.ts)");
  return port;
}
