/**
 * Which billing address fields a checkout asks for: one rule, used by the hosted checkout page to
 * show the fields and by the server to validate a confirmation (422 naming each missing field), so
 * the two can never disagree. Pure: no I/O, no clock.
 */

export type AddressField = "country" | "state" | "city" | "postal_code" | "line1" | "line2";
export type FieldMode = "required" | "optional" | "disabled";

/** The fields in the order a form shows them (and a 422 names them). */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  "country",
  "line1",
  "line2",
  "postal_code",
  "city",
  "state",
];

/**
 * Countries whose sales tax depends on where in the country the buyer is (US sales tax by state
 * and ZIP code, Canadian GST/HST/PST by province): a paid purchase there asks the state and the
 * postal code, even when the street address is not needed. Polar asks the state in these two.
 */
export const LOCAL_TAX_COUNTRIES: ReadonlySet<string> = new Set(["US", "CA"]);

export interface AddressPurchase {
  /** The billing country chosen so far (ISO 3166-1 alpha-2), or null. */
  country: string | null;
  /** A payment form is shown (something is charged now or a card is saved for later). */
  paymentFormRequired: boolean;
  /** The seller requires the full billing address (`require_billing_address`). */
  requireBillingAddress: boolean;
  /** The buyer purchases as a business (`is_business_customer`): invoices need their address. */
  isBusinessCustomer: boolean;
}

/**
 * The mode of each billing address field for a purchase:
 * - the full address (street, postal code, city; state where the country has them) when the
 *   seller requires it or the buyer is a business;
 * - otherwise, when a payment is taken, the country (it decides the tax) and, in the US and
 *   Canada, the state and postal code;
 * - with no payment and neither of the above, the country is optional and nothing else is asked.
 */
export function billingAddressFields(purchase: AddressPurchase): Record<AddressField, FieldMode> {
  const full = purchase.requireBillingAddress || purchase.isBusinessCustomer;
  const needed = full || purchase.paymentFormRequired;
  const local = needed && purchase.country !== null && LOCAL_TAX_COUNTRIES.has(purchase.country);
  return {
    country: needed ? "required" : "optional",
    line1: full ? "required" : "disabled",
    line2: full ? "optional" : "disabled",
    postal_code: full || local ? "required" : "disabled",
    city: full ? "required" : "disabled",
    state: local ? "required" : full ? "optional" : "disabled",
  };
}

export type AddressValues = Partial<Record<AddressField, string | null | undefined>>;

/** The required fields of `modes` that `address` leaves blank, in form order. */
export function missingAddressFields(
  modes: Record<AddressField, FieldMode>,
  address: AddressValues | null | undefined,
): AddressField[] {
  return ADDRESS_FIELDS.filter((field) => modes[field] === "required" && !address?.[field]?.trim());
}

/**
 * The buyer's likely billing country from their language preferences (`navigator.languages`, or
 * the tags of an `Accept-Language` header), among `known` codes: the first tag that names a region
 * ("en-GB" → GB), else the region most likely for the first language that has one ("de" → DE,
 * "en" → US, by the Unicode likely-subtags data in `Intl.Locale#maximize`). Null when nothing fits.
 */
export function countryFromLocales(tags: readonly string[], known: readonly string[]): string | null {
  const locales: Intl.Locale[] = [];
  for (const tag of tags) {
    try {
      locales.push(new Intl.Locale(tag.trim()));
    } catch {
      // Not a language tag ("*", garbage): skipped.
    }
  }
  const fits = (region: string | undefined) => (region && known.includes(region) ? region : null);
  for (const locale of locales) {
    const region = fits(locale.region);
    if (region) return region;
  }
  for (const locale of locales) {
    if (!locale.language || locale.language === "und") continue;
    const region = fits(locale.maximize().region);
    if (region) return region;
  }
  return null;
}
