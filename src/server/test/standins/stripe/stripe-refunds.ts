/**
 * TEST-ONLY. Refunds of the local Stripe stand-in (stripe-api.ts). Never used outside tests.
 */
import {
  type AccountState,
  type Answer,
  created,
  id,
  invalid,
  metadataOf,
  missing,
  type Obj,
  type Params,
} from "./stripe-shared.js";

const REFUND_REASONS = new Set(["duplicate", "fraudulent", "requested_by_customer"]);

export function createRefund(account: AccountState, params: Params): Answer {
  const pi =
    typeof params.payment_intent === "string" ? account.paymentIntents.get(params.payment_intent) : undefined;
  if (!pi) return missing("payment_intent", params.payment_intent, "payment_intent");
  const charge = typeof pi.latest_charge === "string" ? account.charges.get(pi.latest_charge) : undefined;
  if (pi.status !== "succeeded" || !charge) {
    return invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
  }
  if (params.reason !== undefined && !REFUND_REASONS.has(String(params.reason))) {
    return invalid(
      "Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer",
      "reason",
    );
  }
  const remaining = (charge.amount as number) - (charge.amount_refunded as number);
  if (remaining === 0) {
    return invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
  }
  const amount = params.amount === undefined ? remaining : Number(params.amount);
  if (!Number.isInteger(amount) || amount < 1) return invalid("Invalid positive integer", "amount");
  if (amount > remaining) {
    return invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
      "amount",
      "amount_too_large",
    );
  }
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund: Obj = {
    id: id("re"),
    object: "refund",
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: pi.id,
    reason: params.reason ?? null,
    status: "succeeded",
    metadata: metadataOf(params.metadata),
    created: created(account),
  };
  account.refunds.set(refund.id as string, refund);
  return { status: 200, body: refund };
}
