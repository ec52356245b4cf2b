import type { Executor } from "../../../db/types.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { lockGrantsToRevoke, updateGrant } from "../../benefit-grants/repository.js";
import { grantBenefits, REVOKE_JOB } from "../../benefit-grants/service.js";
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
  const grants = await lockGrantsToRevoke(tx, sub.organizationId, { subscriptionId: sub.id });
  for (const grant of grants) {
    if (kept.has(grant.benefitId)) continue;
    await updateGrant(tx, grant.organizationId, grant.id, { target: "revoked" });
    await enqueueJob(tx, now, REVOKE_JOB, { grantId: grant.id });
  }
  await grantBenefits(tx, now, {
    organizationId: sub.organizationId,
    customerId: sub.customerId,
    productId: newProductId,
    orderId: null,
    subscriptionId: sub.id,
  });
}
