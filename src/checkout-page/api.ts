import { createApiClient, unwrap } from "../web/api/client";
import { networkError, parseApiError } from "../web/api/errors";
import type { CheckoutUpdate, PaymentsConfig, SandboxToken } from "./types";

/** The checkout page's errors are the shared ApiError (`fields` keyed "customer_billing_address.country"). */
export { ApiError, fieldKey } from "../web/api/errors";

/** The checkout page's own typed `/v1` client: no cookies (the client secret authorizes). */
const api = createApiClient("omit");

/** A JSON call to the payments API (outside `/v1`, so outside the OpenAPI document). */
async function payments<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: "omit",
      headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
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

const secretPath = (client_secret: string) => ({ params: { path: { client_secret } } });

export const checkoutApi = {
  get: (secret: string) => unwrap(api.GET("/v1/checkouts/client/{client_secret}", secretPath(secret))),
  update: (secret: string, body: CheckoutUpdate) =>
    unwrap(api.PATCH("/v1/checkouts/client/{client_secret}", { ...secretPath(secret), body })),
  confirm: (secret: string, body: CheckoutUpdate & { confirmation_token_id?: string | null }) =>
    unwrap(api.POST("/v1/checkouts/client/{client_secret}/confirm", { ...secretPath(secret), body })),
  /** Kassa: what a succeeded checkout delivered (license keys, download links, the portal). */
  delivery: (secret: string) =>
    unwrap(api.GET("/v1/checkouts/client/{client_secret}/delivery", secretPath(secret))),
  /** Kassa: a one-hour customer session for the buyer, and the portal URL that opens signed in. */
  customerSession: (secret: string) =>
    unwrap(api.POST("/v1/checkouts/client/{client_secret}/customer-session", secretPath(secret))),
  paymentsConfig: () => payments<PaymentsConfig>("GET", "/api/payments/config"),
  /** The sandbox tokenizer: the only place card details are sent to, and never stored. */
  sandboxToken: (
    secret: string,
    card: { number: string; exp_month: number; exp_year: number; cvc: string },
  ) => payments<SandboxToken>("POST", "/api/payments/sandbox/tokens", { client_secret: secret, card }),
};
