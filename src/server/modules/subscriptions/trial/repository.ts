import { eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import { subscription } from "../../../db/schema/subscriptions.js";
import { inOrganization } from "../../../db/tenant.js";
import type { Executor } from "../../../db/types.js";
import { customerIdsWithEmailSql } from "../../customers/service.js";

/** The queries of trials. */

/**
 * Whether the customer — by id, or by email within the organization — already had a
 * subscription to `productId` that started with a trial (any status, ended ones too). Polar gives
 * one trial per customer and product: a repeat checkout runs without one.
 */
export async function hasRedeemedTrial(
  db: Executor,
  organizationId: string,
  productId: string,
  who: { customerId: string | null; email: string | null },
): Promise<boolean> {
  const matches: SQL[] = [];
  if (who.customerId) matches.push(eq(subscription.customerId, who.customerId));
  if (who.email) {
    matches.push(inArray(subscription.customerId, customerIdsWithEmailSql(organizationId, who.email)));
  }
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: subscription.id })
    .from(subscription)
    .where(
      inOrganization(
        subscription,
        organizationId,
        eq(subscription.productId, productId),
        isNotNull(subscription.trialStart),
        or(...matches),
      ),
    )
    .limit(1);
  return row !== undefined;
}
