import { networkError, parseApiError } from "./errors";

/**
 * JSON fetch for Kassa's own non-`/v1` APIs (not better-auth's, which has its client). Throws the
 * shared ApiError, field errors included.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: "same-origin",
      ...init,
      headers: { ...(init.body ? { "content-type": "application/json" } : {}), ...init.headers },
    });
  } catch {
    throw networkError();
  }
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the parser takes the text as the detail
  }
  if (!res.ok) throw parseApiError(res.status, body);
  return body as T;
}
