import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export type IntegrationProvider = "github" | "discord";

/**
 * A seller's credential for a benefit that acts on another service: a GitHub token that may add
 * repository collaborators, or a Discord bot token that may manage roles. One per organization
 * and provider. The token is encrypted with a key derived from AUTH_SECRET (AES-256-GCM); only
 * its last four characters are ever shown again.
 */
export const benefitIntegration = pgTable(
  "benefit_integration",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id").notNull(),
    provider: text("provider").$type<IntegrationProvider>().notNull(),
    tokenCiphertext: text("token_ciphertext").notNull(),
    tokenHint: text("token_hint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("benefit_integration_org_provider_uq").on(t.organizationId, t.provider)],
);
