import { CardValidationError } from "./errors.js";
import type { CardInput, Decline, DeclineCode } from "./processor.js";
import type { SandboxCardBehavior } from "./sandbox-repository.js";

/** The sandbox's documented test card numbers (docs/payments.md); any other valid number succeeds. */
export const TEST_CARDS: Record<string, SandboxCardBehavior> = {
  "4242424242424242": "succeed",
  "4000000000000002": "generic_decline",
  "4000000000009995": "insufficient_funds",
  "4000000000000069": "expired_card",
  "4000000000000341": "succeed_once_then_decline_off_session",
};

/** Stripe-style test payment method values, accepted wherever a payment method token is. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_chargeDeclinedExpiredCard: "4000000000000069",
  pm_card_chargeCustomerFail: "4000000000000341",
};

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
};

export function decline(code: DeclineCode): Decline {
  return { code, message: DECLINE_MESSAGES[code] };
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  if (/^35/.test(digits)) return "jcb";
  if (/^3(0[0-5]|[68])/.test(digits)) return "diners";
  return "unknown";
}

export interface ValidCard {
  digits: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behavior: SandboxCardBehavior;
}

/**
 * Checks a card as the tokenizer receives it: number (12–19 digits, spaces and dashes allowed,
 * Luhn), expiry month 1–12, expiry not before the current month of `now` (UTC), CVC 3–4 digits
 * (4 for amex). Throws CardValidationError naming the field.
 */
export function validateCard(card: CardInput, now: Date): ValidCard {
  const digits = typeof card.number === "string" ? card.number.replace(/[\s-]/g, "") : "";
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    throw new CardValidationError("number", "invalid_number", "Your card number is invalid.", card.number);
  }
  const { expMonth, expYear } = card;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    throw new CardValidationError(
      "exp_month",
      "invalid_expiry_month",
      "Your card's expiration month is invalid.",
      expMonth,
    );
  }
  const year = now.getUTCFullYear();
  if (!Number.isInteger(expYear) || expYear < year || expYear > year + 50) {
    throw new CardValidationError(
      "exp_year",
      "invalid_expiry_year",
      expYear < year
        ? "Your card's expiration year is in the past."
        : "Your card's expiration year is invalid.",
      expYear,
    );
  }
  if (expYear === year && expMonth < now.getUTCMonth() + 1) {
    throw new CardValidationError(
      "exp_month",
      "invalid_expiry_month",
      "Your card's expiration date is in the past.",
      expMonth,
    );
  }
  const brand = cardBrand(digits);
  const cvcLength = brand === "amex" ? /^\d{4}$/ : /^\d{3,4}$/;
  if (typeof card.cvc !== "string" || !cvcLength.test(card.cvc)) {
    throw new CardValidationError("cvc", "invalid_cvc", "Your card's security code is invalid.", card.cvc);
  }
  return {
    digits,
    brand,
    last4: digits.slice(-4),
    expMonth,
    expYear,
    behavior: TEST_CARDS[digits] ?? "succeed",
  };
}

/** True when a card expiring at the end of month/year has expired at `now` (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
