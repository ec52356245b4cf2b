/**
 * The portal's typed `/v1` client: no cookies; the customer session token goes as a bearer token
 * on `/v1/customer-portal/*`. A 401 (expired or revoked session) signs the customer out.
 */
import { createApiClient, unwrap } from "../web/api/client";

export type { Schemas } from "../web/api/client";
export { ApiError } from "../web/api/errors";
export { unwrap };

export const portalApi = createApiClient("omit");

let currentToken: string | null = null;
let onUnauthorized: () => void = () => {};

portalApi.use({
  onRequest({ request }) {
    if (currentToken && new URL(request.url).pathname.startsWith("/v1/customer-portal/")) {
      request.headers.set("authorization", `Bearer ${currentToken}`);
    }
    return request;
  },
  onResponse({ response }) {
    if (response.status === 401 && currentToken) onUnauthorized();
    return response;
  },
});

/** Sets the token calls carry, and what to do when the server no longer accepts it. */
export function useTokenForCalls(token: string | null, unauthorized: () => void): void {
  currentToken = token;
  onUnauthorized = unauthorized;
}
