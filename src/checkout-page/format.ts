import { formatMoney, formatUnitAmount } from "./money";
import type { CheckoutProduct, ProductPrice, RecurringInterval } from "./types";

const ADVERB: Record<RecurringInterval, string> = {
  day: "daily",
  week: "weekly",
  month: "monthly",
  year: "yearly",
};

/** "/ month", "/ 3 months", or "" for a one-time purchase. */
export function intervalSuffix(
  interval: RecurringInterval | null | undefined,
  count?: number | null,
): string {
  if (!interval) return "";
  const n = count ?? 1;
  return n === 1 ? `/ ${interval}` : `/ ${n} ${interval}s`;
}

/** "Billed monthly", "Billed every 3 months", "One-time purchase". */
export function billingLabel(product: CheckoutProduct, price?: ProductPrice | null): string {
  const interval = price?.recurring_interval ?? product.recurring_interval;
  if (!interval) return "One-time purchase";
  const n = product.recurring_interval_count ?? 1;
  return n === 1 ? `Billed ${ADVERB[interval]}` : `Billed every ${n} ${interval}s`;
}

/** The price as a shopper reads it: "$19.99", "Pay what you want", "Free", "$0.05 / unit". */
export function priceLabel(price: ProductPrice | null | undefined): string {
  if (!price) return "";
  switch (price.amount_type) {
    case "fixed":
      return formatMoney(price.price_amount, price.price_currency);
    case "custom":
      return "Pay what you want";
    case "free":
      return "Free";
    case "metered_unit":
      return `${formatUnitAmount(price.unit_amount, price.price_currency)} / ${price.meter.name} unit`;
  }
}

/** The live (not archived) prices of a product as the checkout offers them. */
export function livePrices(product: CheckoutProduct, prices: Record<string, ProductPrice[]> | null) {
  return (prices?.[product.id] ?? product.prices).filter((p) => !p.is_archived);
}

/** A product's one-line price: its first live price and its interval ("$19.99 / month"). */
export function productPriceLine(product: CheckoutProduct, prices: Record<string, ProductPrice[]> | null) {
  const price = livePrices(product, prices)[0];
  const suffix =
    price?.amount_type === "fixed"
      ? intervalSuffix(
          price.recurring_interval ?? product.recurring_interval,
          product.recurring_interval_count,
        )
      : "";
  return [priceLabel(price), suffix].filter(Boolean).join(" ");
}
