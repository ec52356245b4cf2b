import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { requireBenefit, serializeBenefit, serializeGrant } from "../benefits/service.js";
import { listGrants } from "./repository.js";

/** Customers of the given ids as Polar's wire `Customer`, by id. */
export type CustomerLoader = (organizationId: string, ids: string[]) => Promise<Map<string, unknown>>;

/** `GET /v1/benefits/{id}/grants`: the benefit's grants, newest first. */
export async function listBenefitGrants(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  benefitId: string,
  filters: { isGranted?: boolean; customerIds?: string[]; memberIds?: string[] },
  page: Page,
  loadCustomers: CustomerLoader | null,
) {
  const benefit = serializeBenefit(await requireBenefit(ctx, organizationId, benefitId));
  const { rows, total } = await listGrants(
    ctx.db,
    organizationId,
    { ...filters, benefitIds: [benefitId] },
    {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
      sort: [{ property: "created_at", descending: true }],
    },
  );
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
