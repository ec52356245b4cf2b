/**
 * The payments API outside `/v1` (docs/payments.md): which card form to show, and the sandbox
 * tokenizer, which gets the card details (never Kassa's `/v1`) and answers with a payment method token.
 */
import { parseApiError } from "../../web/api/errors";
import { sessionToken } from "../api";
import type { CardValues } from "./card-input";

export interface PaymentsConfig {
  processor: "sandbox" | "stripe";
  publishable_key: string | null;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = sessionToken();
  const res = await fetch(path, {
    method,
    credentials: "omit",
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the parser takes the text as the detail
  }
  if (!res.ok) throw parseApiError(res.status, parsed);
  return parsed as T;
}

export const paymentsConfig = () => call<PaymentsConfig>("GET", "/api/payments/config");

/** A sandbox payment method token for the card, made for the signed-in customer's organization. */
export const sandboxToken = (card: CardValues) =>
  call<{ id: string; brand: string; last4: string }>("POST", "/api/payments/sandbox/tokens", { card });
