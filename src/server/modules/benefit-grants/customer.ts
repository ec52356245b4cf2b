import type { AnyColumn, SQL } from "drizzle-orm";
import type { Executor } from "../../db/types.js";
import { AppError, NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import {
  type BenefitGrantRow,
  type CustomerGrantFilters,
  type CustomerGrantSortProperty,
  findOrgGrant,
  listCustomerGrants,
} from "./repository.js";
import { serializeGrants } from "./service.js";

/*
 * The customer portal's grants: the customer's own grants that are not revoked (Polar's portal
 * shows no revoked grant; another customer's grant is a 404), with their benefits and customer.
 */

export type { CustomerGrantFilters, CustomerGrantSortProperty } from "./repository.js";

/** `GET /v1/customer-portal/benefit-grants/`. */
export async function listCustomerGrantsPage(
  ctx: { db: Executor },
  organizationId: string,
  filters: CustomerGrantFilters,
  benefitPosition: (benefitId: AnyColumn) => SQL,
  page: Page,
  sort: { property: CustomerGrantSortProperty; descending: boolean }[],
) {
  const { rows, total } = await listCustomerGrants(ctx.db, organizationId, filters, benefitPosition, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    sort,
  });
  return { items: await serializeGrants(ctx.db, organizationId, rows), total };
}

async function requireCustomerGrantRow(
  db: Executor,
  organizationId: string,
  customerId: string,
  id: string,
): Promise<BenefitGrantRow> {
  const row = await findOrgGrant(db, organizationId, id);
  if (!row || row.customerId !== customerId || row.revokedAt) throw new NotFoundError("Benefit grant");
  return row;
}

/** `GET /v1/customer-portal/benefit-grants/{id}`: the customer's grant; another's (or a revoked one) is a 404. */
export async function getCustomerGrant(
  ctx: { db: Executor },
  organizationId: string,
  customerId: string,
  id: string,
) {
  const row = await requireCustomerGrantRow(ctx.db, organizationId, customerId, id);
  const [wire] = await serializeGrants(ctx.db, organizationId, [row]);
  return wire!;
}

/**
 * `PATCH /v1/customer-portal/benefit-grants/{id}` (Polar's `CustomerBenefitGrantUpdate`):
 * `benefit_type` must be the grant's benefit type (else 422); a grant being revoked is a 403.
 * GitHub and Discord grants take `properties.account_id`, one of the customer's OAuth accounts in
 * Polar: Kassa customers have none (Kassa links these accounts from the customer's metadata, see
 * docs/benefit-grants.md), so any account id is Polar's 422 "OAuth account does not exist.".
 * Every other type has nothing to update and answers the grant as it is.
 */
export async function updateCustomerGrant(
  ctx: { db: Executor },
  organizationId: string,
  customerId: string,
  id: string,
  body: { benefit_type: string; properties?: { account_id?: string | null } | undefined },
) {
  const row = await requireCustomerGrantRow(ctx.db, organizationId, customerId, id);
  const wire = await getCustomerGrant(ctx, organizationId, customerId, id);
  if (row.target === "revoked") {
    throw new AppError(403, "NotPermitted", "Cannot update a revoked benefit grant.");
  }
  if (body.benefit_type !== wire.benefit.type) {
    throw new RequestValidationError([
      {
        loc: ["body", "benefit_type"],
        msg: "Benefit type must match the existing granted benefit type.",
        type: "value_error",
        input: body.benefit_type,
      },
    ]);
  }
  if (body.benefit_type === "github_repository" || body.benefit_type === "discord") {
    const accountId = body.properties?.account_id;
    throw new RequestValidationError([
      {
        loc: ["body", "properties", "account_id"],
        msg:
          accountId === null
            ? "This customer has no linked OAuth account to remove: Kassa links GitHub and Discord accounts from the customer's metadata."
            : "OAuth account does not exist.",
        type: "value_error",
        input: accountId ?? null,
      },
    ]);
  }
  return wire;
}
