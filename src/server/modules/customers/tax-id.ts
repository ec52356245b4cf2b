import type { TaxIdValue } from "./repository.js";

/**
 * Tax ids are checked for their shape against the billing country, as Polar does: the API takes
 * a string, stores `[value, type]` with the value compacted (no spaces, dots or dashes; EU VAT
 * numbers carry their country prefix) and the type one of Polar's `TaxIDFormat`s. Check digits
 * are not verified; a country without a known format refuses every tax id.
 */

/** EU VAT numbers after the country prefix (Greece's prefix is EL). */
const EU_VAT: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]?\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

interface Format {
  type: string;
  pattern: RegExp;
  /** A prefix the value may be written with: kept (or added) in the stored value unless `dropPrefix`. */
  prefix?: string;
  dropPrefix?: boolean;
  /** A suffix added to the stored value when missing (Norway's MVA). */
  suffix?: string;
}

/** Other countries' formats, tried in order. */
const FORMATS: Record<string, Format[]> = {
  GB: [{ type: "gb_vat", prefix: "GB", pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ }],
  CH: [{ type: "ch_vat", pattern: /^CHE\d{9}(MWST|TVA|IVA)?$/ }],
  LI: [{ type: "li_uid", pattern: /^CHE\d{9}$/ }],
  NO: [{ type: "no_vat", prefix: "NO", dropPrefix: true, suffix: "MVA", pattern: /^\d{9}(MVA)?$/ }],
  IS: [{ type: "is_vat", pattern: /^\d{5,6}$/ }],
  US: [{ type: "us_ein", pattern: /^\d{9}$/ }],
  CA: [
    { type: "ca_bn", pattern: /^\d{9}$/ },
    { type: "ca_gst_hst", pattern: /^\d{9}RT\d{4}$/ },
  ],
  AU: [
    { type: "au_abn", pattern: /^\d{11}$/ },
    { type: "au_arn", pattern: /^\d{12}$/ },
  ],
  NZ: [{ type: "nz_gst", pattern: /^\d{8,9}$/ }],
  IN: [{ type: "in_gst", pattern: /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/ }],
  JP: [
    { type: "jp_cn", pattern: /^\d{13}$/ },
    { type: "jp_trn", pattern: /^T\d{13}$/ },
  ],
  SG: [
    { type: "sg_uen", pattern: /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/ },
    { type: "sg_gst", pattern: /^M[0-9A-Z]\d{7}[A-Z]$/ },
  ],
  KR: [{ type: "kr_brn", pattern: /^\d{10}$/ }],
  BR: [
    { type: "br_cnpj", pattern: /^\d{14}$/ },
    { type: "br_cpf", pattern: /^\d{11}$/ },
  ],
  MX: [{ type: "mx_rfc", pattern: /^[A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3}$/ }],
  ZA: [{ type: "za_vat", pattern: /^4\d{9}$/ }],
  TR: [{ type: "tr_tin", pattern: /^\d{10}$/ }],
  IL: [{ type: "il_vat", pattern: /^\d{9}$/ }],
  AE: [{ type: "ae_trn", pattern: /^\d{15}$/ }],
  SA: [{ type: "sa_vat", pattern: /^3\d{13}3$/ }],
  TH: [{ type: "th_vat", pattern: /^\d{13}$/ }],
  TW: [{ type: "tw_vat", pattern: /^\d{8}$/ }],
  UA: [{ type: "ua_vat", pattern: /^\d{12}$/ }],
  HK: [{ type: "hk_br", pattern: /^\d{8}$/ }],
  CL: [{ type: "cl_tin", pattern: /^\d{7,8}[0-9K]$/ }],
  CO: [{ type: "co_nit", pattern: /^\d{9,10}$/ }],
  AR: [{ type: "ar_cuit", pattern: /^\d{11}$/ }],
  ID: [{ type: "id_npwp", pattern: /^\d{15,16}$/ }],
  EG: [{ type: "eg_tin", pattern: /^\d{9}$/ }],
  GE: [{ type: "ge_vat", pattern: /^\d{9}$/ }],
  KE: [{ type: "ke_pin", pattern: /^[AP]\d{9}[A-Z]$/ }],
  PH: [{ type: "ph_tin", pattern: /^\d{9}(\d{3})?$/ }],
  RS: [{ type: "rs_pib", pattern: /^\d{9}$/ }],
  VN: [{ type: "vn_tin", pattern: /^\d{10}(\d{3})?$/ }],
  PE: [{ type: "pe_ruc", pattern: /^\d{11}$/ }],
  UY: [{ type: "uy_ruc", pattern: /^\d{12}$/ }],
  CN: [{ type: "cn_tin", pattern: /^[0-9A-HJ-NPQRTUWXY]{18}$/ }],
};

const compact = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, "");

/**
 * The tax id `[value, type]` for `input` in `country` (ISO alpha-2), or null when it does not
 * have the shape of any tax id of that country.
 */
export function parseTaxId(input: string, country: string): TaxIdValue | null {
  const value = compact(input);
  if (!value) return null;
  const euPrefix = country === "GR" ? "EL" : country;
  const eu = EU_VAT[euPrefix];
  if (eu) {
    const number = value.startsWith(euPrefix) ? value.slice(euPrefix.length) : value;
    return eu.test(number) ? [`${euPrefix}${number}`, "eu_vat"] : null;
  }
  for (const format of FORMATS[country] ?? []) {
    const bare = format.prefix && value.startsWith(format.prefix) ? value.slice(format.prefix.length) : value;
    if (!format.pattern.test(bare)) continue;
    const withSuffix = format.suffix && !bare.endsWith(format.suffix) ? `${bare}${format.suffix}` : bare;
    return [`${format.dropPrefix ? "" : (format.prefix ?? "")}${withSuffix}`, format.type];
  }
  return null;
}

/** Whether Kassa knows a tax id format for the country. */
export function taxIdSupported(country: string): boolean {
  return (country === "GR" ? "EL" : country) in EU_VAT || country in FORMATS;
}
