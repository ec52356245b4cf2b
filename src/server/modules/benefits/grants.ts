import { iso } from "../../http/v1/params.js";
import type { BenefitGrantRow } from "./repository.js";
import type { BenefitWire } from "./service.js";

/** A grant as Polar's wire `BenefitGrant`, with its customer and benefit embedded. */
export function serializeGrant(row: BenefitGrantRow, benefit: BenefitWire, customer: unknown) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    granted_at: iso(row.grantedAt),
    is_granted: row.grantedAt !== null && row.revokedAt === null,
    revoked_at: iso(row.revokedAt),
    is_revoked: row.revokedAt !== null,
    subscription_id: row.subscriptionId,
    order_id: row.orderId,
    customer_id: row.customerId,
    member_id: row.memberId,
    benefit_id: row.benefitId,
    error: row.error ?? null,
    customer,
    member: null,
    benefit,
    properties: row.properties,
  };
}
