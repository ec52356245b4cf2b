import { asc, eq } from "drizzle-orm";
import { benefitIntegration, type IntegrationProvider } from "../../db/schema/benefit-integrations.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";

export type { IntegrationProvider } from "../../db/schema/benefit-integrations.js";

export type IntegrationRow = typeof benefitIntegration.$inferSelect;

export async function findIntegration(
  db: Executor,
  organizationId: string,
  provider: IntegrationProvider,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(benefitIntegration)
    .where(inOrganization(benefitIntegration, organizationId, eq(benefitIntegration.provider, provider)));
  return row;
}

export async function listIntegrations(db: Executor, organizationId: string): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(benefitIntegration)
    .where(inOrganization(benefitIntegration, organizationId))
    .orderBy(asc(benefitIntegration.provider));
}

/** Inserts or replaces the organization's token for the provider. */
export async function upsertIntegration(
  db: Executor,
  row: typeof benefitIntegration.$inferInsert,
  now: Date,
): Promise<IntegrationRow> {
  const [saved] = await db
    .insert(benefitIntegration)
    .values(row)
    .onConflictDoUpdate({
      target: [benefitIntegration.organizationId, benefitIntegration.provider],
      set: { tokenCiphertext: row.tokenCiphertext, tokenHint: row.tokenHint, modifiedAt: now },
    })
    .returning();
  return saved!;
}

export async function deleteIntegration(
  db: Executor,
  organizationId: string,
  provider: IntegrationProvider,
): Promise<boolean> {
  const deleted = await db
    .delete(benefitIntegration)
    .where(inOrganization(benefitIntegration, organizationId, eq(benefitIntegration.provider, provider)))
    .returning({ id: benefitIntegration.id });
  return deleted.length > 0;
}
