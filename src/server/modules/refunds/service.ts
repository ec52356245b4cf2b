import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { customerIdsByExternalIds } from "../customers/service.js";
import {
  listRefunds,
  type RefundFilters,
  type RefundRow,
  type RefundSortKey,
  refundsOfOrder,
} from "./repository.js";

export type { RefundFilters, RefundRow, RefundSortKey } from "./repository.js";

/** A refund as Polar's wire `Refund`, every key present. Kassa has no disputes: `dispute` is null. */
export function serializeRefund(row: RefundRow) {
  return {
    id: row.id,
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    metadata: row.metadata,
    status: row.status,
    reason: row.reason,
    amount: row.amount,
    tax_amount: row.taxAmount,
    currency: row.currency,
    organization_id: row.organizationId,
    order_id: row.orderId,
    subscription_id: row.subscriptionId,
    customer_id: row.customerId,
    revoke_benefits: row.revokeBenefits,
    dispute: null,
  };
}

export type RefundWire = ReturnType<typeof serializeRefund>;

export async function listOrgRefunds(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  page: Page,
  filters: RefundFilters,
  sort: { property: RefundSortKey; descending: boolean }[],
) {
  const { externalCustomerId, ...rest } = filters;
  const customersOfExternalIds = externalCustomerId
    ? await customerIdsByExternalIds(ctx.db, organizationId, externalCustomerId)
    : undefined;
  const { rows, total } = await listRefunds(
    ctx.db,
    organizationId,
    { ...rest, customersOfExternalIds },
    {
      offset: (page.page - 1) * page.limit,
      limit: page.limit,
      sort,
    },
  );
  return { items: rows.map(serializeRefund), total };
}

/** The order's succeeded refunds, oldest first (what the invoice lists). */
export async function succeededRefundsOfOrder(
  db: Executor,
  organizationId: string,
  orderId: string,
): Promise<RefundRow[]> {
  return (await refundsOfOrder(db, organizationId, orderId)).filter((r) => r.status === "succeeded");
}
