import { subtractDecimal, truncateDecimal } from "../../../shared/decimal.js";
import type { Executor } from "../../db/types.js";
import { uuidv7 } from "../../lib/ids.js";
import { creditCustomerMeter, type SettledPeriod, settleCustomerMeter } from "../customer-meters/service.js";
import { lockCustomerRow } from "../customers/service.js";
import {
  type BenefitGrantRow,
  findBenefitsAnyState,
  insertMeterCredit,
  lockGrantsToRevoke,
  updateGrant,
} from "./repository.js";
import type { GrantStrategy } from "./strategy.js";

interface MeterCreditProperties {
  units: number;
  rollover: boolean;
  meter_id: string;
}

/** What a meter_credit grant remembers (Polar's `BenefitGrantMeterCreditProperties`, plus the rollover it got). */
interface MeterCreditGrantProperties {
  last_credited_meter_id?: string;
  last_credited_units?: number;
  last_credited_at?: string;
  /** Unused units of the ended period this grant's rollover credited again at the last cycle. */
  last_rollover_units?: number;
}

/**
 * The one way units are credited to (or, negative, taken back from) a customer's meter: the
 * running balance of the period (`customer_meter.credited_units`, what bills and balances read)
 * and a `meter_credit` ledger row explaining it (which grant, how many, whether it rolls over),
 * written together in the caller's transaction so they cannot disagree.
 */
async function creditMeter(
  tx: Executor,
  now: Date,
  grant: BenefitGrantRow,
  meterId: string,
  units: number,
  rollover: boolean,
): Promise<void> {
  // Lock order: grant → customer → meter row, as renewals (subscription → grants → customer → meters).
  await lockCustomerRow(tx, grant.organizationId, grant.customerId);
  await insertMeterCredit(tx, {
    id: uuidv7(),
    organizationId: grant.organizationId,
    customerId: grant.customerId,
    meterId,
    grantId: grant.id,
    units,
    rollover,
    createdAt: now,
  });
  await creditCustomerMeter(
    tx,
    now,
    grant.organizationId,
    { customerId: grant.customerId, meterId },
    String(units),
    { rollover },
  );
}

/**
 * meter_credit: credits `units` to the customer's meter on grant and on each cycle of its
 * subscription (`cycleMeterCredits`), and takes back the units last credited on revoke (Polar's
 * rule; the meter's credited units never go below zero).
 */
export const meterCreditStrategy: GrantStrategy = {
  async grantLocal(tx, now, { grant, benefit }) {
    const p = benefit.properties as unknown as MeterCreditProperties;
    await creditMeter(tx, now, grant, p.meter_id, p.units, p.rollover);
    return {
      last_credited_meter_id: p.meter_id,
      last_credited_units: p.units,
      last_credited_at: now.toISOString(),
      last_rollover_units: 0,
    } satisfies MeterCreditGrantProperties;
  },
  async revokeLocal(tx, now, { grant }) {
    const p = grant.properties as MeterCreditGrantProperties;
    if (p.last_credited_meter_id && p.last_credited_units) {
      await creditMeter(tx, now, grant, p.last_credited_meter_id, -p.last_credited_units, false);
    }
    return grant.properties;
  },
};

/**
 * The meter_credit part of a subscription's renewal, in its transaction (Polar's benefit cycle
 * after the meters' reset). `periods` are the meters the renewal closed (its metered prices);
 * a credited meter it did not close is closed here (its usage is not billed), as Polar's
 * benefit cycle resets a meter the billing did not reset. For each closed meter, the unused
 * credit of the ended period is credited again when rollover grants credited it — Polar's
 * `max(0, min(trunc(credited − consumed), credited by rollover grants))` — then every active
 * grant credits its `units` for the new period.
 */
export async function cycleMeterCredits(
  tx: Executor,
  now: Date,
  input: {
    organizationId: string;
    customerId: string;
    subscriptionId: string;
    periods: ReadonlyMap<string, SettledPeriod>;
  },
): Promise<void> {
  const locked = await lockGrantsToRevoke(tx, input.organizationId, { subscriptionId: input.subscriptionId });
  const active = locked.filter((g) => g.grantedAt !== null && g.revokedAt === null);
  const benefits = new Map(
    (
      await findBenefitsAnyState(
        tx,
        input.organizationId,
        active.map((g) => g.benefitId),
      )
    ).map((b) => [b.id, b]),
  );
  const grants = active.flatMap((grant) => {
    const benefit = benefits.get(grant.benefitId);
    if (benefit?.type !== "meter_credit") return [];
    return [{ grant, props: benefit.properties as unknown as MeterCreditProperties }];
  });
  if (grants.length === 0) return;

  const periods = new Map(input.periods);
  for (const { props } of grants) {
    if (periods.has(props.meter_id)) continue;
    const key = { customerId: input.customerId, meterId: props.meter_id };
    periods.set(props.meter_id, await settleCustomerMeter(tx, now, input.organizationId, key));
  }

  const rolledOver = new Map<string, number>();
  for (const [meterId, period] of periods) {
    const rolling = grants.filter((g) => g.props.rollover && g.props.meter_id === meterId);
    if (rolling.length === 0) continue;
    const creditedByRollover = rolling.reduce((sum, { grant }) => {
      const p = grant.properties as MeterCreditGrantProperties;
      if (p.last_credited_meter_id !== meterId) return sum;
      return sum + (p.last_credited_units ?? 0) + (p.last_rollover_units ?? 0);
    }, 0);
    const unused = truncateDecimal(subtractDecimal(period.creditedUnits, period.consumedUnits));
    const units = Math.max(0, Math.min(Number(unused), creditedByRollover));
    if (units === 0) continue;
    const carrier = rolling[0]!.grant;
    await creditMeter(tx, now, carrier, meterId, units, true);
    rolledOver.set(carrier.id, units);
  }

  for (const { grant, props } of grants) {
    await creditMeter(tx, now, grant, props.meter_id, props.units, props.rollover);
    const properties: MeterCreditGrantProperties = {
      last_credited_meter_id: props.meter_id,
      last_credited_units: props.units,
      last_credited_at: now.toISOString(),
      last_rollover_units: rolledOver.get(grant.id) ?? 0,
    };
    await updateGrant(tx, grant.organizationId, grant.id, {
      properties: { ...grant.properties, ...properties },
      modifiedAt: now,
    });
  }
}
