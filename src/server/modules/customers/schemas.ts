import { z } from "@hono/zod-openapi";
import { EmailAddress, LocaleTag } from "../../http/v1/fields.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Address, AddressInput } from "./address.js";

export { Address, AddressInput, SUPPORTED_COUNTRIES } from "./address.js";

const Email = EmailAddress;

const Name = z.string().max(256, { message: "must be at most 256 characters" });

const ExternalId = z
  .string()
  .min(1, { message: "must not be empty" })
  .max(256, { message: "must be at most 256 characters" })
  .openapi({
    description: "The customer's id in your system: unique in the organization; once set it can't change.",
    example: "usr_1337",
  });

const Locale = LocaleTag;

const TaxIdInput = z.string().max(64, { message: "must be at most 64 characters" }).openapi({
  description:
    "A tax id of the billing address's country (EU VAT number, GB VAT, US EIN, …); needs `billing_address`.",
  example: "FR61954506077",
});

export const CustomerCreate = z
  .object({
    email: Email,
    name: Name.nullable().optional(),
    external_id: ExternalId.nullable().optional(),
    billing_address: AddressInput.nullable().optional(),
    tax_id: TaxIdInput.nullable().optional(),
    locale: Locale.nullable().optional(),
    metadata: MetadataSchema.optional(),
    organization_id: z.uuid({ message: "must be a UUID" }).nullable().optional(),
    type: z
      .literal("individual", { message: 'only "individual" customers are supported' })
      .optional()
      .openapi({ description: "Only `individual` (the default) is supported." }),
  })
  .openapi("CustomerCreate", {
    example: {
      email: "jane@example.com",
      name: "Jane Doe",
      external_id: "user_1042",
      metadata: { signup_source: "newsletter" },
    },
  });
export type CustomerCreateInput = z.infer<typeof CustomerCreate>;

const updateFields = {
  email: Email.nullable().optional(),
  name: Name.nullable().optional(),
  billing_address: AddressInput.nullable().optional(),
  tax_id: TaxIdInput.nullable().optional(),
  locale: Locale.nullable().optional(),
  metadata: MetadataSchema.optional(),
};

export const CustomerUpdateExternalID = z.object(updateFields).openapi("CustomerUpdateExternalID");

export const CustomerUpdate = z
  .object({
    ...updateFields,
    external_id: ExternalId.nullable().optional(),
    type: z
      .literal("individual", { message: 'only "individual" customers are supported' })
      .nullable()
      .optional(),
  })
  .openapi("CustomerUpdate");
/** Both update bodies; `external_id` only comes with `CustomerUpdate` (by id). */
export type CustomerUpdateInput = z.infer<typeof CustomerUpdate>;

const wireDatetime = z.string().openapi({ format: "date-time" });

const customerFields = {
  id: z.string(),
  created_at: wireDatetime,
  modified_at: wireDatetime.nullable(),
  metadata: MetadataSchema,
  external_id: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  type: z.literal("individual"),
  name: z.string().nullable(),
  billing_name: z.string().nullable(),
  billing_address: Address.nullable(),
  tax_id: z.tuple([z.string(), z.string()]).nullable(),
  locale: z.string().nullable(),
  organization_id: z.string(),
  default_payment_method_id: z.string().nullable(),
  deleted_at: wireDatetime.nullable(),
  first_user_event_at: wireDatetime.nullable(),
  avatar_url: z.string(),
};

export const Customer = z.object(customerFields).openapi("Customer");

export const CustomerStateBenefitGrant = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    granted_at: wireDatetime,
    benefit_id: z.string(),
    benefit_type: z.string(),
    benefit_metadata: MetadataSchema,
    properties: z.record(z.string(), z.unknown()),
  })
  .openapi("CustomerStateBenefitGrant");

export const CustomerStateMeter = z
  .object({
    id: z.string(),
    created_at: wireDatetime,
    modified_at: wireDatetime.nullable(),
    meter_id: z.string(),
    consumed_units: z.number(),
    credited_units: z.number().int(),
    balance: z.number(),
  })
  .openapi("CustomerStateMeter");

export const CustomerState = z
  .object({
    ...customerFields,
    active_subscriptions: z.array(z.record(z.string(), z.unknown())),
    granted_benefits: z.array(CustomerStateBenefitGrant),
    active_meters: z.array(CustomerStateMeter),
  })
  .openapi("CustomerState");

export const CUSTOMER_SORTS = ["created_at", "email", "name"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const booleanQuery = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((v) => v === "true")
  .optional();

export const CustomerListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by organization ID.",
  }),
  email: z.string().optional().openapi({ description: "Filter by exact email (case-insensitive)." }),
  query: z
    .string()
    .optional()
    .openapi({ description: "Filter by email, name or external ID (contains, case-insensitive)." }),
  active: booleanQuery.openapi({
    description: "Customers with (true) or without (false) a trialing, active or past_due subscription.",
  }),
  sorting: sortingQuery(CUSTOMER_SORTS),
});

export const CustomerExportQuery = z.object({
  organization_id: repeated(z.uuid({ message: "must be a UUID" })).openapi({
    description: "Filter by organization ID.",
  }),
});

export const DeleteQuery = z.object({
  anonymize: booleanQuery.openapi({
    description: "Also replace the email, name, billing name, address and tax id by anonymized values.",
  }),
});

export const ExternalIdParam = z.object({
  external_id: z
    .string()
    .min(1)
    .openapi({ param: { name: "external_id", in: "path" }, description: "The customer's external ID." }),
});

export const CustomerList = listSchema(Customer, "ListResource_Customer_");
