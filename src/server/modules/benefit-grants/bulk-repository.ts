import { asc, eq } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { benefitGrant } from "../../db/schema/benefits.js";
import { inOrganization } from "../../db/tenant.js";
import type { Executor } from "../../db/types.js";
import type { BenefitGrantRow } from "./repository.js";

/** The granted grants of several subscriptions, locked (FOR UPDATE) for the caller's transaction. */
export function lockGrantsOfSubscriptions(
  db: Executor,
  organizationId: string,
  subscriptionIds: string[],
): Promise<BenefitGrantRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(benefitGrant)
    .where(
      inOrganization(
        benefitGrant,
        organizationId,
        anyOf(benefitGrant.subscriptionId, subscriptionIds),
        // The same grants `lockGrantsToRevoke` locks for one subscription.
        eq(benefitGrant.target, "granted"),
      ),
    )
    .orderBy(asc(benefitGrant.id))
    .for("update");
}
