import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import { assertPublicUrl, publicOnlyLookup, UnsafeUrlError } from "./ssrf.js";

/** What one HTTP attempt produced. `httpCode` is null when no response came back. */
export interface AttemptResult {
  httpCode: number | null;
  /** The first 2048 characters of the response body. */
  response: string | null;
  error: string | null;
  durationMs: number;
  /** Retry-After of a 429/503 response, in milliseconds from now. */
  retryAfterMs: number | null;
}

export const DELIVERY_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_CHARS = 2048;
/** Keep-alive connections to one origin (scheme, host, port), at most: more requests wait for one. */
export const CONNECTIONS_PER_ORIGIN = 64;

/**
 * Keep-alive connection pools (undici: one pool per origin inside each agent, at most
 * CONNECTIONS_PER_ORIGIN connections each). Two agents, because the public-only one resolves
 * host names through `publicOnlyLookup` (the address connected to is checked again).
 */
const agentOptions = {
  connections: CONNECTIONS_PER_ORIGIN,
  keepAliveTimeout: 30_000,
  headersTimeout: DELIVERY_TIMEOUT_MS,
  bodyTimeout: DELIVERY_TIMEOUT_MS,
};
const agents = {
  any: new Agent({ ...agentOptions, connect: { timeout: DELIVERY_TIMEOUT_MS } }),
  publicOnly: new Agent({
    ...agentOptions,
    connect: { timeout: DELIVERY_TIMEOUT_MS, lookup: publicOnlyLookup } as Agent.Options["connect"],
  }),
};

/** `Retry-After` as seconds or an HTTP date, in ms after `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

/**
 * POSTs one signed webhook. Never throws: refusals (SSRF), connection errors and the 10 s
 * timeout come back as `error` with a null `httpCode`. Unless `allowPrivate`, the URL is checked
 * before the request and the address actually connected to is checked again (DNS rebinding).
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { allowPrivate: boolean; now: Date; timeoutMs?: number },
): Promise<AttemptResult> {
  const started = performance.now();
  const done = (partial: Omit<AttemptResult, "durationMs">): AttemptResult => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  let target: URL;
  try {
    target = new URL(url);
    await assertPublicUrl(target, { allowPrivate: opts.allowPrivate });
  } catch (error) {
    const message = error instanceof UnsafeUrlError ? error.message : `Invalid URL: ${String(error)}`;
    return done({ httpCode: null, response: null, error: message, retryAfterMs: null });
  }
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`Timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const res = await request(target, {
      method: "POST",
      dispatcher: opts.allowPrivate ? agents.any : agents.publicOnly,
      headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      body,
      signal: abort.signal,
    });
    let text = "";
    res.body.setEncoding("utf8");
    // Read to the end (so the connection is reused), keeping the first characters.
    for await (const chunk of res.body as AsyncIterable<string>) {
      if (text.length < RESPONSE_EXCERPT_CHARS) text += chunk;
    }
    const code = res.statusCode;
    const retryHeader = res.headers["retry-after"];
    const retryAfterMs =
      code === 429 || code === 503
        ? parseRetryAfter(Array.isArray(retryHeader) ? retryHeader[0] : retryHeader, opts.now)
        : null;
    return done({
      httpCode: code,
      response: text.slice(0, RESPONSE_EXCERPT_CHARS),
      error: code >= 200 && code < 300 ? null : `HTTP ${code}`,
      retryAfterMs,
    });
  } catch (error) {
    const reason = abort.signal.aborted ? abort.signal.reason : error;
    const message = reason instanceof Error ? reason.message || String(reason) : String(reason);
    return done({ httpCode: null, response: null, error: message, retryAfterMs: null });
  } finally {
    clearTimeout(timer);
  }
}
