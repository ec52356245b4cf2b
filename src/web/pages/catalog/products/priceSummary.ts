import { exponent } from "../../../../shared/money";
import type { Product, ProductPrice } from "../../../api/v1";
import { formatMoney, shiftDecimal } from "../shared/money";

export function describePrice(p: ProductPrice): string {
  // Legacy seat-based prices are not in the document's union but may still be stored.
  if ((p.amount_type as string) === "seat_based") return "Per seat";
  switch (p.amount_type) {
    case "fixed":
      return p.price_amount === 0 ? "Free" : formatMoney(p.price_amount, p.price_currency);
    case "custom":
      return `Pay what you want (min ${formatMoney(p.minimum_amount, p.price_currency)})`;
    case "free":
      return "Free";
    case "metered_unit":
      return `${shiftDecimal(p.unit_amount, -exponent(p.price_currency)) ?? p.unit_amount} ${p.price_currency.toUpperCase()} per unit of ${p.meter?.name ?? "meter"}${p.cap_amount != null ? `, cap ${formatMoney(p.cap_amount, p.price_currency)}` : ""}`;
  }
}

export function intervalLabel(product: Product): string {
  if (!product.is_recurring || !product.recurring_interval) return "one-time";
  const n = product.recurring_interval_count ?? 1;
  return n === 1 ? `every ${product.recurring_interval}` : `every ${n} ${product.recurring_interval}s`;
}

export function pricesSummary(product: Product): string {
  const prices = product.prices.filter((p) => !p.is_archived);
  if (prices.length === 0) return "No price";
  return prices.map(describePrice).join(" + ");
}
