/** Countries a billing address can be in (Polar's `AddressInput.country`), and US / Canadian subdivisions. */

const CODES = [
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS",
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG",
  "EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN",
  "HR HT HU ID IE IL IM IN IO IQ IS IT JE JM JO JP KE KG KH KI KM KN KR KW KY KZ LA LB LC LI LK LR",
  "LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF",
  "NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RW SA SB SC SD",
  "SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ",
  "UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW",
]
  .join(" ")
  .split(" ");

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

/** The visitor's country guessed from the browser's language ("en-GB" → "GB"), if it is one we list. */
export function guessCountry(languages: readonly string[] = navigator.languages ?? []): string | null {
  for (const tag of languages) {
    const region = tag.split("-")[1]?.toUpperCase();
    if (region && CODES.includes(region)) return region;
  }
  return null;
}
