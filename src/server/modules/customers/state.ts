import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import { iso } from "../../http/v1/params.js";
import { activeGrantsOfCustomer, meterCreditTotalsOfCustomer } from "../benefit-grants/service.js";
import { getBenefits } from "../benefits/service.js";
import { activeSubscriptionsOf } from "../subscriptions/service.js";
import { recordEvent } from "../webhooks/service.js";
import { type CustomerRow, findCustomer } from "./repository.js";
import { serializeCustomer } from "./serialize.js";

/**
 * The customer's active and trialing subscriptions as `CustomerStateSubscription`s (Polar's
 * customer state lists those two statuses; a past_due one drops out until it is paid).
 */
async function activeSubscriptions(ex: Executor, organizationId: string, customerId: string) {
  const rows = await activeSubscriptionsOf(ex, organizationId, customerId);
  return rows
    .filter((row) => row.status === "active" || row.status === "trialing")
    .map((row) => ({
      id: row.id,
      created_at: iso(row.createdAt),
      modified_at: iso(row.modifiedAt),
      custom_field_data: row.customFieldData,
      metadata: row.metadata,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      recurring_interval: row.recurringInterval as "day" | "week" | "month" | "year",
      current_period_start: iso(row.currentPeriodStart),
      current_period_end: iso(row.currentPeriodEnd),
      trial_start: iso(row.trialStart),
      trial_end: iso(row.trialEnd),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      canceled_at: iso(row.canceledAt),
      started_at: iso(row.startedAt),
      ends_at: iso(row.endsAt),
      product_id: row.productId,
      discount_id: row.discountId,
      // Metered prices arrive with the metering issue.
      meters: [] as Record<string, unknown>[],
    }));
}

/** Benefits granted and not revoked, as `CustomerStateBenefitGrant`s (grants of deleted benefits are left out). */
async function grantedBenefits(ex: Executor, organizationId: string, customerId: string) {
  const grants = await activeGrantsOfCustomer(ex, organizationId, customerId);
  if (grants.length === 0) return [];
  const benefits = new Map(
    (await getBenefits({ db: ex }, organizationId, [...new Set(grants.map((g) => g.benefitId))])).map((b) => [
      b.id,
      b,
    ]),
  );
  return grants.flatMap((grant) => {
    const benefit = benefits.get(grant.benefitId);
    if (!benefit || !grant.grantedAt) return [];
    return [
      {
        id: grant.id,
        created_at: iso(grant.createdAt),
        modified_at: iso(grant.modifiedAt),
        granted_at: iso(grant.grantedAt),
        benefit_id: grant.benefitId,
        benefit_type: benefit.type,
        benefit_metadata: benefit.metadata,
        properties: grant.properties,
      },
    ];
  });
}

/**
 * Meter balances as `CustomerStateMeter`s: credited units are the meter_credit rows' sum; nothing
 * is consumed until usage ingestion exists (metering issue), so the balance is what was credited.
 */
async function activeMeters(ex: Executor, organizationId: string, customerId: string) {
  const totals = await meterCreditTotalsOfCustomer(ex, organizationId, customerId);
  return totals.map((t) => {
    const consumed = 0;
    return {
      id: t.firstId,
      created_at: iso(t.firstAt),
      modified_at: t.lastAt.getTime() === t.firstAt.getTime() ? null : iso(t.lastAt),
      meter_id: t.meterId,
      consumed_units: consumed,
      credited_units: t.units,
      balance: t.units - consumed,
    };
  });
}

/** The customer as Polar's wire `CustomerState`: the customer plus subscriptions, benefits and meters. */
export async function serializeCustomerState(ex: Executor, row: CustomerRow) {
  // One query after the other: inside a transaction they share one connection anyway.
  return {
    ...serializeCustomer(row),
    active_subscriptions: await activeSubscriptions(ex, row.organizationId, row.id),
    granted_benefits: await grantedBenefits(ex, row.organizationId, row.id),
    active_meters: await activeMeters(ex, row.organizationId, row.id),
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
