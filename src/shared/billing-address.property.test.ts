/**
 * Properties of the one billing address rule the checkout page and the server share, and of the
 * country guessed from the buyer's language preferences.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressPurchase,
  billingAddressFields,
  countryFromLocales,
  type FieldMode,
  LOCAL_TAX_COUNTRIES,
  missingAddressFields,
} from "./billing-address.js";
import { COUNTRY_CODES } from "./countries.js";

const country = fc.oneof(fc.constant(null), fc.constantFrom(...COUNTRY_CODES));
const purchase: fc.Arbitrary<AddressPurchase> = fc.record({
  country,
  paymentFormRequired: fc.boolean(),
  requireBillingAddress: fc.boolean(),
  isBusinessCustomer: fc.boolean(),
});
const blank = fc.constantFrom(null, undefined, "", "   ");
const filled = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== "");
const value = fc.oneof(blank, filled);
const address = fc.record(
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, value])) as Record<AddressField, typeof value>,
);
const RANK: Record<FieldMode, number> = { disabled: 0, optional: 1, required: 2 };

describe("billingAddressFields (properties)", () => {
  it("asks the full address exactly when the seller requires it or the buyer is a business", () => {
    fc.assert(
      fc.property(purchase, (p) => {
        const modes = billingAddressFields(p);
        const full = p.requireBillingAddress || p.isBusinessCustomer;
        for (const f of ["line1", "city", "postal_code"] as const) {
          if (full) expect(modes[f]).toBe("required");
        }
        expect(modes.line1 === "required").toBe(full);
        expect(modes.city === "required").toBe(full);
        expect(modes.line2).toBe(full ? "optional" : "disabled");
      }),
    );
  });

  it("requires the country whenever anything is required, and only the country outside the US and Canada", () => {
    fc.assert(
      fc.property(purchase, (p) => {
        const modes = billingAddressFields(p);
        const needed = p.paymentFormRequired || p.requireBillingAddress || p.isBusinessCustomer;
        expect(modes.country).toBe(needed ? "required" : "optional");
        const required = ADDRESS_FIELDS.filter((f) => modes[f] === "required");
        if (!needed) expect(required).toEqual([]);
        const full = p.requireBillingAddress || p.isBusinessCustomer;
        const local = p.country !== null && LOCAL_TAX_COUNTRIES.has(p.country);
        if (needed && !full && !local) expect(required).toEqual(["country"]);
        if (needed && local) {
          expect(modes.state).toBe("required");
          expect(modes.postal_code).toBe("required");
        }
        if (!local) expect(modes.state).not.toBe("required");
      }),
    );
  });

  it("never asks less when the purchase asks more (payment, seller's requirement, business)", () => {
    const flag = fc.constantFrom("paymentFormRequired", "requireBillingAddress", "isBusinessCustomer");
    fc.assert(
      fc.property(purchase, flag, (p, key) => {
        const before = billingAddressFields({ ...p, [key]: false });
        const after = billingAddressFields({ ...p, [key]: true });
        for (const f of ADDRESS_FIELDS) expect(RANK[after[f]]).toBeGreaterThanOrEqual(RANK[before[f]]);
      }),
    );
  });

  it("a required field is shown, and an address is complete exactly when no required field is blank", () => {
    fc.assert(
      fc.property(purchase, address, (p, a) => {
        const modes = billingAddressFields(p);
        const missing = missingAddressFields(modes, a);
        for (const f of ADDRESS_FIELDS) {
          const isBlank = !a[f]?.trim();
          expect(missing.includes(f)).toBe(modes[f] === "required" && isBlank);
        }
        // Form order, no repeats.
        expect(missing).toEqual(ADDRESS_FIELDS.filter((f) => missing.includes(f)));
        expect(missingAddressFields(modes, null)).toEqual(
          ADDRESS_FIELDS.filter((f) => modes[f] === "required"),
        );
      }),
    );
  });
});

describe("countryFromLocales (properties)", () => {
  const language = fc.constantFrom("en", "de", "fr", "es", "ja", "pt", "it", "nl", "sv", "pl");
  const known: readonly string[] = COUNTRY_CODES;

  it("takes the region a tag names, wherever a region-less tag stands before it", () => {
    fc.assert(
      fc.property(
        fc.array(language, { maxLength: 3 }),
        language,
        fc.constantFrom(...COUNTRY_CODES),
        (before, lang, code) => {
          expect(countryFromLocales([...before, `${lang}-${code}`], known)).toBe(code);
          expect(countryFromLocales([`${lang}-${code.toLowerCase()}`], known)).toBe(code);
        },
      ),
    );
  });

  it("answers a known code or null, and never throws, whatever the tags", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 16 }), { maxLength: 4 }), (tags) => {
        const found = countryFromLocales(tags, known);
        expect(found === null || known.includes(found)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("falls back to a language's likely region, and keeps to the known codes", () => {
    expect(countryFromLocales(["de"], known)).toBe("DE");
    expect(countryFromLocales(["en"], known)).toBe("US");
    expect(countryFromLocales(["ja", "en-GB"], known)).toBe("GB");
    expect(countryFromLocales(["es-419", "fr"], known)).toBe("FR");
    expect(countryFromLocales(["*", "und"], known)).toBeNull();
    expect(countryFromLocales([], known)).toBeNull();
    expect(countryFromLocales(["en-US"], ["DE"])).toBeNull();
  });
});
