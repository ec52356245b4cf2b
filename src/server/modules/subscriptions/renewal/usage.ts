import { compareDecimal, nonNegativeDecimal, subtractDecimal } from "../../../../shared/decimal.js";
import { formatMoney, formatUnitAmount, meteredAmount } from "../../../../shared/money.js";
import type { Executor } from "../../../db/types.js";
import { type SettledPeriod, settleCustomerMeter } from "../../customer-meters/service.js";
import { lockCustomerRow } from "../../customers/service.js";
import { getMeter } from "../../meters/service.js";
import { getPricesById, type PriceRow } from "../../products/service.js";
import type { SubscriptionRow } from "../repository.js";
import type { GrossLine } from "./amounts.js";

/** A metered price's bill for some usage: Polar's `MeteredLineItem` amount and label. */
export interface MeteredBill {
  /** max(0, consumed − credited), exact. */
  billableUnits: string;
  /** billable units × unit amount, rounded once (half away from zero), capped at `cap_amount`. */
  amount: number;
  capped: boolean;
}

/** What `consumed` units with `credited` units of credit cost on a metered price. */
export function meteredBill(
  price: Pick<PriceRow, "unitAmount" | "capAmount">,
  consumed: string,
  credited: string,
): MeteredBill {
  const billableUnits = nonNegativeDecimal(subtractDecimal(consumed, credited));
  const raw = meteredAmount(billableUnits, price.unitAmount ?? "0");
  const capped = price.capAmount !== null && raw > price.capAmount;
  return { billableUnits, amount: capped ? price.capAmount! : raw, capped };
}

/** "1234567.5" → "1,234,567.5" (en-US grouping of an exact decimal). */
function groupedUnits(units: string): string {
  const [whole, frac] = units.split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return frac ? `${grouped}.${frac}` : grouped;
}

/** Polar's metered item label: "API requests — (1,200 consumed units) × $0.005 — Capped at $5.00". */
export function meteredLabel(meterName: string, price: PriceRow, bill: MeteredBill): string {
  const currency = price.priceCurrency;
  const unit = formatUnitAmount(price.unitAmount ?? "0", currency, "en-US");
  const cap = bill.capped ? ` — Capped at ${formatMoney(price.capAmount!, currency, "en-US")}` : "";
  return `${meterName} — (${groupedUnits(bill.billableUnits)} consumed units) × ${unit}${cap}`;
}

/** The subscription's metered prices, one per meter (the first subscribed on each), archived ones too. */
export async function meteredPricesOf(
  ex: Executor,
  sub: Pick<SubscriptionRow, "organizationId" | "priceIds">,
): Promise<PriceRow[]> {
  const prices = await getPricesById({ db: ex }, sub.organizationId, sub.priceIds);
  const seen = new Set<string>();
  return prices.filter((p) => {
    if (p.amountType !== "metered_unit" || !p.meterId || seen.has(p.meterId)) return false;
    seen.add(p.meterId);
    return true;
  });
}

/** A period's usage closed: the order lines it bills and what each meter's period held. */
export interface SettledUsage {
  lines: GrossLine[];
  /** By meter id: what the closed period consumed and credited. */
  periods: Map<string, SettledPeriod>;
}

/**
 * Closes the customer's period on every meter of the subscription's metered prices, in the
 * caller's transaction (the one that creates the order billing it, so it happens once): each
 * meter is settled (every committed batch counted, then reset at `now`) and, when `bill`, billed
 * in arrears as a line per price — max(0, consumed − credited) × unit amount, rounded once,
 * capped. A period that consumed and credited nothing adds no line (Polar bills the pending
 * entries of a period; there are none). `bill: false` (a trial, a new subscription) discards
 * the usage.
 */
export async function settleUsage(
  tx: Executor,
  now: Date,
  sub: Pick<SubscriptionRow, "organizationId" | "customerId" | "priceIds">,
  opts: { bill: boolean },
): Promise<SettledUsage> {
  const lines: GrossLine[] = [];
  const periods = new Map<string, SettledPeriod>();
  const metered = await meteredPricesOf(tx, sub);
  // Lock order: the customer's row before the meters (customer state is computed under it).
  if (metered.length > 0) await lockCustomerRow(tx, sub.organizationId, sub.customerId);
  for (const price of metered) {
    const meterId = price.meterId!;
    const period = await settleCustomerMeter(tx, now, sub.organizationId, {
      customerId: sub.customerId,
      meterId,
    });
    periods.set(meterId, period);
    if (!opts.bill) continue;
    if (compareDecimal(period.consumedUnits, "0") === 0 && compareDecimal(period.creditedUnits, "0") === 0)
      continue;
    const meter = await getMeter({ db: tx }, sub.organizationId, meterId);
    const bill = meteredBill(price, period.consumedUnits, period.creditedUnits);
    lines.push({
      label: meteredLabel(meter?.name ?? "Usage", price, bill),
      amount: bill.amount,
      proration: false,
      productPriceId: price.id,
    });
  }
  return { lines, periods };
}
