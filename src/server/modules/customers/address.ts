import { z } from "@hono/zod-openapi";
import { COUNTRY_CODES } from "../../../shared/countries.js";
import type { AddressValue } from "./repository.js";

/** The countries a billing address may use: the list the front ends' pickers share (src/shared/countries.ts). */
export const SUPPORTED_COUNTRIES: string[] = [...COUNTRY_CODES];

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
