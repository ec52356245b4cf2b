import { z } from "@hono/zod-openapi";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Discount } from "../discounts/schemas.js";
import { Product } from "../products/schemas.js";

const uuid = (field: string) => z.uuid({ message: `${field} must be a UUID` });

const HttpUrl = z
  .string()
  .trim()
  .min(1)
  .max(2083, { message: "must be at most 2083 characters" })
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    },
    { message: "must be an http or https URL" },
  )
  .openapi({ type: "string", format: "uri" });

const TrialInterval = z.enum(["day", "week", "month", "year"]);
const Seats = z.number().int().min(1).max(10_000).nullable().optional().openapi({
  description: "Seat-based pricing is not offered by Kassa: accepted and ignored.",
});

const common = {
  payment_processor: z
    .literal("stripe")
    .optional()
    .openapi({ description: "Polar's only value; accepted as is." }),
  label: z.string().trim().max(256).nullable().optional(),
  allow_discount_codes: z.boolean().default(true),
  require_billing_address: z.boolean().default(false),
  discount_id: uuid("discount_id").nullable().optional(),
  seats: Seats,
  success_url: HttpUrl.nullable()
    .optional()
    .openapi({ type: ["string", "null"], description: "May contain `{CHECKOUT_ID}`." }),
  return_url: HttpUrl.nullable().optional(),
  metadata: MetadataSchema.optional(),
  trial_interval: TrialInterval.nullable().optional(),
  trial_interval_count: z.number().int().min(1).max(1000).nullable().optional(),
};

/** Polar's three create shapes: `products` (current), `product_id` and `product_price_id` (deprecated). */
export const CheckoutLinkCreate = z
  .union([
    z
      .object({
        ...common,
        products: z.array(uuid("products")).min(1, { message: "give at least one product" }).max(50),
      })
      .openapi("CheckoutLinkCreateProducts"),
    z.object({ ...common, product_id: uuid("product_id") }).openapi("CheckoutLinkCreateProduct"),
    z
      .object({ ...common, product_price_id: uuid("product_price_id") })
      .openapi("CheckoutLinkCreateProductPrice"),
  ])
  .openapi("CheckoutLinkCreate");
export type CheckoutLinkCreateInput = z.infer<typeof CheckoutLinkCreate>;

export const CheckoutLinkUpdate = z
  .object({
    products: z
      .array(uuid("products"))
      .min(1, { message: "give at least one product" })
      .max(50)
      .nullable()
      .optional(),
    label: z.string().trim().max(256).nullable().optional(),
    allow_discount_codes: z.boolean().nullable().optional(),
    require_billing_address: z.boolean().nullable().optional(),
    discount_id: uuid("discount_id").nullable().optional(),
    seats: Seats,
    success_url: HttpUrl.nullable().optional(),
    return_url: HttpUrl.nullable().optional(),
    metadata: MetadataSchema.nullable().optional(),
    trial_interval: TrialInterval.nullable().optional(),
    trial_interval_count: z.number().int().min(1).max(1000).nullable().optional(),
  })
  .openapi("CheckoutLinkUpdate");
export type CheckoutLinkUpdateInput = z.infer<typeof CheckoutLinkUpdate>;

const datetime = z.string().openapi({ format: "date-time" });

export const CheckoutLink = z
  .object({
    id: z.string(),
    created_at: datetime,
    modified_at: datetime.nullable(),
    trial_interval: TrialInterval.nullable(),
    trial_interval_count: z.number().int().nullable(),
    metadata: MetadataSchema,
    payment_processor: z.literal("stripe"),
    client_secret: z.string(),
    success_url: z.string().nullable(),
    return_url: z.string().nullable(),
    label: z.string().nullable(),
    allow_discount_codes: z.boolean(),
    require_billing_address: z.boolean(),
    discount_id: z.string().nullable(),
    seats: z.null(),
    organization_id: z.string(),
    products: z.array(Product.openapi("CheckoutLinkProduct")),
    discount: Discount.nullable(),
    url: z.string().openapi({ description: "The shareable address: each visit opens a fresh checkout." }),
  })
  .openapi("CheckoutLink");

export const CHECKOUT_LINK_SORTS = ["created_at", "label", "success_url", "allow_discount_codes"] as const;
export type CheckoutLinkSort = (typeof CHECKOUT_LINK_SORTS)[number];

export const CheckoutLinkListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  product_id: repeated(uuid("product_id")).openapi({ description: "Links offering any of these products." }),
  sorting: sortingQuery(CHECKOUT_LINK_SORTS),
});

export const CheckoutLinkList = listSchema(CheckoutLink, "ListResource_CheckoutLink_");

export const LinkSecretParam = z.object({
  client_secret: z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name: "client_secret", in: "path" }, example: "polar_cl_…" }),
});

/** Query parameters the redirect copies into the new checkout (Polar's prefill). */
export const RedirectQuery = z.object({
  customer_email: z.string().optional(),
  customer_name: z.string().optional(),
  discount_code: z.string().optional(),
  amount: z.string().optional(),
  reference_id: z.string().optional(),
  embed_origin: z.string().optional(),
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_content: z.string().optional(),
  utm_term: z.string().optional(),
});
export type RedirectQueryInput = z.infer<typeof RedirectQuery>;
