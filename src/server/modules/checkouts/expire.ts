import type { AppContext } from "../../context.js";
import { recordEvent } from "../webhooks/service.js";
import { inTx, loadView } from "./load.js";
import { expireCheckout } from "./repository.js";
import { serializeCheckout } from "./serialize.js";

/**
 * Moves a checkout whose 24 hours are over from open (or failed) to `expired` and records
 * `checkout.updated`. A checkout being paid, paid, or not due yet is left alone. Idempotent.
 */
export async function expireDueCheckout(
  ctx: Pick<AppContext, "db" | "clock" | "config">,
  checkoutId: string,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await expireCheckout(tx, checkoutId, now);
    if (!row) return false;
    const view = await loadView(inTx(ctx, tx), row);
    await recordEvent(
      tx,
      now,
      row.organizationId,
      "checkout.updated",
      serializeCheckout(view, ctx.config.baseUrl),
    );
    return true;
  });
}
