import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { recordEvent } from "../webhooks/service.js";
import { customerHoldings } from "./holdings.js";
import { type CustomerRow, findCustomer } from "./repository.js";
import { serializeCustomer } from "./serialize.js";

/** The customer as Polar's wire `CustomerState`: the customer plus subscriptions, benefits and meters. */
export async function serializeCustomerState(ex: Executor, row: CustomerRow) {
  const holdings = customerHoldings();
  // One query after the other: inside a transaction they share one connection anyway.
  return {
    ...serializeCustomer(row),
    active_subscriptions: await holdings.activeSubscriptions(ex, row.organizationId, row.id),
    granted_benefits: await holdings.grantedBenefits(ex, row.organizationId, row.id),
    active_meters: await holdings.activeMeters(ex, row.organizationId, row.id),
  };
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
