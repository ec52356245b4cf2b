/** Amounts on the checkout page: integers in minor units, converted with string arithmetic only. */

const ZERO_DECIMAL = new Set(
  "bif clp djf gnf isk jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "),
);

export function decimals(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 0 : 2;
}

/** 1999, "usd" → "$19.99". */
export function formatMoney(amount: number, currency: string): string {
  const d = decimals(currency);
  const major = toMajor(amount, currency);
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: d,
      maximumFractionDigits: d,
    }).format(Number(major));
  } catch {
    return `${major} ${currency.toUpperCase()}`;
  }
}

/** 1999 → "19.99" (for an input's value). */
export function toMajor(amount: number, currency: string): string {
  const d = decimals(currency);
  const digits = String(Math.abs(Math.trunc(amount))).padStart(d + 1, "0");
  const whole = digits.slice(0, digits.length - d);
  return `${amount < 0 ? "-" : ""}${whole}${d ? `.${digits.slice(digits.length - d)}` : ""}`;
}

/** "19.99" → 1999; null when the text is not a non-negative amount with at most the currency's decimals. */
export function toMinor(text: string, currency: string): number | null {
  const d = decimals(currency);
  const m = /^(\d*)(?:[.,](\d*))?$/.exec(text.trim());
  if (!m || (m[1] === "" && !m[2])) return null;
  const frac = m[2] ?? "";
  if (frac.length > d) return null;
  const digits = `${m[1] || "0"}${frac.padEnd(d, "0")}`.replace(/^0+(?=\d)/, "");
  if (digits.length > 12) return null;
  return Number(digits);
}

/** A metered unit price, a decimal string in minor units ("0.5" cents) → "$0.005" (display only). */
export function formatUnitAmount(unitAmount: string, currency: string): string {
  const d = decimals(currency);
  const [whole = "0", frac = ""] = unitAmount.split(".");
  const padded = whole.padStart(d + 1, "0");
  const major = `${padded.slice(0, padded.length - d)}.${padded.slice(padded.length - d)}${frac}`;
  const shown = major.replace(/0+$/, "").replace(/\.$/, "");
  const places = Math.max(d, shown.split(".")[1]?.length ?? 0);
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: d,
      maximumFractionDigits: Math.min(places, 20),
    }).format(Number(shown));
  } catch {
    return `${shown} ${currency.toUpperCase()}`;
  }
}
