/**
 * A postal address as lines, the way its country writes it: the one formatter of the orders page,
 * the customer page and the PDF invoice. Pure: no I/O.
 */

export interface AddressParts {
  line1?: string | null;
  line2?: string | null;
  postal_code?: string | null;
  city?: string | null;
  /** ISO 3166-2 ("US-NY") or a plain region; the country prefix is left out when shown. */
  state?: string | null;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
}

/** Countries that write "City, ST 12345" (the region's code before the postal code). */
const CITY_STATE_ZIP: ReadonlySet<string> = new Set(["US", "CA", "AU"]);

/**
 * The address's lines: street lines, then the locality ("New York, NY 10001" in the United States,
 * Canada and Australia; "10115 Berlin" elsewhere, with the region on the country's line), then
 * the country as `countryLabel` gives it (its ISO code by default). Empty parts are left out.
 */
export function addressLines(a: AddressParts, countryLabel: (code: string) => string = (c) => c): string[] {
  const state = a.state?.trim() ? a.state.trim().replace(/^[A-Z]{2}-/, "") : null;
  const country = a.country?.trim() ? countryLabel(a.country.trim()) : null;
  const join = (parts: (string | null | undefined)[], sep: string) =>
    parts.filter((p): p is string => Boolean(p?.trim())).join(sep);
  const lines =
    a.country && CITY_STATE_ZIP.has(a.country)
      ? [a.line1, a.line2, join([a.city, join([state, a.postal_code], " ")], ", "), country]
      : [a.line1, a.line2, join([a.postal_code, a.city], " "), join([state, country], ", ")];
  return lines.filter((l): l is string => Boolean(l?.trim()));
}
