import { z } from "@hono/zod-openapi";
import { BENEFIT_DESCRIPTION, INT32_MAX } from "../../../shared/limits.js";
import { MetadataSchema } from "../../http/v1/metadata.js";
import { listSchema, PageQuery, repeated, sortingQuery } from "../../http/v1/pagination.js";
import { Customer } from "../customers/schemas.js";

export const BENEFIT_TYPES = [
  "custom",
  "discord",
  "github_repository",
  "downloadables",
  "license_keys",
  "meter_credit",
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

const DESCRIPTION_MESSAGE = `description must be ${BENEFIT_DESCRIPTION.min} to ${BENEFIT_DESCRIPTION.max} characters`;
const Description = z
  .string()
  .trim()
  .min(BENEFIT_DESCRIPTION.min, { message: DESCRIPTION_MESSAGE })
  .max(BENEFIT_DESCRIPTION.max, { message: DESCRIPTION_MESSAGE })
  .openapi({ description: "Shown on products having this benefit." });

const Visibility = z.enum(["draft", "private", "public"]).openapi("BenefitVisibility");
const Int32 = INT32_MAX;

const CustomProps = z
  .object({ note: z.string().max(10_000).nullable().optional() })
  .openapi("BenefitCustomCreateProperties");

const DiscordProps = z
  .object({
    guild_token: z.string().trim().min(1, { message: "guild_token is required" }).max(2048),
    role_id: z.string().regex(/^\d{15,21}$/, { message: "role_id must be a Discord role id (digits)" }),
    kick_member: z.boolean().default(false),
  })
  .openapi("BenefitDiscordCreateProperties");

const GitHubProps = z
  .object({
    repository_owner: z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, {
      message: "repository_owner must be a GitHub user or organization name",
    }),
    repository_name: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,100}$/, { message: "repository_name must be a GitHub repository name" }),
    permission: z.enum(["pull", "triage", "push", "maintain", "admin"]),
  })
  .openapi("BenefitGitHubRepositoryCreateProperties");

const DownloadablesProps = z
  .object({
    archived: z.record(z.uuid({ message: "archived keys must be file ids" }), z.boolean()).default({}),
    files: z
      .array(z.uuid({ message: "files must be file ids" }))
      .min(1, { message: "give at least one file" })
      .max(100),
  })
  .openapi("BenefitDownloadablesCreateProperties");

const LicenseKeysProps = z
  .object({
    prefix: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_-]*$/, { message: "prefix may contain letters, digits, - and _" })
      .nullable()
      .optional(),
    expires: z
      .object({
        ttl: z.number().int().min(1, { message: "ttl must be at least 1" }).max(Int32),
        timeframe: z.enum(["year", "month", "day"]),
      })
      .openapi("BenefitLicenseKeyExpirationProperties")
      .nullable()
      .optional(),
    activations: z
      .object({
        limit: z
          .number()
          .int()
          .min(1, { message: "limit must be 1 to 50" })
          .max(50, { message: "limit must be 1 to 50" }),
        enable_customer_admin: z.boolean(),
      })
      .openapi("BenefitLicenseKeyActivationCreateProperties")
      .nullable()
      .optional(),
    limit_usage: z
      .number()
      .int()
      .min(1, { message: "limit_usage must be at least 1" })
      .max(Int32)
      .nullable()
      .optional(),
  })
  .openapi("BenefitLicenseKeysCreateProperties");

const MeterCreditProps = z
  .object({
    units: z.number().int().min(1, { message: "units must be at least 1" }).max(Int32),
    rollover: z.boolean(),
    meter_id: z.uuid({ message: "meter_id must be a meter id" }),
  })
  .openapi("BenefitMeterCreditCreateProperties");

export const PROPERTY_SCHEMAS = {
  custom: CustomProps,
  discord: DiscordProps,
  github_repository: GitHubProps,
  downloadables: DownloadablesProps,
  license_keys: LicenseKeysProps,
  meter_credit: MeterCreditProps,
} as const;

const createCommon = {
  description: Description,
  organization_id: z.uuid().nullable().optional(),
  metadata: MetadataSchema.optional(),
  visibility: Visibility.nullable().optional(),
};
const updateCommon = {
  description: Description.nullable().optional(),
  metadata: MetadataSchema.optional(),
  visibility: Visibility.nullable().optional(),
};

const names: Record<BenefitType, string> = {
  custom: "Custom",
  discord: "Discord",
  github_repository: "GitHubRepository",
  downloadables: "Downloadables",
  license_keys: "LicenseKeys",
  meter_credit: "MeterCredit",
};

function createOf<T extends BenefitType>(type: T) {
  return z
    .object({ ...createCommon, type: z.literal(type), properties: PROPERTY_SCHEMAS[type] })
    .openapi(`Benefit${names[type]}Create`);
}
function updateOf<T extends BenefitType>(type: T) {
  return z
    .object({
      ...updateCommon,
      type: z.literal(type),
      // Described on the nullable itself, so the document types it "properties or null" (inlined).
      properties: PROPERTY_SCHEMAS[type]
        .nullable()
        .optional()
        .openapi({ description: "The type's properties; omitted or null keeps them." }),
    })
    .openapi(`Benefit${names[type]}Update`);
}

export const BenefitCreate = z
  .discriminatedUnion("type", [
    createOf("custom"),
    createOf("discord"),
    createOf("github_repository"),
    createOf("downloadables"),
    createOf("license_keys"),
    createOf("meter_credit"),
  ])
  .openapi("BenefitCreate");
export type BenefitCreateInput = z.infer<typeof BenefitCreate>;

export const BenefitUpdate = z
  .discriminatedUnion("type", [
    updateOf("custom"),
    updateOf("discord"),
    updateOf("github_repository"),
    updateOf("downloadables"),
    updateOf("license_keys"),
    updateOf("meter_credit"),
  ])
  .openapi("BenefitUpdate");
export type BenefitUpdateInput = z.infer<typeof BenefitUpdate>;

/** The response properties of each type, as Polar's `Benefit<Type>Properties` and as stored. */
const ResponseProperties = {
  custom: z.object({ note: z.string().nullable() }).openapi("BenefitCustomProperties"),
  discord: z
    .object({ guild_id: z.string(), role_id: z.string(), kick_member: z.boolean(), guild_token: z.string() })
    .openapi("BenefitDiscordProperties"),
  github_repository: z
    .object({
      repository_owner: z.string(),
      repository_name: z.string(),
      permission: z.enum(["pull", "triage", "push", "maintain", "admin"]),
    })
    .openapi("BenefitGitHubRepositoryProperties"),
  downloadables: z
    .object({ archived: z.record(z.string(), z.boolean()), files: z.array(z.string()) })
    .openapi("BenefitDownloadablesProperties"),
  license_keys: z
    .object({
      prefix: z.string().nullable(),
      expires: z
        .object({ ttl: z.number().int(), timeframe: z.enum(["year", "month", "day"]) })
        .openapi("BenefitLicenseKeyExpirationProperties")
        .nullable(),
      activations: z
        .object({ limit: z.number().int(), enable_customer_admin: z.boolean() })
        .openapi("BenefitLicenseKeyActivationProperties")
        .nullable(),
      limit_usage: z.number().int().nullable(),
    })
    .openapi("BenefitLicenseKeysProperties"),
  meter_credit: z
    .object({ units: z.number().int(), rollover: z.boolean(), meter_id: z.string() })
    .openapi("BenefitMeterCreditProperties"),
} as const;
export type BenefitProperties<T extends BenefitType> = z.infer<(typeof ResponseProperties)[T]>;

export const BenefitHead = {
  id: z.string().openapi({ format: "uuid" }),
  created_at: z.string().openapi({ format: "date-time" }),
  modified_at: z.string().nullable().openapi({ format: "date-time" }),
  description: z.string(),
  selectable: z.boolean(),
  deletable: z.boolean(),
  is_deleted: z.boolean(),
  organization_id: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
};
function benefitOf<T extends BenefitType>(type: T) {
  return z
    .object({ ...BenefitHead, type: z.literal(type), properties: ResponseProperties[type] })
    .openapi(`Benefit${names[type]}`);
}

/** A benefit as Polar's wire `Benefit`: one shape per `type`, its `properties` typed by it. */
export const Benefit = z
  .discriminatedUnion("type", [
    benefitOf("custom"),
    benefitOf("discord"),
    benefitOf("github_repository"),
    benefitOf("downloadables"),
    benefitOf("license_keys"),
    benefitOf("meter_credit"),
  ])
  .openapi("Benefit");
export type BenefitWire = z.infer<typeof Benefit>;

export const BenefitListQuery = PageQuery.extend({
  organization_id: repeated(z.uuid()),
  type: repeated(z.enum(BENEFIT_TYPES)),
  id: repeated(z.uuid({ message: "id must be a UUID" })),
  exclude_id: repeated(z.uuid({ message: "exclude_id must be a UUID" })),
  query: z.string().max(255).optional(),
  sorting: sortingQuery(["created_at", "description", "type", "user_order"] as const),
});

export const BenefitList = listSchema(Benefit, "ListResource_Benefit_");

export const GrantListQuery = PageQuery.extend({
  is_granted: z
    .enum(["true", "false"], { message: "is_granted must be true or false" })
    .transform((v) => v === "true")
    .optional(),
  customer_id: repeated(z.uuid({ message: "customer_id must be a UUID" })),
  member_id: repeated(z.uuid({ message: "member_id must be a UUID" })),
});

export const BenefitGrant = z
  .object({
    id: z.string(),
    created_at: z.string(),
    modified_at: z.string().nullable(),
    granted_at: z.string().nullable(),
    is_granted: z.boolean(),
    revoked_at: z.string().nullable(),
    is_revoked: z.boolean(),
    subscription_id: z.string().nullable(),
    order_id: z.string().nullable(),
    customer_id: z.string(),
    member_id: z.string().nullable(),
    benefit_id: z.string(),
    error: z.object({ message: z.string(), type: z.string(), timestamp: z.string() }).nullable(),
    customer: Customer,
    member: z.null(),
    benefit: Benefit,
    properties: z.record(z.string(), z.unknown()),
  })
  .openapi("BenefitGrant");

export const BenefitGrantList = listSchema(BenefitGrant, "ListResource_BenefitGrant_");
