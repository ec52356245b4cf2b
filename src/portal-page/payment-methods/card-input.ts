/**
 * The portal card form's local checks and formatting (format only: the processor decides the rest).
 * The same rules as the hosted checkout's card form (src/checkout-page/validate.ts), which the
 * portal may not import.
 */
export type CardErrors = Partial<Record<"number" | "expiry" | "cvc", string>>;

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

function luhn(digits: string): boolean {
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

/** "12/34", "12 / 2034" → month and four-digit year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function checkCard(card: CardDraft, today: Date): { errors: CardErrors; values: CardValues | null } {
  const errors: CardErrors = {};
  const digits = card.number.replace(/[\s-]/g, "");
  if (!digits) errors.number = "Enter your card number";
  else if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = "Your card number is invalid.";
  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) errors.expiry = "Enter the expiry date";
  else if (!expiry) errors.expiry = "Use the format MM / YY";
  else if (expiry.year * 12 + expiry.month - 1 < today.getFullYear() * 12 + today.getMonth())
    errors.expiry = "Your card's expiration date is in the past.";
  const cvc = card.cvc.trim();
  if (!cvc) errors.cvc = "Enter the security code";
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "Your card's security code is invalid.";
  if (Object.keys(errors).length > 0 || !expiry) return { errors, values: null };
  return { errors, values: { number: digits, exp_month: expiry.month, exp_year: expiry.year, cvc } };
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
  if (text.length < previous.length) return text;
  if (digits.length === 1 && Number(digits) > 1) return `0${digits} / `;
  if (digits.length >= 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits;
}

/** Maps the tokenizer's 422 fields (`card.exp_month`, …) onto the form's three boxes. */
export function cardFieldErrors(fields: Record<string, string>): CardErrors {
  const out: CardErrors = {};
  for (const [key, msg] of Object.entries(fields)) {
    const box = key.endsWith("number")
      ? "number"
      : key.endsWith("cvc")
        ? "cvc"
        : /exp_(month|year)$/.test(key)
          ? "expiry"
          : null;
    if (box && !(box in out)) out[box] = msg;
  }
  return out;
}
