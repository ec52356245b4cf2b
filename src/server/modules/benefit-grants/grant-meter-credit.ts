import { uuidv7 } from "../../lib/ids.js";
import { insertMeterCredit } from "./repository.js";
import type { GrantStrategy } from "./strategy.js";

interface MeterCreditProperties {
  units: number;
  rollover: boolean;
  meter_id: string;
}

/**
 * meter_credit: a credit of `units` to the customer's meter on each grant, and a negative credit
 * of the units last credited on revoke (Polar's rule). Balances are computed from these rows.
 */
export const meterCreditStrategy: GrantStrategy = {
  async grantLocal(tx, now, { grant, benefit }) {
    const p = benefit.properties as unknown as MeterCreditProperties;
    await insertMeterCredit(tx, {
      id: uuidv7(),
      organizationId: grant.organizationId,
      customerId: grant.customerId,
      meterId: p.meter_id,
      grantId: grant.id,
      units: p.units,
      rollover: p.rollover,
      createdAt: now,
    });
    return {
      last_credited_meter_id: p.meter_id,
      last_credited_units: p.units,
      last_credited_at: now.toISOString(),
    };
  },
  async revokeLocal(tx, now, { grant }) {
    const p = grant.properties as { last_credited_meter_id?: string; last_credited_units?: number };
    if (p.last_credited_meter_id && p.last_credited_units) {
      await insertMeterCredit(tx, {
        id: uuidv7(),
        organizationId: grant.organizationId,
        customerId: grant.customerId,
        meterId: p.last_credited_meter_id,
        grantId: grant.id,
        units: -p.last_credited_units,
        rollover: false,
        createdAt: now,
      });
    }
    return grant.properties;
  },
};
