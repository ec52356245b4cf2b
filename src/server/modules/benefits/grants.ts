import { AppError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { type BenefitGrantRow, listGrants } from "./repository.js";
import { type BenefitDeps, type BenefitWire, requireBenefit, serializeBenefit } from "./service.js";

/** Customers of the given ids as Polar's wire `Customer`, by id. */
export type CustomerLoader = (organizationId: string, ids: string[]) => Promise<Map<string, unknown>>;

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

/** `GET /v1/benefits/{id}/grants`: the benefit's grants, newest first. */
export async function listBenefitGrants(
  ctx: BenefitDeps,
  organizationId: string,
  benefitId: string,
  filters: { isGranted?: boolean; customerIds?: string[]; memberIds?: string[] },
  page: Page,
  loadCustomers: CustomerLoader | null,
) {
  const benefit = serializeBenefit(await requireBenefit(ctx, organizationId, benefitId));
  const { rows, total } = await listGrants(ctx.db, organizationId, benefitId, filters, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  if (rows.length === 0) return { items: [], total };
  const customers = loadCustomers
    ? await loadCustomers(organizationId, [...new Set(rows.map((r) => r.customerId))])
    : new Map<string, unknown>();
  const items = rows.map((row) => {
    const customer = customers.get(row.customerId);
    if (!customer) {
      throw new AppError(
        409,
        "CustomerUnavailable",
        `The customer ${row.customerId} of grant ${row.id} cannot be found`,
      );
    }
    return serializeGrant(row, benefit, customer);
  });
  return { items, total };
}
