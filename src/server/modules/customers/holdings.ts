import type { z } from "@hono/zod-openapi";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import type { CustomerStateBenefitGrant, CustomerStateMeter } from "./schemas.js";

/** A subscription in the customer's state (Polar's `CustomerStateSubscription`). */
export interface CustomerStateSubscription {
  id: string;
  created_at: string;
  modified_at: string | null;
  custom_field_data: Record<string, unknown>;
  metadata: Record<string, string | number | boolean>;
  status: string;
  amount: number;
  currency: string;
  recurring_interval: "day" | "week" | "month" | "year";
  current_period_start: string;
  current_period_end: string;
  trial_start: string | null;
  trial_end: string | null;
  cancel_at_period_end: boolean;
  canceled_at: string | null;
  started_at: string | null;
  ends_at: string | null;
  product_id: string;
  discount_id: string | null;
  meters: Record<string, unknown>[];
}

/**
 * The port to what a customer holds in the modules above customers (subscriptions, benefit
 * grants, meter credits): the customer's state shows it, the list's `active` filter asks about it
 * and deletion ends it. Those modules depend on customers, so customers declares what it needs
 * and `wirePorts` (src/server/ports.ts) plugs in their services. Every function works in the
 * executor (transaction) it is given.
 */
export interface CustomerHoldings {
  /*
   * The three parts of customers' states, each for any number of customers in a fixed number of
   * statements, by customer id (a customer holding none is absent from the map).
   */
  /** The customers' active and trialing subscriptions (a past_due one drops out until it is paid). */
  activeSubscriptions: (
    ex: Executor,
    organizationId: string,
    customerIds: string[],
  ) => Promise<Map<string, CustomerStateSubscription[]>>;
  /** Benefits granted and not revoked (grants of deleted benefits are left out). */
  grantedBenefits: (
    ex: Executor,
    organizationId: string,
    customerIds: string[],
  ) => Promise<Map<string, z.infer<typeof CustomerStateBenefitGrant>[]>>;
  /** The customers' meter balances. */
  activeMeters: (
    ex: Executor,
    organizationId: string,
    customerIds: string[],
  ) => Promise<Map<string, z.infer<typeof CustomerStateMeter>[]>>;
  /** SQL condition of a customers query: the customer (its id column) has a trialing, active or past_due subscription. */
  hasActiveSubscription: (customerId: SQLWrapper) => SQL;
  /**
   * Ends the customer's live subscriptions now, in `ctx.db`'s transaction; resolves to the step
   * that records their events, called once the customer is locked.
   */
  endSubscriptions: (
    ctx: { db: Executor; config: Pick<AppContext["config"], "baseUrl"> },
    now: Date,
    organizationId: string,
    customerId: string,
  ) => Promise<() => Promise<void>>;
  /** Revokes every grant of the customer in the caller's transaction (jobs do the work). */
  revokeGrants: (tx: Executor, now: Date, organizationId: string, customerId: string) => Promise<void>;
}

let port: CustomerHoldings | null = null;

export function setCustomerHoldings(impl: CustomerHoldings): void {
  port = impl;
}

/** The wired port; throws when `wirePorts` has not run (a customer's state is never guessed). */
export function customerHoldings(): CustomerHoldings {
  if (!port) throw new Error("customers: the holdings port is not wired (wirePorts in src/server/ports.ts)");
  return port;
}
