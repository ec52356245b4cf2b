import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { SUPPORTED_COUNTRIES } from "../customers/schemas.js";

const COUNTRY_SET: ReadonlySet<string> = new Set(SUPPORTED_COUNTRIES);

/** US states (and DC): the only subdivisions a tax rate can be scoped to. */
export const US_STATES: ReadonlySet<string> = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM " +
    "NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC"
  ).split(" "),
);

const Country = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine((v) => COUNTRY_SET.has(v), { message: "must be a supported ISO 3166-1 alpha-2 country code" })
  .openapi({ type: "string", enum: SUPPORTED_COUNTRIES, example: "DE" });

/** `CA` or `US-CA` in, `CA` out; checked against the country in the service (US only). */
const State = z
  .string()
  .transform((v) => v.trim().toUpperCase().replace(/^US-/, ""))
  .openapi({ type: "string", example: "CA", description: "US state code (`CA` or `US-CA`); US rates only." });

const BasisPoints = z
  .number()
  .int({ message: "must be an integer number of basis points" })
  .min(0, { message: "must be at least 0" })
  .max(10_000, { message: "must be at most 10000 (100 %)" })
  .openapi({ description: "1 basis point = 0.01 %: 2000 is 20 %." });

const DisplayName = z
  .string()
  .trim()
  .min(1, { message: "display_name must not be empty" })
  .max(64, { message: "display_name is at most 64 characters" })
  .openapi({ example: "VAT" });

export const TaxRateCreate = z
  .object({
    country: Country,
    state: State.nullable()
      .optional()
      .openapi({ type: ["string", "null"] }),
    basis_points: BasisPoints,
    inclusive: z.boolean().default(false).openapi({
      description:
        "Whether prices already contain this tax. A price's own `tax_behavior` (inclusive/exclusive) overrides it.",
    }),
    display_name: DisplayName,
  })
  .openapi("TaxRateCreate");
export type TaxRateCreateInput = z.infer<typeof TaxRateCreate>;

export const TaxRateUpdate = z
  .object({
    country: Country.nullable().optional(),
    state: State.nullable()
      .optional()
      .openapi({ type: ["string", "null"] }),
    basis_points: BasisPoints.nullable().optional(),
    inclusive: z.boolean().nullable().optional(),
    display_name: DisplayName.nullable().optional(),
  })
  .openapi("TaxRateUpdate");
export type TaxRateUpdateInput = z.infer<typeof TaxRateUpdate>;

const datetime = z.string().openapi({ format: "date-time" });

export const TaxRate = z
  .object({
    id: z.string(),
    created_at: datetime,
    modified_at: datetime.nullable(),
    organization_id: z.string(),
    country: z.string(),
    state: z.string().nullable(),
    basis_points: z.number().int(),
    inclusive: z.boolean(),
    display_name: z.string(),
  })
  .openapi("TaxRate");

export const TAX_RATE_SORTS = ["created_at", "country", "basis_points"] as const;
export type TaxRateSort = (typeof TAX_RATE_SORTS)[number];

export const TaxRateListQuery = PageQuery.extend({
  country: repeated(Country).openapi({ description: "Filter by country (repeatable)." }),
  sorting: sortingQuery(TAX_RATE_SORTS),
});

export const TaxRateList = listSchema(TaxRate, "ListResource_TaxRate_");
