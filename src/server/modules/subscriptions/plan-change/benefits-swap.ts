import type { Executor } from "../../../db/types.js";
import { grantBenefits, revokeSubscriptionBenefitsExcept } from "../../benefit-grants/service.js";
import { findBenefitLinks } from "../../products/service.js";

/**
 * Moves a subscription's benefits to its new product, in the caller's transaction (after the
 * subscription row is locked: grants are locked next). The grants of benefits the new product
 * does not have are revoked; the new product's benefits are granted (`grantBenefits` leaves an
 * active grant of a benefit both products share as it is, so it is never revoked and re-granted).
 */
export async function swapBenefits(
  tx: Executor,
  now: Date,
  sub: { organizationId: string; id: string; customerId: string },
  newProductId: string,
): Promise<void> {
  const links = await findBenefitLinks(tx, sub.organizationId, [newProductId]);
  const kept = new Set(links.map((l) => l.benefitId));
  await revokeSubscriptionBenefitsExcept(tx, now, sub.organizationId, sub.id, kept);
  await grantBenefits(tx, now, {
    organizationId: sub.organizationId,
    customerId: sub.customerId,
    productId: newProductId,
    orderId: null,
    subscriptionId: sub.id,
  });
}
