import type { z } from "@hono/zod-openapi";
import type { Executor } from "../../db/types.js";
import type { SubscriptionHead } from "./schemas.js";

/** An order's `subscription` (Polar's `OrderSubscription`): the subscription's own fields. */
export type OrderSubscriptionWire = z.infer<typeof SubscriptionHead>;

/**
 * The port through which orders embed their subscriptions: subscriptions depends on orders, so
 * orders declares what it needs and `wirePorts` (src/server/ports.ts) plugs in subscriptions'
 * service. Answers the organization's subscriptions among `ids` (missing ids are absent).
 */
export type SubscriptionHeadsOf = (
  ex: Executor,
  organizationId: string,
  ids: string[],
) => Promise<OrderSubscriptionWire[]>;

let port: SubscriptionHeadsOf | null = null;

export function setSubscriptionHeadsOf(impl: SubscriptionHeadsOf): void {
  port = impl;
}

export function subscriptionHeadsOf(
  ex: Executor,
  organizationId: string,
  ids: string[],
): Promise<OrderSubscriptionWire[]> {
  if (!port) {
    throw new Error("orders: the subscription heads port is not wired (wirePorts in src/server/ports.ts)");
  }
  return port(ex, organizationId, ids);
}
