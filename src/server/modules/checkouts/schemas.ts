import { z } from "@hono/zod-openapi";
import { CURRENCIES, normalizeCurrency } from "../../../shared/money.js";
import { EmailAddress, LocaleTag } from "../../http/v1/fields.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Address, AddressInput } from "../customers/schemas.js";
import { Discount } from "../discounts/schemas.js";
import { FileRead } from "../files/schemas.js";
import {
  AttachedCustomField,
  BenefitPublic,
  PriceCreate,
  ProductHead,
  ProductPrice,
} from "../products/schemas.js";

const MAX_AMOUNT = 999_999_999_999;
const uuid = (field: string) => z.uuid({ message: `${field} must be a UUID` });

const Email = EmailAddress;

const Name = z.string().trim().max(256, { message: "must be at most 256 characters" });

/** An http(s) URL of at most 2083 characters (Polar's limit); `{CHECKOUT_ID}` is kept as is. */
const HttpUrl = z
  .string()
  .trim()
  .min(1, { message: "must not be empty" })
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

/** The origin of a page embedding the checkout: `https://shop.example.com`, nothing after it. */
const Origin = z
  .string()
  .trim()
  .max(2083)
  .refine(
    (v) => {
      try {
        const url = new URL(v);
        return (url.protocol === "http:" || url.protocol === "https:") && url.origin === v.replace(/\/$/, "");
      } catch {
        return false;
      }
    },
    { message: "must be an origin such as https://shop.example.com" },
  )
  .transform((v) => v.replace(/\/$/, ""))
  .openapi({ type: "string", example: "https://shop.example.com" });

const Locale = LocaleTag;

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
  .openapi({ type: "string", enum: [...CURRENCIES] });

const Amount = z
  .number()
  .int({ message: "must be an integer amount in minor units" })
  .min(0, { message: "must be at least 0" })
  .max(MAX_AMOUNT);

const TrialInterval = z.enum(["day", "week", "month", "year"]).openapi("TrialInterval");
const TrialCount = z.number().int().min(1).max(1000);
const TaxId = z.string().trim().max(64, { message: "must be at most 64 characters" });
const IpAddress = z.union([z.ipv4(), z.ipv6()], { message: "must be an IP address" });

/** A custom field answer: text, number, boolean, a date-time, or null. Keys are field slugs. */
export const CustomFieldData = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
  .openapi({ description: "Answers to the product's custom fields, by field slug." });

const Seats = z.number().int().min(1).max(10_000).nullable().optional().openapi({
  description: "Seat-based pricing is not offered by Kassa: accepted and ignored.",
});

/** Fields a customer can change on the client endpoints (and with confirm). */
const clientFields = {
  custom_field_data: CustomFieldData.optional(),
  product_id: uuid("product_id").nullable().optional(),
  product_price_id: uuid("product_price_id").nullable().optional(),
  amount: Amount.nullable().optional(),
  seats: Seats,
  is_business_customer: z.boolean().nullable().optional(),
  customer_name: Name.nullable().optional(),
  customer_email: Email.nullable()
    .optional()
    .openapi({ type: ["string", "null"] }),
  customer_billing_name: Name.nullable().optional(),
  customer_billing_address: AddressInput.nullable().optional(),
  customer_tax_id: TaxId.nullable().optional(),
  locale: Locale.nullable().optional(),
};

export const CheckoutCreate = z
  .object({
    products: z
      .array(uuid("products"))
      .min(1, { message: "give at least one product" })
      .max(50, { message: "at most 50 products" })
      .openapi({ description: "Products offered; the first one is selected." }),
    prices: z
      .record(z.string(), z.array(PriceCreate).min(1, { message: "give at least one price" }))
      .nullable()
      .optional()
      .openapi({ description: "Ad-hoc prices by product id, used instead of the product's catalog prices." }),
    customer_id: uuid("customer_id").nullable().optional(),
    external_customer_id: z.string().min(1).max(256).nullable().optional(),
    customer_email: Email.nullable()
      .optional()
      .openapi({ type: ["string", "null"] }),
    customer_name: Name.nullable().optional(),
    customer_ip_address: IpAddress.nullable().optional(),
    customer_billing_name: Name.nullable().optional(),
    customer_billing_address: AddressInput.nullable().optional(),
    customer_tax_id: TaxId.nullable().optional(),
    is_business_customer: z.boolean().optional().openapi({
      default: false,
      description: "Defaults to true for a known customer who bought as a business before, else false.",
    }),
    customer_metadata: MetadataSchema.optional(),
    discount_id: uuid("discount_id").nullable().optional(),
    allow_discount_codes: z.boolean().default(true),
    require_billing_address: z.boolean().default(false),
    amount: Amount.nullable()
      .optional()
      .openapi({ description: "Pay-what-you-want amount (custom prices)." }),
    seats: Seats,
    min_seats: Seats,
    max_seats: Seats,
    allow_trial: z.boolean().default(true),
    trial_interval: TrialInterval.nullable().optional(),
    trial_interval_count: TrialCount.nullable().optional(),
    custom_field_data: CustomFieldData.optional(),
    metadata: MetadataSchema.optional(),
    subscription_id: uuid("subscription_id").nullable().optional(),
    success_url: HttpUrl.nullable()
      .optional()
      .openapi({ type: ["string", "null"], description: "May contain `{CHECKOUT_ID}`." }),
    return_url: HttpUrl.nullable().optional(),
    embed_origin: Origin.nullable().optional(),
    locale: Locale.nullable().optional(),
    currency: Currency.nullable().optional(),
  })
  .openapi("CheckoutProductsCreate", {
    example: {
      products: ["0192f8a4-3c1e-7b2d-9e4f-5a6b7c8d9e0f"],
      customer_email: "jane@example.com",
      external_customer_id: "user_1042",
      success_url: "https://shop.example.com/thanks?checkout_id={CHECKOUT_ID}",
      metadata: { cart_id: "cart_8812" },
    },
  });
export type CheckoutCreateInput = z.infer<typeof CheckoutCreate>;

export const CheckoutUpdate = z
  .object({
    ...clientFields,
    trial_interval: TrialInterval.nullable().optional(),
    trial_interval_count: TrialCount.nullable().optional(),
    metadata: MetadataSchema.nullable().optional(),
    currency: Currency.nullable().optional(),
    discount_id: uuid("discount_id").nullable().optional(),
    allow_discount_codes: z.boolean().nullable().optional(),
    require_billing_address: z.boolean().nullable().optional(),
    allow_trial: z.boolean().nullable().optional(),
    customer_ip_address: IpAddress.nullable().optional(),
    customer_metadata: MetadataSchema.nullable().optional(),
    success_url: HttpUrl.nullable().optional(),
    return_url: HttpUrl.nullable().optional(),
    embed_origin: Origin.nullable().optional(),
  })
  .openapi("CheckoutUpdate");
export type CheckoutUpdateInput = z.infer<typeof CheckoutUpdate>;

export const CheckoutUpdatePublic = z
  .object({
    ...clientFields,
    payment_method_type: z.string().max(64).nullable().optional(),
    discount_code: z.string().trim().max(256).nullable().optional().openapi({
      description: "Applies the discount with this code; null or empty removes the current one.",
    }),
    allow_trial: z.literal(false).nullable().optional(),
  })
  .openapi("CheckoutUpdatePublic");
export type CheckoutUpdatePublicInput = z.infer<typeof CheckoutUpdatePublic>;

export const CheckoutConfirm = CheckoutUpdatePublic.extend({
  confirmation_token_id: z
    .string()
    .trim()
    .min(1)
    .max(255)
    .nullable()
    .optional()
    .openapi({
      description:
        "The payment method: a token from the card form (`pm_…`; Stripe: a confirmation token `ctoken_…`) or, " +
        "in test mode, a test value such as `pm_card_visa`. Required when a payment form is required.",
    }),
}).openapi("CheckoutConfirmStripe");
export type CheckoutConfirmInput = z.infer<typeof CheckoutConfirm>;

/** The path parameter of the client endpoints. */
export const ClientSecretParam = z.object({
  client_secret: z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name: "client_secret", in: "path" }, example: "polar_c_…" }),
});

// Wire shapes (documentation; the serializers in serialize.ts produce them).
const datetime = z.string().openapi({ format: "date-time" });
const FieldMode = z.enum(["required", "optional", "disabled"]).openapi("BillingAddressFieldMode");

/** Polar's `CheckoutProduct`: the product with its catalog prices, public benefit heads and media. */
const CheckoutProduct = z
  .object({
    ...ProductHead.omit({ metadata: true }).shape,
    meter_interval: z.null(),
    meter_interval_count: z.null(),
    prices: z.array(ProductPrice),
    benefits: z.array(BenefitPublic),
    medias: z.array(FileRead),
  })
  .openapi("CheckoutProduct");

/** Polar's `CheckoutDiscount*`: what the customer sees of a discount. */
const CheckoutDiscount = Discount.pick({
  id: true,
  name: true,
  code: true,
  type: true,
  duration: true,
  duration_in_months: true,
  amount: true,
  currency: true,
  amounts: true,
  basis_points: true,
}).openapi("CheckoutDiscount");

const checkoutCommon = {
  id: z.string(),
  created_at: datetime,
  modified_at: datetime.nullable(),
  custom_field_data: CustomFieldData,
  payment_processor: z.literal("stripe").openapi({
    description:
      "Always `stripe` on the wire (Polar's only value); the actual processor is in `payment_processor_metadata.processor`.",
  }),
  status: z.enum(["open", "expired", "confirmed", "succeeded", "failed"]).openapi("CheckoutStatus"),
  client_secret: z.string(),
  url: z.string(),
  expires_at: datetime,
  success_url: z.string(),
  return_url: z.string().nullable(),
  embed_origin: z.string().nullable(),
  amount: z.number().int(),
  seats: z.null(),
  min_seats: z.null(),
  max_seats: z.null(),
  discount_amount: z.number().int(),
  net_amount: z.number().int(),
  tax_amount: z.number().int().nullable(),
  tax_behavior: z.enum(["inclusive", "exclusive"]).nullable(),
  total_amount: z.number().int(),
  currency: z.string(),
  allow_trial: z.boolean().nullable(),
  active_trial_interval: TrialInterval.nullable(),
  active_trial_interval_count: z.number().int().nullable(),
  trial_end: datetime.nullable(),
  organization_id: z.string(),
  product_id: z.string().nullable(),
  product_price_id: z.string().nullable(),
  discount_id: z.string().nullable(),
  allow_discount_codes: z.boolean(),
  require_billing_address: z.boolean(),
  is_discount_applicable: z.boolean(),
  is_free_product_price: z.boolean(),
  is_payment_required: z.boolean(),
  is_payment_setup_required: z.boolean(),
  is_payment_form_required: z.boolean(),
  customer_id: z.string().nullable(),
  is_business_customer: z.boolean(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_ip_address: z.string().nullable(),
  customer_billing_name: z.string().nullable(),
  customer_billing_address: Address.nullable(),
  customer_tax_id: z.string().nullable(),
  locale: z.string().nullable(),
  payment_method_type: z.string().nullable(),
  payment_processor_metadata: z.record(z.string(), z.string()),
  billing_address_fields: z
    .object({
      country: FieldMode,
      state: FieldMode,
      city: FieldMode,
      postal_code: FieldMode,
      line1: FieldMode,
      line2: FieldMode,
    })
    .openapi("CheckoutBillingAddressFields"),
  products: z.array(CheckoutProduct),
  product: z.union([CheckoutProduct, z.null()]),
  product_price: ProductPrice.nullable(),
  prices: z.record(z.string(), z.array(ProductPrice)).nullable(),
  discount: CheckoutDiscount.nullable(),
  attached_custom_fields: z.array(AttachedCustomField).nullable(),
};

export const Checkout = z
  .object({
    ...checkoutCommon,
    trial_interval: TrialInterval.nullable(),
    trial_interval_count: z.number().int().nullable(),
    metadata: MetadataSchema,
    external_customer_id: z.string().nullable(),
    subscription_id: z.string().nullable(),
    customer_metadata: MetadataSchema,
  })
  .openapi("Checkout");

const CheckoutOrganization = z
  .object({
    id: z.string(),
    created_at: datetime,
    modified_at: datetime.nullable(),
    name: z.string(),
    slug: z.string(),
    avatar_url: z.string().nullable(),
    proration_behavior: z.string(),
    allow_customer_updates: z.boolean(),
  })
  .openapi("CheckoutOrganization");

export const CheckoutPublic = z
  .object({ ...checkoutCommon, organization: CheckoutOrganization })
  .openapi("CheckoutPublic");

export const CheckoutPublicConfirmed = z
  .object({
    ...checkoutCommon,
    status: z.literal("confirmed"),
    organization: CheckoutOrganization,
    customer_session_token: z.string().nullable(),
  })
  .openapi("CheckoutPublicConfirmed");

/** Polar's sort keys, and `amount` (the total; a Kassa extension). */
export const CHECKOUT_SORTS = ["created_at", "expires_at", "status", "amount"] as const;
export type CheckoutSort = (typeof CHECKOUT_SORTS)[number];

const checkoutListFilters = {
  organization_id: repeated(z.uuid()).openapi({ description: "Filter by organization ID." }),
  product_id: repeated(uuid("product_id")).openapi({ description: "Filter by the selected product." }),
  customer_id: repeated(uuid("customer_id")).openapi({ description: "Filter by customer." }),
  external_customer_id: repeated(z.string()).openapi({ description: "Filter by external customer ID." }),
  status: repeated(z.enum(["open", "expired", "confirmed", "succeeded", "failed"])).openapi({
    description: "Filter by status (repeatable).",
  }),
  query: z.string().optional().openapi({ description: "Filter by customer email (contains)." }),
};

export const CheckoutListQuery = PageQuery.extend({
  ...checkoutListFilters,
  sorting: sortingQuery(CHECKOUT_SORTS),
});

/** `GET /v1/checkouts/export` (a Kassa extension): the list's filters. */
export const CheckoutExportQuery = z.object(checkoutListFilters);

export const CheckoutList = listSchema(Checkout, "ListResource_Checkout_");
