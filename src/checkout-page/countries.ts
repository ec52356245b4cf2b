/** Countries a billing address can be in (Polar's `AddressInput.country`), and US / Canadian subdivisions. */
import { countryFromLocales } from "../shared/billing-address";
import { COUNTRY_CODES } from "../shared/countries";
import type { CountryCode } from "./types";

/** The document's country codes (a code the document does not know is a compile error here). */
const CODES: readonly CountryCode[] = COUNTRY_CODES;

const names = (() => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" });
  } catch {
    return null;
  }
})();

/** `{ value: "DE", label: "Germany" }`, sorted by name. */
export const COUNTRY_OPTIONS = CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort(
  (a, b) => a.label.localeCompare(b.label),
);

function subdivisions(list: string) {
  return list.split("|").map((entry) => ({ value: entry.slice(0, 2), label: entry.slice(3) }));
}

/** Countries whose billing address needs a state or province picked from a list. */
export const SUBDIVISIONS: Record<string, { label: string; options: { value: string; label: string }[] }> = {
  US: {
    label: "State",
    options: subdivisions(
      "AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|" +
        "DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|" +
        "IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|" +
        "MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|" +
        "NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|" +
        "OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|" +
        "SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|" +
        "WV West Virginia|WI Wisconsin|WY Wyoming",
    ),
  },
  CA: {
    label: "Province",
    options: subdivisions(
      "AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|" +
        "NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|" +
        "QC Quebec|SK Saskatchewan|YT Yukon",
    ),
  },
};

/**
 * The buyer's country guessed from the browser's languages (`navigator.languages`): a tag's region
 * ("en-GB" → GB), else its language's likely region ("de" → DE); the shared rule, so the server
 * could guess the same from `Accept-Language`.
 */
export function guessCountry(
  languages: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): CountryCode | null {
  return (countryFromLocales(languages, CODES) as CountryCode | null) ?? null;
}
