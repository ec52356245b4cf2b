import { ALL_SCOPES } from "../../src/shared/scopes";
import { signInCookie, signUpVerified } from "./helpers";
import type { RunningServer } from "./server";

export interface E2ESeller {
  email: string;
  password: string;
  organizationId: string;
  /** An organization access token with every scope. */
  token: string;
  /** Calls `/v1` with the token; throws with the body when the status is not the expected one. */
  api: <T = any>(method: string, path: string, body?: unknown, expected?: number) => Promise<T>;
}

/**
 * A seller made through the API as a real one would be: sign-up and email verification, an
 * organization (active in the session), and an organization access token made with that session.
 */
export async function createE2ESeller(
  server: RunningServer,
  seller: { email: string; password: string; name: string; organization: string },
): Promise<E2ESeller> {
  await signUpVerified(server, seller);
  const cookie = await signInCookie(server, seller.email, seller.password);
  const headers = { "content-type": "application/json", origin: server.baseUrl, cookie };
  const slug = `${seller.organization.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now().toString(36)}`;
  const org = await fetch(`${server.baseUrl}/api/auth/organization/create`, {
    method: "POST",
    headers,
    body: JSON.stringify({ name: seller.organization, slug }),
  });
  if (!org.ok) throw new Error(`organization: ${org.status} ${await org.text()}`);
  const organizationId = ((await org.json()) as { id: string }).id;
  const created = await fetch(`${server.baseUrl}/v1/organization-access-tokens/`, {
    method: "POST",
    headers,
    body: JSON.stringify({ comment: "e2e", scopes: ALL_SCOPES }),
  });
  if (created.status !== 201) throw new Error(`token: ${created.status} ${await created.text()}`);
  const token = ((await created.json()) as { token: string }).token;
  const api = async (method: string, path: string, body?: unknown, expected?: number) => {
    const res = await fetch(`${server.baseUrl}/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const want = expected ?? (method === "POST" ? 201 : method === "DELETE" ? 204 : 200);
    if (res.status !== want) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { email: seller.email, password: seller.password, organizationId, token, api };
}
