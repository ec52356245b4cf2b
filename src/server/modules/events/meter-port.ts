import type { Executor } from "../../db/types.js";
import type { MeterAggregation, MeterFilter } from "./meter-sql.js";

/** What the events list needs of a meter to list the events it counts. */
export interface MeterDefinitionOf {
  filter: MeterFilter;
  aggregation: MeterAggregation;
}

/**
 * The port to the meters module (which depends on events): the organization's meter by id, or
 * null. `wirePorts` (src/server/ports.ts) plugs in the meters service.
 */
export type MeterLookup = (
  ex: Executor,
  organizationId: string,
  id: string,
) => Promise<MeterDefinitionOf | null>;

let port: MeterLookup | null = null;

export function setMeterLookup(impl: MeterLookup): void {
  port = impl;
}

/** The wired port; throws when `wirePorts` has not run. */
export function meterLookup(): MeterLookup {
  if (!port) throw new Error("events: the meter lookup port is not wired (wirePorts in src/server/ports.ts)");
  return port;
}
