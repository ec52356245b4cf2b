import { z } from "@hono/zod-openapi";
import type { AddressValue } from "./repository.js";

/**
 * ISO 3166-1 alpha-2 codes a billing address may use (Polar's `CountryAlpha2Input`: every
 * country except those under US trade embargo: CU, IR, KP, RU, SY).
 */
export const SUPPORTED_COUNTRIES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG " +
  "EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN " +
  "HR HT HU ID IE IL IM IN IO IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR " +
  "LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF " +
  "NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RW SA SB SC SD " +
  "SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ " +
  "UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");

const COUNTRY_SET: ReadonlySet<string> = new Set(SUPPORTED_COUNTRIES);

/** US states (and DC) and Canadian provinces/territories, without the country prefix. */
const SUBDIVISIONS: Record<string, ReadonlySet<string>> = {
  US: new Set(
    (
      "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM " +
      "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC"
    ).split(" "),
  ),
  CA: new Set("AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" ")),
};

/** An address line: trimmed, and an empty string means "not given". */
const line = z
  .string()
  .max(256, { message: "must be at most 256 characters" })
  .nullable()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * Polar's `AddressInput`. `country` is required (any case in, uppercase out). For the US and
 * Canada, `state` must be a real state/province and is stored as `US-NY` / `CA-QC`, prefixed
 * or not on input, as Polar stores it.
 */
export const AddressInput = z
  .object({
    line1: line,
    line2: line,
    postal_code: line,
    city: line,
    state: line,
    country: z
      .string({ message: "country is required" })
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => COUNTRY_SET.has(v), { message: "must be a supported ISO 3166-1 alpha-2 country code" })
      .openapi({ type: "string", enum: SUPPORTED_COUNTRIES, example: "US" }),
  })
  .transform((a, ctx): AddressValue => {
    let state = a.state;
    const known = SUBDIVISIONS[a.country];
    if (state && known) {
      const code = state.toUpperCase().replace(new RegExp(`^${a.country}-`), "");
      if (!known.has(code)) {
        ctx.addIssue({
          code: "custom",
          path: ["state"],
          message: `must be a ${a.country === "US" ? "US state" : "Canadian province or territory"} code`,
          input: a.state,
        });
        return z.NEVER;
      }
      state = `${a.country}-${code}`;
    }
    return {
      line1: a.line1,
      line2: a.line2,
      postal_code: a.postal_code,
      city: a.city,
      state,
      country: a.country,
    };
  })
  .openapi("AddressInput");

/** An address as Polar's wire `Address`: every key present (null when not given). */
export function serializeAddress(a: AddressValue | null) {
  if (!a) return null;
  return {
    line1: a.line1 ?? null,
    line2: a.line2 ?? null,
    postal_code: a.postal_code ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    country: a.country,
  };
}

export const Address = z
  .object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string(),
  })
  .openapi("Address");
