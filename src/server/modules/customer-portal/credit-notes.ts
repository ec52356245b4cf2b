import type { AppContext } from "../../context.js";
import { NotFoundError } from "../../http/errors.js";
import { creditNotePdfUrl, listOrgCreditNotes, requireCreditNote } from "../orders/service.js";
import { requireOwnOrder } from "./orders.js";

/** `GET orders/{id}/credit-notes`: the credit notes of the customer's own order (404 for anyone else's). */
export async function listCustomerOrderCreditNotes(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  customerId: string,
  orderId: string,
) {
  await requireOwnOrder(ctx.db, organizationId, customerId, orderId);
  const { items } = await listOrgCreditNotes(
    ctx,
    organizationId,
    { page: 1, limit: 100 },
    { orderId, customerId },
  );
  return items;
}

/** `GET credit-notes/{id}/pdf`: a signed link of the PDF of the customer's own credit note. */
export async function customerCreditNotePdfUrl(
  ctx: Pick<AppContext, "db" | "config" | "clock">,
  organizationId: string,
  customerId: string,
  id: string,
) {
  const row = await requireCreditNote(ctx, organizationId, id);
  if (row.customerId !== customerId) throw new NotFoundError("CreditNote");
  return creditNotePdfUrl(ctx, row);
}
