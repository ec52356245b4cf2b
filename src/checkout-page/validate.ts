/**
 * Checks the page makes before it sends anything, with the messages shown next to the fields. The
 * server checks everything again; its 422 answers are shown the same way.
 */
import { formatMoney } from "./money";
import type { AttachedCustomField, CustomFieldValue, ProductPrice } from "./types";

export type Errors = Record<string, string>;

export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return "Enter your email address";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : "Enter a valid email address";
}

/** The bounds of a pay-what-you-want price, checked against an amount in minor units. */
export function amountError(amount: number | null, price: ProductPrice & { amount_type: "custom" }) {
  const currency = price.price_currency;
  if (amount === null) return "Enter an amount like 10.00";
  const min = price.minimum_amount ?? 0;
  if (amount < min) return `The minimum is ${formatMoney(min, currency)}`;
  if (price.maximum_amount != null && amount > price.maximum_amount)
    return `The maximum is ${formatMoney(price.maximum_amount, currency)}`;
  return null;
}

function isoDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** One custom field's answer against its type, bounds and whether it is required. */
export function customFieldError(attached: AttachedCustomField, value: CustomFieldValue | undefined) {
  const { type, properties: p } = attached.custom_field;
  const empty = value === undefined || value === null || value === "" || (type === "checkbox" && !value);
  if (empty) return attached.required ? (type === "checkbox" ? "Please check this box" : "Required") : null;
  if (type === "text" && typeof value === "string") {
    if (p.min_length != null && value.length < p.min_length) return `At least ${p.min_length} characters`;
    if (p.max_length != null && value.length > p.max_length) return `At most ${p.max_length} characters`;
  }
  if (type === "number") {
    if (typeof value !== "number" || !Number.isInteger(value)) return "Enter a whole number";
    if (p.ge != null && value < p.ge) return `Must be ${p.ge} or more`;
    if (p.le != null && value > p.le) return `Must be ${p.le} or less`;
  }
  if (type === "date" && typeof value === "string") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "Enter a date";
    if (p.ge != null && value < isoDay(p.ge)) return `Must be on or after ${isoDay(p.ge)}`;
    if (p.le != null && value > isoDay(p.le)) return `Must be on or before ${isoDay(p.le)}`;
  }
  if (type === "select" && !p.options?.some((o) => o.value === value)) return "Choose one of the options";
  return null;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface CardDraft {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardValues {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** "12/34", "12 / 2034" → month and four-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Local checks of the card form (format only; the tokenizer decides the rest). */
export function checkCard(card: CardDraft, today: Date): { errors: Errors; values: CardValues | null } {
  const errors: Errors = {};
  const digits = card.number.replace(/[\s-]/g, "");
  if (!digits) errors["card.number"] = "Enter your card number";
  else if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    errors["card.number"] = "Your card number is invalid.";
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors["card.expiry"] = "Enter the expiry date";
  else if (!expiry) errors["card.expiry"] = "Use the format MM / YY";
  else {
    const now = today.getFullYear() * 12 + today.getMonth();
    if (expiry.year * 12 + expiry.month - 1 < now)
      errors["card.expiry"] = "Your card's expiration date is in the past.";
  }
  const cvc = card.cvc.trim();
  if (!cvc) errors["card.cvc"] = "Enter the security code";
  else if (!/^\d{3,4}$/.test(cvc)) errors["card.cvc"] = "Your card's security code is invalid.";
  if (Object.keys(errors).length > 0 || !expiry) return { errors, values: null };
  return {
    errors,
    values: { number: digits, exp_month: expiry.month, exp_year: expiry.year, cvc },
  };
}

/** "4242424242424242" → "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(" ");
}

/** Typing "1234" in the expiry box shows "12 / 34". */
export function formatExpiry(text: string, previous: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  if (text.length < previous.length) return text; // let deletions through as typed
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}
