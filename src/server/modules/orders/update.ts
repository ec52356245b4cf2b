import type { AppContext } from "../../context.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import { type AddressValue, serializeAddress } from "../customers/service.js";
import { lockedByInvoice } from "./errors.js";
import { findOrder, updateOrderRow } from "./repository.js";
import type { OrderUpdateInput } from "./schemas.js";
import { type OrderWire, recordOrderEvent, requireOrderWire } from "./service.js";

const sameAddress = (a: AddressValue | null, b: AddressValue | null) =>
  JSON.stringify(serializeAddress(a)) === JSON.stringify(serializeAddress(b));

/**
 * Updates the billing name and address shown on the order's invoice. Once the invoice has been
 * generated they are frozen (a 422 naming the field, as Polar answers). The address's country
 * and state decided the tax and cannot change either. Records `order.updated` when something
 * changed.
 */
export async function updateOrderBilling(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  id: string,
  input: OrderUpdateInput,
): Promise<OrderWire> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findOrder(tx, organizationId, id, { forUpdate: true });
    if (!row) throw new NotFoundError("Order");
    const patch: { billingName?: string | null; billingAddress?: AddressValue | null } = {};
    if (input.billing_name !== undefined) {
      const name = input.billing_name === "" ? null : input.billing_name;
      if (name !== row.billingName) patch.billingName = name;
    }
    if (input.billing_address !== undefined && !sameAddress(input.billing_address, row.billingAddress)) {
      const next = input.billing_address;
      const current = row.billingAddress;
      if (
        current &&
        (next?.country !== current.country || (next?.state ?? null) !== (current.state ?? null))
      ) {
        const field = next && next.country === current.country ? "state" : "country";
        throw new RequestValidationError([
          {
            loc: ["body", "billing_address", ...(next ? [field] : [])],
            msg: "The country and state of the billing address cannot be changed",
            input: next ? next[field] : null,
          },
        ]);
      }
      patch.billingAddress = next;
    }
    if (row.invoicePath !== null) {
      if (patch.billingName !== undefined) throw lockedByInvoice("billing_name", input.billing_name);
      if (patch.billingAddress !== undefined) throw lockedByInvoice("billing_address", input.billing_address);
    }
    if (Object.keys(patch).length === 0) return requireOrderWire(tx, organizationId, id);
    await updateOrderRow(tx, organizationId, id, { ...patch, modifiedAt: now });
    return recordOrderEvent(tx, now, organizationId, id, "order.updated");
  });
}
