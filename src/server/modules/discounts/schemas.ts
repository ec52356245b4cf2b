import { z } from "@hono/zod-openapi";
import {
  DISCOUNT_BASIS_POINTS,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_DURATION_MONTHS,
} from "../../../shared/limits.js";
import { CURRENCIES, normalizeCurrency } from "../../../shared/money.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { ProductHead } from "../products/schemas.js";

const INT32_MAX = 2_147_483_647;
const MAX_AMOUNT = 999_999_999_999;

export const DiscountType = z.enum(["fixed", "percentage"]).openapi("DiscountType");
export const DiscountDuration = z.enum(["once", "forever", "repeating"]).openapi("DiscountDuration");

const currencyCode = (v: string, ctx: z.RefinementCtx) => {
  const currency = normalizeCurrency(v);
  if (!currency) {
    ctx.addIssue({ code: "custom", message: `unsupported currency "${v}"`, input: v });
    return z.NEVER;
  }
  return currency;
};
const Currency = z
  .string()
  .transform(currencyCode)
  .openapi({ type: "string", enum: [...CURRENCIES], description: "Lowercase ISO 4217 code." });

const FixedAmount = z
  .number()
  .int({ message: "must be an integer amount in minor units" })
  .min(1, { message: "must be at least 1" })
  .max(MAX_AMOUNT);

/** `{usd: 1000, eur: 900}`: keys are currencies (any case in, lowercase out). */
const Amounts = z
  .record(z.string(), FixedAmount)
  .transform((m, ctx) => {
    const out: Record<string, number> = {};
    for (const [key, value] of Object.entries(m)) {
      const currency = normalizeCurrency(key);
      if (!currency)
        ctx.addIssue({ code: "custom", path: [key], message: `unsupported currency "${key}"`, input: key });
      else out[currency] = value;
    }
    return out;
  })
  .refine((m) => Object.keys(m).length > 0, { message: "give at least one currency" })
  .openapi({ description: "Amount to take off per currency, in minor units." });

const Code = z
  .string()
  .regex(DISCOUNT_CODE_PATTERN, { message: "code must be 3 to 256 letters or digits" })
  .openapi({
    description: "Code customers type at checkout: 3 to 256 letters or digits, unique ignoring case.",
  });

const datetime = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone" })
  .openapi({ format: "date-time" });

const common = {
  name: z.string().trim().min(1, { message: "name must not be empty" }).max(256),
  code: Code.nullable().optional(),
  starts_at: datetime.nullable().optional(),
  ends_at: datetime.nullable().optional(),
  max_redemptions: z.number().int().min(1).max(INT32_MAX).nullable().optional(),
  duration: DiscountDuration,
  duration_in_months: z
    .number()
    .int()
    .min(DISCOUNT_DURATION_MONTHS.min)
    .max(DISCOUNT_DURATION_MONTHS.max)
    .nullable()
    .optional(),
  products: z
    .array(z.uuid({ message: "products must be UUIDs" }))
    .nullable()
    .optional(),
  metadata: MetadataSchema.optional(),
  organization_id: z.uuid().nullable().optional(),
};

export const DiscountFixedCreate = z
  .object({
    ...common,
    type: z.literal("fixed"),
    amount: FixedAmount.nullable()
      .optional()
      .openapi({ description: "Amount in minor units of `currency`." }),
    currency: Currency.nullable().optional(),
    amounts: Amounts.nullable().optional(),
  })
  .openapi("DiscountFixedCreate");

export const DiscountPercentageCreate = z
  .object({
    ...common,
    type: z.literal("percentage"),
    basis_points: z
      .number()
      .int()
      .min(DISCOUNT_BASIS_POINTS.min)
      .max(DISCOUNT_BASIS_POINTS.max)
      .openapi({ description: "10000 = 100 %." }),
  })
  .openapi("DiscountPercentageCreate");

export const DiscountCreate = z
  .discriminatedUnion("type", [DiscountFixedCreate, DiscountPercentageCreate])
  .openapi("DiscountCreate");
export type DiscountCreateInput = z.infer<typeof DiscountCreate>;

export const DiscountUpdate = z
  .object({
    name: common.name.nullable().optional(),
    code: common.code,
    starts_at: common.starts_at,
    ends_at: common.ends_at,
    max_redemptions: common.max_redemptions,
    duration: DiscountDuration.nullable().optional(),
    duration_in_months: common.duration_in_months,
    type: DiscountType.nullable().optional(),
    amount: FixedAmount.nullable().optional(),
    currency: Currency.nullable().optional(),
    amounts: Amounts.nullable().optional(),
    basis_points: z
      .number()
      .int()
      .min(DISCOUNT_BASIS_POINTS.min)
      .max(DISCOUNT_BASIS_POINTS.max)
      .nullable()
      .optional(),
    products: common.products,
    metadata: MetadataSchema.nullable().optional(),
  })
  .openapi("DiscountUpdate");
export type DiscountUpdateInput = z.infer<typeof DiscountUpdate>;

const wireDatetime = z.string().openapi({ format: "date-time" });
const DiscountProduct = ProductHead.openapi("DiscountProduct");

export const Discount = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    metadata: MetadataSchema,
    name: z.string(),
    code: z.string().nullable(),
    starts_at: wireDatetime.nullable(),
    ends_at: wireDatetime.nullable(),
    max_redemptions: z.number().int().nullable(),
    max_redemptions_per_customer: z.null(),
    redemptions_count: z.number().int(),
    organization_id: z.string(),
    products: z.array(DiscountProduct),
    type: DiscountType,
    duration: DiscountDuration,
    duration_in_months: z.number().int().optional(),
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    amounts: z.record(z.string(), z.number().int()).optional(),
    basis_points: z.number().int().optional(),
  })
  .openapi("Discount");

export const DISCOUNT_SORTS = ["created_at", "name", "code", "redemptions_count", "ends_at"] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

export const DiscountListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  query: z
    .string()
    .optional()
    .openapi({ description: "Filter by name or code (contains, case-insensitive)." }),
  sorting: sortingQuery(DISCOUNT_SORTS),
});

export const DiscountList = listSchema(Discount, "ListResource_Discount_");
