/**
 * The typed `/v1` client both front ends use: openapi-fetch over the types generated from Kassa's
 * own `/v1/openapi.json` (schema.gen.ts, `npm run api:generate`). Paths, parameters, bodies and
 * results are checked against the document. Pure (no React, no dashboard code): the checkout page
 * makes its own instance.
 */
import createClient, { type Client } from "openapi-fetch";
import { networkError, parseApiError } from "./errors";
import type { components, paths } from "./schema.gen";

export type ApiClient = Client<paths>;
/**
 * A named wire shape of the document, as the client's results type it: `Schemas["Order"]`
 * (openapi-fetch reads tuples such as `tax_id` as arrays; `Readable` gives the same view).
 */
/**
 * openapi-fetch's view of a result (its `Readable`): tuples read as arrays of their element type,
 * null-only properties (`seats: null`) left out.
 */
type Readable<T> = T extends (infer E)[]
  ? Readable<E>[]
  : T extends object
    ? { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: Readable<T[K]> }
    : T;

export type Schemas = { [K in keyof components["schemas"]]: Readable<components["schemas"][K]> };
/** A request body shape of the document as written (`Inputs["ProductCreate"]`). */
export type Inputs = components["schemas"];

/** A client for this origin's `/v1` paths. `credentials`: the dashboard sends its session cookie; the checkout page none. */
export function createApiClient(credentials: RequestCredentials): ApiClient {
  return createClient<paths>({
    baseUrl: typeof location === "undefined" ? "http://localhost" : location.origin,
    credentials,
    querySerializer: serializeQuery,
  });
}

/**
 * The query string of a call: repeated keys for arrays (`?ids=a&ids=b`), as the server reads
 * them; an empty, null or undefined value (an unset filter) is left out rather than sent as `?x=`.
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === "") continue;
      params.append(key, String(item));
    }
  }
  return params.toString();
}

/** The result of an openapi-fetch call, or an ApiError from the server's error body (or the network). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    // fetch rejects with a TypeError when no response came back.
    if (error instanceof TypeError) throw networkError();
    throw error;
  }
  if (!result.response.ok) throw parseApiError(result.response.status, result.error);
  return result.data as T;
}
