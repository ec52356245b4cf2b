import { createHash } from "node:crypto";
import { normalizeCurrency } from "../../shared/money.js";
import { decline, isExpired } from "./cards.js";
import { PaymentParameterError } from "./errors.js";
import type { Charge, Decline, PaymentMethod, Refund } from "./processor.js";
import { toRef } from "./refs.js";
import type { ChargeRow, PaymentMethodRow, RefundRow } from "./sandbox-repository.js";

/** The wire form of the sandbox processor's rows, and the checks every call shares. */

export const MAX_AMOUNT = 99_999_999;

export function hash(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

export function paymentMethodOut(row: PaymentMethodRow): PaymentMethod {
  return {
    id: toRef("pm", row.id),
    type: "card",
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    customerRef: row.customerId ? toRef("cus", row.customerId) : null,
    createdAt: row.createdAt,
  };
}

export function chargeOut(row: ChargeRow): Charge {
  const base = {
    id: toRef("ch", row.id),
    amount: row.amount,
    currency: row.currency,
    customerRef: row.customerId ? toRef("cus", row.customerId) : null,
    paymentMethodId: toRef("pm", row.paymentMethodId),
    offSession: row.offSession,
    amountRefunded: row.amountRefunded,
    createdAt: row.createdAt,
  };
  if (row.status === "succeeded") return { ...base, status: "succeeded", decline: null };
  const code = (row.declineCode ?? "card_declined") as Decline["code"];
  return {
    ...base,
    status: "failed",
    decline: { code, message: row.failureMessage ?? decline(code).message },
  };
}

export function refundOut(row: RefundRow): Refund {
  return {
    id: toRef("re", row.id),
    chargeId: toRef("ch", row.chargeId),
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: "succeeded",
    createdAt: row.createdAt,
  };
}

export function checkAmount(amount: unknown): number {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_AMOUNT) {
    throw new PaymentParameterError(
      "amount",
      `Amount must be an integer from 1 to ${MAX_AMOUNT} (minor units)`,
      amount,
    );
  }
  return amount;
}

export function checkCurrency(currency: unknown): string {
  const normalized = typeof currency === "string" ? normalizeCurrency(currency) : null;
  if (!normalized || normalized !== currency) {
    throw new PaymentParameterError(
      "currency",
      "A supported lowercase ISO 4217 currency is required",
      currency,
    );
  }
  return normalized;
}

/**
 * Why a charge to the card is declined, or null when it succeeds: its test behaviour, its expiry,
 * and for the succeed-once card off session whether it has a succeeded charge (`succeededBefore`).
 */
export function declineOf(
  pm: PaymentMethodRow,
  offSession: boolean,
  now: Date,
  succeededBefore: boolean,
): Decline | null {
  if (pm.behavior === "generic_decline") return decline("card_declined");
  if (pm.behavior === "insufficient_funds") return decline("insufficient_funds");
  if (pm.behavior === "expired_card" || isExpired(pm.expMonth, pm.expYear, now))
    return decline("expired_card");
  if (pm.behavior === "succeed_once_then_decline_off_session" && offSession && succeededBefore) {
    return decline("card_declined");
  }
  return null;
}

export function checkKey(key: unknown): string {
  if (typeof key !== "string" || key.length < 1 || key.length > 255) {
    throw new PaymentParameterError(
      "idempotency_key",
      "An idempotency key of 1 to 255 characters is required",
      key,
    );
  }
  return key;
}

/**
 * The sandbox processor: Stripe test mode on Kassa's own database. Test cards and test payment
 * method values are documented in docs/payments.md; time comes from `clock`.
 */
