import { z } from "@hono/zod-openapi";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Customer } from "../customers/schemas.js";

const INT32_MAX = 2_147_483_647;

export const LICENSE_KEY_STATUSES = ["granted", "revoked", "disabled"] as const;
export const LicenseKeyStatus = z.enum(LICENSE_KEY_STATUSES).openapi("LicenseKeyStatus");

const uuid = (name: string) => z.uuid({ message: `${name} must be a UUID` }).openapi({ format: "uuid" });
const datetime = z.iso
  .datetime({ offset: true, message: "must be an ISO 8601 date-time with a time zone" })
  .openapi({ format: "date-time" });

/** Activation `conditions` and `meta`: Polar's metadata rules (50 keys of ≤ 40 characters). */
const Conditions = z
  .record(
    z
      .string()
      .min(1, { message: "keys must not be empty" })
      .max(40, { message: "keys are at most 40 characters" }),
    z.union([
      z
        .string()
        .min(1, { message: "values must not be empty" })
        .max(500, { message: "values are at most 500 characters" }),
      z.number(),
      z.boolean(),
    ]),
  )
  .refine((m) => Object.keys(m).length <= 50, { message: "at most 50 keys" });

export const LICENSE_KEY_SORTS = ["created_at", "expires_at", "status", "usage", "customer"] as const;
export type LicenseKeySort = (typeof LICENSE_KEY_SORTS)[number];

const listFilters = {
  organization_id: repeated(uuid("organization_id")),
  benefit_id: repeated(uuid("benefit_id")),
  status: repeated(LicenseKeyStatus),
  query: z
    .string()
    .trim()
    .max(200, { message: "query is at most 200 characters" })
    .optional()
    .openapi({
      description:
        "Kassa extension: keys starting with this text (the whole key or its beginning), or ending with the " +
        "six characters `display_key` shows (`ABC123` or `****-ABC123`); ignoring case.",
    }),
};

export const LicenseKeyListQuery = PageQuery.extend({
  ...listFilters,
  sorting: sortingQuery(LICENSE_KEY_SORTS).openapi({
    description: "Kassa extension: sort keys, `-` for descending (default `-created_at`).",
  }),
});

export const LicenseKeyExportQuery = z.object(listFilters);

export const LicenseKeyUpdate = z
  .object({
    status: LicenseKeyStatus.nullable().optional(),
    usage: z
      .number()
      .int({ message: "usage must be a whole number" })
      .min(0, { message: "usage must be 0 or more" })
      .max(INT32_MAX)
      .optional(),
    limit_activations: z
      .number()
      .int({ message: "limit_activations must be a whole number" })
      .min(1, { message: "limit_activations must be at least 1" })
      .max(INT32_MAX)
      .nullable()
      .optional(),
    limit_usage: z
      .number()
      .int({ message: "limit_usage must be a whole number" })
      .min(1, { message: "limit_usage must be at least 1" })
      .max(INT32_MAX)
      .nullable()
      .optional(),
    expires_at: datetime.nullable().optional(),
  })
  .openapi("LicenseKeyUpdate");
export type LicenseKeyUpdateInput = z.infer<typeof LicenseKeyUpdate>;

const key = z.string().min(1, { message: "key is required" }).max(512);

export const LicenseKeyValidate = z
  .object({
    key,
    organization_id: uuid("organization_id"),
    activation_id: uuid("activation_id").nullable().optional(),
    benefit_id: uuid("benefit_id").nullable().optional(),
    customer_id: uuid("customer_id").nullable().optional(),
    increment_usage: z
      .number()
      .int({ message: "increment_usage must be a whole number" })
      .min(0, { message: "increment_usage must be 0 or more" })
      .max(INT32_MAX)
      .nullable()
      .optional(),
    conditions: Conditions.optional(),
  })
  .openapi("LicenseKeyValidate");
export type LicenseKeyValidateInput = z.infer<typeof LicenseKeyValidate>;

export const LicenseKeyActivate = z
  .object({
    key,
    organization_id: uuid("organization_id"),
    label: z.string().min(1, { message: "label is required" }).max(255),
    conditions: Conditions.optional(),
    meta: Conditions.optional(),
  })
  .openapi("LicenseKeyActivate");
export type LicenseKeyActivateInput = z.infer<typeof LicenseKeyActivate>;

export const LicenseKeyDeactivate = z
  .object({ key, organization_id: uuid("organization_id"), activation_id: uuid("activation_id") })
  .openapi("LicenseKeyDeactivate");
export type LicenseKeyDeactivateInput = z.infer<typeof LicenseKeyDeactivate>;

export const ActivationParams = z.object({
  id: uuid("id").openapi({ param: { name: "id", in: "path" } }),
  activation_id: uuid("activation_id").openapi({ param: { name: "activation_id", in: "path" } }),
});

const Meta = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export const LicenseKeyActivationBase = z
  .object({
    id: z.string(),
    license_key_id: z.string(),
    label: z.string(),
    meta: Meta,
    created_at: z.string(),
    modified_at: z.string().nullable(),
  })
  .openapi("LicenseKeyActivationBase");

/** Polar's `LicenseKeyCustomer`: the key's customer, as `Customer`. */
const LicenseKeyCustomer = Customer.openapi("LicenseKeyCustomer");

const since = (version: string) => `From Polar-Version ${version}; absent in earlier versions.`;

/** Polar's `LicenseKeyMember` (2026-10): always null in Kassa (no members on customers yet). */
const LicenseKeyMember = z
  .object({ id: z.string(), email: z.string(), external_id: z.string().nullable() })
  .openapi("LicenseKeyMember");

const LicenseKeySubscription = z
  .object({
    id: z.string(),
    status: z.string(),
    current_period_start: z.string(),
    current_period_end: z.string(),
    cancel_at_period_end: z.boolean(),
    ends_at: z.string().nullable(),
  })
  .openapi("LicenseKeySubscription");

const LicenseKeyOrder = z
  .object({ id: z.string(), created_at: z.string(), status: z.string(), paid: z.boolean() })
  .openapi("LicenseKeyOrder");

/** The fields granted and validated keys gain in 2027-01: the grant's subscription and order. */
const originShape = {
  subscription_id: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: since("2027-01") }),
  subscription: LicenseKeySubscription.nullable()
    .optional()
    .openapi({ description: since("2027-01") }),
  order_id: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: since("2027-01") }),
  order: LicenseKeyOrder.nullable()
    .optional()
    .openapi({ description: since("2027-01") }),
};

const readShape = {
  id: z.string(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  organization_id: z.string(),
  customer_id: z.string(),
  customer: LicenseKeyCustomer,
  member_id: z
    .string()
    .nullable()
    .optional()
    .openapi({ description: since("2026-10") }),
  member: LicenseKeyMember.nullable()
    .optional()
    .openapi({ description: since("2026-10") }),
  benefit_id: z.string(),
  key: z.string(),
  display_key: z.string(),
  status: LicenseKeyStatus,
  limit_activations: z.number().int().nullable(),
  usage: z.number().int(),
  limit_usage: z.number().int().nullable(),
  validations: z.number().int(),
  last_validated_at: z.string().nullable(),
  expires_at: z.string().nullable(),
};

export const LicenseKeyRead = z.object(readShape).openapi("LicenseKeyRead");
export const LicenseKeyWithActivations = z
  .object({ ...readShape, activations: z.array(LicenseKeyActivationBase) })
  .openapi("LicenseKeyWithActivations");
export const ValidatedLicenseKey = z
  .object({ ...readShape, ...originShape, activation: LicenseKeyActivationBase.nullable() })
  .openapi("ValidatedLicenseKey");
export const LicenseKeyActivationRead = LicenseKeyActivationBase.extend({
  license_key: LicenseKeyRead,
}).openapi("LicenseKeyActivationRead");
/** The key an activation answers with (Polar's `GrantedLicenseKey`). */
const GrantedLicenseKey = z.object({ ...readShape, ...originShape }).openapi("GrantedLicenseKey");
/** `POST …/license-keys/activate`'s answer (Polar's `LicenseKeyActivationCreated`). */
export const LicenseKeyActivationCreated = LicenseKeyActivationBase.extend({
  license_key: GrantedLicenseKey,
}).openapi("LicenseKeyActivationCreated");

export const LicenseKeyList = listSchema(LicenseKeyRead, "ListResource_LicenseKeyRead_");

/** 400 on validate when `increment_usage` is above what is left. */
export const UsageExceeded = z
  .object({ error: z.literal("BadRequest"), detail: z.string() })
  .openapi("LicenseKeyUsageExceeded");
