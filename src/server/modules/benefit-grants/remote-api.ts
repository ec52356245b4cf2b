import { transientFailure } from "./errors.js";

/** A response of GitHub's or Discord's REST API: status and parsed JSON body (null when none). */
export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One REST call with a 10 s timeout; an unreachable API or a timeout is a transient failure. */
export async function callApi(
  service: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<ApiResponse> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        ...init.headers,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw transientFailure(
      `${service}_unreachable`,
      `${service === "github" ? "GitHub" : "Discord"} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text.slice(0, 500);
    }
  }
  return { status: res.status, body, headers: res.headers };
}

/** The `message` of an API error body, for the grant's error. */
export function apiMessage(body: unknown): string {
  if (body && typeof body === "object" && "message" in body)
    return String((body as { message: unknown }).message);
  return typeof body === "string" && body ? body : "no details";
}
