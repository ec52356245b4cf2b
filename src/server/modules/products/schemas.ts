import { z } from "@hono/zod-openapi";
import { INT32_MAX, PRODUCT_NAME, RECURRING_INTERVAL_COUNT } from "../../../shared/limits.js";
import { CURRENCIES, normalizeCurrency, parseDecimalAmount } from "../../../shared/money.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { BENEFIT_TYPES, Benefit, BenefitHead } from "../benefits/schemas.js";
import { CustomField } from "../custom-fields/schemas.js";
import { FileRead } from "../files/schemas.js";
/** Largest amount in minor units we accept (fits a bigint column and a JS number exactly). */
export const MAX_AMOUNT = 999_999_999_999;

export const Interval = z.enum(["day", "week", "month", "year"]).openapi("RecurringInterval");
export const Visibility = z.enum(["draft", "private", "public"]).openapi("ProductVisibility");
const TaxBehavior = z.enum(["location", "inclusive", "exclusive"]).openapi("TaxBehaviorOption");

const amount = (min: number) =>
  z.number().int({ message: "must be an integer amount in minor units" }).min(min).max(MAX_AMOUNT);

const Currency = z
  .string()
  .transform((v, ctx) => {
    const currency = normalizeCurrency(v);
    if (!currency) {
      ctx.addIssue({ code: "custom", message: `unsupported currency "${v}"`, input: v });
      return z.NEVER;
    }
    return currency;
  })
  .default("usd")
  .openapi({
    type: "string",
    enum: [...CURRENCIES],
    default: "usd",
    description: "Lowercase ISO 4217 code.",
  });

const priceCommon = {
  price_currency: Currency,
  tax_behavior: TaxBehavior.nullable().optional(),
};

export const PriceFixedCreate = z
  .object({ amount_type: z.literal("fixed"), ...priceCommon, price_amount: amount(0) })
  .openapi("ProductPriceFixedCreate");

export const PriceCustomCreate = z
  .object({
    amount_type: z.literal("custom"),
    ...priceCommon,
    minimum_amount: amount(0).default(50),
    maximum_amount: amount(1).nullable().optional(),
    preset_amount: amount(0).nullable().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.maximum_amount != null && p.maximum_amount < p.minimum_amount) {
      ctx.addIssue({
        code: "custom",
        path: ["maximum_amount"],
        message: "maximum_amount must be greater than or equal to minimum_amount",
        input: p.maximum_amount,
      });
    }
    if (p.preset_amount != null) {
      if (
        p.preset_amount < p.minimum_amount ||
        (p.maximum_amount != null && p.preset_amount > p.maximum_amount)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["preset_amount"],
          message: "preset_amount must be between minimum_amount and maximum_amount",
          input: p.preset_amount,
        });
      }
    }
  })
  .openapi("ProductPriceCustomCreate");

export const PriceFreeCreate = z
  .object({ amount_type: z.literal("free"), ...priceCommon })
  .openapi("ProductPriceFreeCreate");

const UnitAmount = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    const parsed = parseDecimalAmount(v);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: `unit_amount ${parsed.message}`, input: v });
      return z.NEVER;
    }
    return parsed.value;
  })
  .openapi({ description: "Price per unit in cents: a number or decimal string, up to 12 decimal places." });

export const PriceMeteredUnitCreate = z
  .object({
    amount_type: z.literal("metered_unit"),
    ...priceCommon,
    meter_id: z.uuid({ message: "meter_id must be a UUID" }),
    unit_amount: UnitAmount,
    cap_amount: z.number().int().min(0).max(INT32_MAX).nullable().optional(),
  })
  .openapi("ProductPriceMeteredUnitCreate");

/** Seat-based prices are not offered: the body is recognised so the refusal names the field. */
const PriceSeatBasedCreate = z
  .object({ amount_type: z.literal("seat_based") })
  .passthrough()
  .superRefine((_p, ctx) => {
    ctx.addIssue({
      code: "custom",
      path: ["amount_type"],
      message: "seat_based prices are not supported",
      input: "seat_based",
    });
  });

export const PriceCreate = z.discriminatedUnion("amount_type", [
  PriceFixedCreate,
  PriceCustomCreate,
  PriceFreeCreate,
  PriceMeteredUnitCreate,
  PriceSeatBasedCreate,
]);
export type PriceCreateInput = Exclude<z.infer<typeof PriceCreate>, { amount_type: "seat_based" }>;

export const ExistingPrice = z
  .object({ id: z.uuid({ message: "id must be a UUID" }) })
  .strict()
  .openapi("ExistingProductPrice");

const AttachedCustomFieldCreate = z
  .object({ custom_field_id: z.uuid({ message: "custom_field_id must be a UUID" }), required: z.boolean() })
  .openapi("AttachedCustomFieldCreate");

const idList = (what: string) => z.array(z.uuid({ message: `${what} must be UUIDs` }));

const productCommon = {
  name: z
    .string()
    .trim()
    .min(PRODUCT_NAME.min, { message: `name must be at least ${PRODUCT_NAME.min} characters` })
    .max(PRODUCT_NAME.max),
  description: z.string().nullable().optional(),
  visibility: Visibility.optional(),
  medias: idList("medias").nullable().optional(),
  attached_custom_fields: z.array(AttachedCustomFieldCreate).nullable().optional(),
  metadata: MetadataSchema.optional(),
  trial_interval: Interval.nullable().optional(),
  trial_interval_count: z.number().int().min(1).max(1000).nullable().optional(),
};

export const ProductCreate = z
  .object({
    ...productCommon,
    organization_id: z.uuid().nullable().optional(),
    recurring_interval: Interval.nullable()
      .optional()
      .openapi({ description: "null (or absent) for a one-time product." }),
    recurring_interval_count: z
      .number()
      .int()
      .min(RECURRING_INTERVAL_COUNT.min)
      .max(RECURRING_INTERVAL_COUNT.max)
      .nullable()
      .optional(),
    prices: z.array(PriceCreate).min(1, { message: "give at least one price" }),
  })
  .openapi("ProductCreate", {
    example: {
      name: "Pro plan",
      description: "Everything in Basic, plus priority support.",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
      metadata: { tier: "pro" },
    },
  });
export type ProductCreateInput = z.infer<typeof ProductCreate>;

export const ProductUpdate = z
  .object({
    name: productCommon.name.nullable().optional(),
    description: productCommon.description,
    visibility: Visibility.nullable().optional(),
    medias: productCommon.medias,
    attached_custom_fields: productCommon.attached_custom_fields,
    metadata: MetadataSchema.nullable().optional(),
    trial_interval: productCommon.trial_interval,
    trial_interval_count: productCommon.trial_interval_count,
    recurring_interval: Interval.nullable()
      .optional()
      .openapi({ description: "Cannot be changed once set." }),
    recurring_interval_count: z
      .number()
      .int()
      .min(RECURRING_INTERVAL_COUNT.min)
      .max(RECURRING_INTERVAL_COUNT.max)
      .nullable()
      .optional(),
    is_archived: z.boolean().nullable().optional(),
    prices: z
      .array(z.union([ExistingPrice, PriceCreate]))
      .min(1, { message: "give at least one price" })
      .nullable()
      .optional()
      .openapi({
        description: "The full new list: `{id}` keeps an existing price, omitted prices are archived.",
      }),
  })
  .openapi("ProductUpdate");
export type ProductUpdateInput = z.infer<typeof ProductUpdate>;

/** Polar's `BenefitPublic`: what a buyer sees of a product's benefit (checkouts embed it). */
export const BenefitPublic = z
  .object(BenefitHead)
  .omit({ metadata: true })
  .extend({ type: z.enum(BENEFIT_TYPES) })
  .openapi("BenefitPublic");

export const ProductBenefitsUpdate = z
  .object({ benefits: idList("benefits") })
  .openapi("ProductBenefitsUpdate");

const datetime = z.string().openapi({ format: "date-time" });
const priceWire = {
  id: z.string(),
  created_at: datetime,
  modified_at: datetime.nullable(),
  source: z.enum(["catalog", "ad_hoc"]),
  price_currency: z.string(),
  tax_behavior: TaxBehavior.nullable(),
  is_archived: z.boolean(),
  product_id: z.string(),
  type: z.enum(["one_time", "recurring"]).openapi({ description: "Legacy: whether the product recurs." }),
  recurring_interval: Interval.nullable().openapi({ description: "Legacy: the product's interval." }),
};

export const ProductPrice = z
  .discriminatedUnion("amount_type", [
    z
      .object({ ...priceWire, amount_type: z.literal("fixed"), price_amount: z.number().int() })
      .openapi("ProductPriceFixed"),
    z
      .object({
        ...priceWire,
        amount_type: z.literal("custom"),
        minimum_amount: z.number().int(),
        maximum_amount: z.number().int().nullable(),
        preset_amount: z.number().int().nullable(),
      })
      .openapi("ProductPriceCustom"),
    z.object({ ...priceWire, amount_type: z.literal("free") }).openapi("ProductPriceFree"),
    z
      .object({
        ...priceWire,
        amount_type: z.literal("metered_unit"),
        unit_amount: z.string(),
        cap_amount: z.number().int().nullable(),
        meter_id: z.string(),
        meter: z.object({ id: z.string(), name: z.string() }).passthrough().openapi("ProductPriceMeter"),
      })
      .openapi("ProductPriceMeteredUnit"),
  ])
  .openapi("ProductPrice");

const productHead = {
  id: z.string(),
  created_at: datetime,
  modified_at: datetime.nullable(),
  trial_interval: Interval.nullable(),
  trial_interval_count: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  visibility: Visibility,
  recurring_interval: Interval.nullable(),
  recurring_interval_count: z.number().int().nullable(),
  is_recurring: z.boolean(),
  is_archived: z.boolean(),
  organization_id: z.string(),
  metadata: MetadataSchema,
};

/** A product without its prices, benefits, medias and custom fields (what orders and discounts embed). */
export const ProductHead = z.object(productHead);

export const AttachedCustomField = z
  .object({
    custom_field_id: z.string(),
    custom_field: CustomField,
    order: z.number().int(),
    required: z.boolean(),
  })
  .openapi("AttachedCustomField");

export const Product = z
  .object({
    ...productHead,
    prices: z.array(ProductPrice),
    benefits: z.array(Benefit),
    medias: z
      .array(FileRead)
      .openapi({ description: "The product's images (`service` is `product_media`)." }),
    attached_custom_fields: z.array(AttachedCustomField),
  })
  .openapi("Product");

const booleanQuery = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((v) => v === "true")
  .optional();

export const PRODUCT_SORTS = ["created_at", "name", "price_amount_type", "price_amount"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ProductListQuery = PageQuery.extend({
  id: repeated(z.uuid({ message: "id must be a UUID" })).openapi({
    description: "Filter by product ID (repeatable).",
  }),
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  query: z.string().optional().openapi({ description: "Filter by name (contains, case-insensitive)." }),
  is_archived: booleanQuery.openapi({ description: "Filter on archived products." }),
  is_recurring: booleanQuery.openapi({
    description: "true: subscriptions only; false: one-time products only.",
  }),
  benefit_id: repeated(z.uuid({ message: "benefit_id must be a UUID" })).openapi({
    description: "Products granting any of these benefits (repeatable).",
  }),
  visibility: repeated(Visibility).openapi({ description: "Filter by visibility (repeatable)." }),
  sorting: sortingQuery(PRODUCT_SORTS),
});

export const ProductList = listSchema(Product, "ListResource_Product_");
