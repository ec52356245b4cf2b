import type { Checkout, CheckoutUpdate, PaymentsConfig } from "./types";

/**
 * A failed call of the checkout client API. `fields` maps a form key to its message, from a 422
 * `detail[]` (loc `["body", "customer_billing_address", "country"]` → "customer_billing_address.country").
 */
export class CheckoutApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Polar's error name: "PaymentError", "ExpiredCheckoutError", "ResourceNotFound", … */
    readonly error: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface FieldError {
  loc?: (string | number)[];
  msg?: string;
}

/** The form key of a validation `loc`: without "body" and without union member names ("AddressInput"). */
export function fieldKey(loc: (string | number)[]): string {
  return loc
    .filter((p, i) => !(i === 0 && p === "body") && !/^[A-Z]/.test(String(p)))
    .map(String)
    .join(".");
}

function toError(status: number, body: unknown): CheckoutApiError {
  const b = (body ?? {}) as { error?: unknown; detail?: unknown };
  const name = typeof b.error === "string" ? b.error : status === 422 ? "ValidationError" : "Error";
  if (Array.isArray(b.detail)) {
    const fields: Record<string, string> = {};
    for (const item of b.detail as FieldError[]) {
      const key = fieldKey(item.loc ?? []);
      if (!(key in fields)) fields[key] = item.msg ?? "Invalid value";
    }
    return new CheckoutApiError("Some details need your attention.", status, name, fields);
  }
  const detail =
    typeof b.detail === "string" && b.detail
      ? b.detail
      : status >= 500
        ? "Something went wrong on our side. Please try again."
        : `The request failed (${status}).`;
  return new CheckoutApiError(detail, status, name);
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "omit",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CheckoutApiError(
      "Could not reach the server. Check your connection and try again.",
      0,
      "Network",
    );
  }
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { detail: text.slice(0, 200) };
  }
  if (!res.ok) throw toError(res.status, parsed);
  return parsed as T;
}

const client = (secret: string) => `/v1/checkouts/client/${encodeURIComponent(secret)}`;

export const checkoutApi = {
  get: (secret: string) => call<Checkout>("GET", client(secret)),
  update: (secret: string, body: CheckoutUpdate) => call<Checkout>("PATCH", client(secret), body),
  confirm: (secret: string, body: CheckoutUpdate & { confirmation_token_id?: string | null }) =>
    call<Checkout>("POST", `${client(secret)}/confirm`, body),
  paymentsConfig: () => call<PaymentsConfig>("GET", "/api/payments/config"),
  /** The sandbox tokenizer: the only place card details are sent to, and never stored. */
  sandboxToken: (
    secret: string,
    card: { number: string; exp_month: number; exp_year: number; cvc: string },
  ) =>
    call<{ id: string; brand: string; last4: string; exp_month: number; exp_year: number }>(
      "POST",
      "/api/payments/sandbox/tokens",
      { client_secret: secret, card },
    ),
};
