import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { recordEvent } from "../webhooks/service.js";
import { customerHoldings } from "./holdings.js";
import { type CustomerRow, findCustomer } from "./repository.js";
import { serializeCustomer } from "./serialize.js";

/** The customer as Polar's wire `CustomerState`: the customer plus subscriptions, benefits and meters. */
export async function serializeCustomerState(ex: Executor, row: CustomerRow) {
  const [state] = await serializeCustomerStates(ex, row.organizationId, [row]);
  return state!;
}

/**
 * `serializeCustomerState` for customers of one organization, in the order given: each part of
 * the state read for all of them at once (four statements however many customers).
 */
export async function serializeCustomerStates(ex: Executor, organizationId: string, rows: CustomerRow[]) {
  const holdings = customerHoldings();
  const ids = rows.map((r) => r.id);
  // One query after the other: inside a transaction they share one connection anyway.
  const subscriptions = await holdings.activeSubscriptions(ex, organizationId, ids);
  const benefits = await holdings.grantedBenefits(ex, organizationId, ids);
  const meters = await holdings.activeMeters(ex, organizationId, ids);
  return rows.map((row) => ({
    ...serializeCustomer(row),
    active_subscriptions: subscriptions.get(row.id) ?? [],
    granted_benefits: benefits.get(row.id) ?? [],
    active_meters: meters.get(row.id) ?? [],
  }));
}

export type CustomerStateWire = Awaited<ReturnType<typeof serializeCustomerState>>;

/**
 * Computes the customer's state and records `customer.state_changed` in the caller's
 * transaction. Deleted customers too (their deletion is a state change).
 */
export async function recordCustomerStateChanged(
  tx: Executor,
  now: Date,
  organizationId: string,
  customerId: string,
): Promise<void> {
  // The customer's lock serializes state computations: a transaction that changed another grant
  // of the customer at the same time commits first, and this one then reads it (READ COMMITTED
  // takes a fresh snapshot per statement), so the last state_changed event is the whole state.
  const row = await findCustomer(tx, organizationId, customerId, { includeDeleted: true, forUpdate: true });
  if (!row) throw new NotFoundError("Customer");
  await recordEvent(tx, now, organizationId, "customer.state_changed", await serializeCustomerState(tx, row));
}
