/**
 * The one reading of a failed call for every front end (dashboard, auth pages, checkout page).
 * Pure: no React, no dashboard code, so the checkout page bundle can import it.
 *
 * Shapes read:
 * - `/v1` validation, 422 `{detail: [{loc, msg, type}]}` → per-field messages keyed by the body
 *   path ("prices.0.price_amount", "customer_billing_address.country");
 * - Polar's `{error, detail}` (e.g. `{error: "PaymentError", detail: "Card declined"}`) → message
 *   and error name;
 * - better-auth's `{code, message}` → message and code.
 */

/** A failed API call. `fields` maps a form path to its message (empty unless the server named fields). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Polar's error name ("PaymentError", "ResourceNotFound"…), better-auth's code, "ValidationError", "Network" or "Error". */
    readonly error: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = "Could not reach the server. Check your connection and try again.";
const SERVER_MESSAGE = "Something went wrong on our side. Please try again.";

/**
 * The form path of a validation `loc`: without the leading "body"/"query"/"path" and without schema
 * names (Polar names union members, e.g. "ProductPriceFixedCreate"; field names are snake_case).
 */
export function fieldKey(loc: readonly (string | number)[]): string {
  return loc
    .filter(
      (p, i) => !(i === 0 && (p === "body" || p === "query" || p === "path")) && !/^[A-Z]/.test(String(p)),
    )
    .map(String)
    .join(".");
}

/** The error of a response with a non-2xx `status` and its body (parsed JSON, or the text when not JSON). */
export function parseApiError(status: number, body: unknown): ApiError {
  if (typeof body === "string") body = body ? { detail: body.slice(0, 200) } : null;
  const b = (body ?? {}) as { error?: unknown; detail?: unknown; code?: unknown; message?: unknown };
  const name =
    typeof b.error === "string"
      ? b.error
      : typeof b.code === "string"
        ? b.code
        : status === 422
          ? "ValidationError"
          : "Error";
  if (Array.isArray(b.detail)) {
    const fields: Record<string, string> = {};
    for (const item of b.detail as { loc?: (string | number)[]; msg?: string }[]) {
      const key = fieldKey(item?.loc ?? []);
      if (!(key in fields)) fields[key] = item?.msg ?? "Invalid value";
    }
    const entries = Object.entries(fields);
    const message =
      entries.length === 1
        ? `${entries[0]![0] || "Request"}: ${entries[0]![1]}`
        : "Some fields are invalid. Check the highlighted fields.";
    return new ApiError(message, status, name, fields);
  }
  const message =
    typeof b.detail === "string" && b.detail
      ? b.detail
      : typeof b.message === "string" && b.message
        ? b.message
        : status >= 500
          ? SERVER_MESSAGE
          : `Request failed (${status})`;
  return new ApiError(message, status, name);
}

/** The error for a request that got no response at all. */
export function networkError(): ApiError {
  return new ApiError(NETWORK_MESSAGE, 0, "Network");
}

/** A readable message from an ApiError, a better-auth client error ({code, message}) or anything thrown. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (!error) return fallback;
  if (typeof error === "string") return error;
  if (typeof error === "object") {
    const e = error as { message?: unknown; statusText?: unknown };
    if (typeof e.message === "string" && e.message) return e.message;
    if (typeof e.statusText === "string" && e.statusText) return e.statusText;
  }
  return fallback;
}
