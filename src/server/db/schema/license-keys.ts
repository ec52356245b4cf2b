import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type LicenseKeyStatus = "granted" | "revoked" | "disabled";

/** A license key issued by a license_keys benefit grant. Looked up by (organization, key). */
export const licenseKey = pgTable(
  "license_key",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    benefitId: uuid("benefit_id").notNull(),
    grantId: uuid("grant_id"),
    key: text("key").notNull(),
    displayKey: text("display_key").notNull(),
    status: text("status").$type<LicenseKeyStatus>().notNull(),
    limitActivations: integer("limit_activations"),
    usage: bigint("usage", { mode: "number" }).notNull().default(0),
    limitUsage: bigint("limit_usage", { mode: "number" }),
    validations: bigint("validations", { mode: "number" }).notNull().default(0),
    lastValidatedAt: timestamp("last_validated_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("license_key_org_key_uq").on(t.organizationId, t.key),
    // The dashboard's key search: a prefix of the key (LIKE 'ABC%' in any collation) or the
    // six characters its display key shows.
    index("license_key_org_key_prefix_idx").on(t.organizationId, t.key.op("text_pattern_ops")),
    index("license_key_org_display_idx").on(t.organizationId, t.displayKey),
    index("license_key_org_created_idx").on(t.organizationId, t.createdAt),
    // One key per grant, whatever retries or duplicate jobs do.
    uniqueIndex("license_key_grant_uq").on(t.grantId),
  ],
);

/** One activation (a machine, an install) of a license key; deactivation soft-deletes it. */
export const licenseKeyActivation = pgTable(
  "license_key_activation",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    licenseKeyId: uuid("license_key_id").notNull(),
    label: text("label").notNull(),
    conditions: jsonb("conditions").$type<Record<string, unknown>>().notNull().default({}),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("license_key_activation_org_key_idx").on(t.organizationId, t.licenseKeyId)],
);
