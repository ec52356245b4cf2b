import type { z } from "@hono/zod-openapi";
import type { Executor } from "../../db/types.js";
import { iso } from "../../http/v1/params.js";
import { findCustomerMetersOf } from "../customer-meters/service.js";
import { getMeter, type MeterRow, serializeMeter } from "../meters/service.js";
import type { ProductPriceWire } from "../products/service.js";
import { meteredBill } from "./renewal/usage.js";
import type { SubscriptionRow } from "./repository.js";
import type { SubscriptionMeter } from "./schemas.js";

export type SubscriptionMeterWire = z.infer<typeof SubscriptionMeter>;

type MeteredPriceWire = Extract<ProductPriceWire, { amount_type: "metered_unit" }>;

/**
 * Each subscription's `meters` (Polar's `SubscriptionMeter`): for every meter of its metered
 * prices, the customer's consumed and credited units in the current period and what they would
 * bill now (the renewal's computation). One query for the whole page's customer meters.
 */
export async function loadSubscriptionMeters(
  ex: Executor,
  organizationId: string,
  rows: SubscriptionRow[],
  prices: ReadonlyMap<string, ProductPriceWire>,
  knownMeters: ReadonlyMap<string, MeterRow>,
): Promise<Map<string, SubscriptionMeterWire[]>> {
  const meteredOf = new Map<string, MeteredPriceWire[]>();
  for (const row of rows) {
    const seen = new Set<string>();
    const metered = row.priceIds.flatMap((id) => {
      const price = prices.get(id);
      if (price?.amount_type !== "metered_unit" || seen.has(price.meter_id)) return [];
      seen.add(price.meter_id);
      return [price];
    });
    meteredOf.set(row.id, metered);
  }
  const meterIds = [...new Set([...meteredOf.values()].flat().map((p) => p.meter_id))];
  const result = new Map<string, SubscriptionMeterWire[]>(rows.map((r) => [r.id, []]));
  if (meterIds.length === 0) return result;
  const meters = new Map(knownMeters);
  for (const id of meterIds) {
    if (meters.has(id)) continue;
    const meter = await getMeter({ db: ex }, organizationId, id);
    if (meter) meters.set(id, meter);
  }
  const customerMeters = await findCustomerMetersOf(
    ex,
    organizationId,
    [...new Set(rows.map((r) => r.customerId))],
    meterIds,
  );
  const byKey = new Map(customerMeters.map((m) => [`${m.customerId}:${m.meterId}`, m]));
  for (const row of rows) {
    const list = result.get(row.id)!;
    for (const price of meteredOf.get(row.id) ?? []) {
      const cm = byKey.get(`${row.customerId}:${price.meter_id}`);
      const meter = meters.get(price.meter_id);
      if (!cm || !meter) continue;
      const bill = meteredBill(
        { unitAmount: price.unit_amount, capAmount: price.cap_amount },
        cm.consumedUnits,
        cm.creditedUnits,
      );
      list.push({
        id: cm.id,
        created_at: iso(cm.createdAt),
        modified_at: iso(cm.modifiedAt),
        consumed_units: Number(cm.consumedUnits),
        credited_units: Math.trunc(Number(cm.creditedUnits)),
        amount: bill.amount,
        meter_id: price.meter_id,
        meter: serializeMeter(meter),
      });
    }
  }
  return result;
}
