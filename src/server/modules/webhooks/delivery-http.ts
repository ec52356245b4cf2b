import http from "node:http";
import https from "node:https";
import { performance } from "node:perf_hooks";
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

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64 }),
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
  return new Promise<AttemptResult>((resolve) => {
    const client = target.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (result: Omit<AttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    const req = client.request(
      target,
      {
        method: "POST",
        agent: agents[target.protocol as "http:" | "https:"],
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (text.length < RESPONSE_EXCERPT_CHARS) text += chunk;
        });
        const complete = () => {
          const code = res.statusCode ?? null;
          const retryAfterMs =
            code === 429 || code === 503 ? parseRetryAfter(res.headers["retry-after"], opts.now) : null;
          finish({
            httpCode: code,
            response: text.slice(0, RESPONSE_EXCERPT_CHARS),
            error: code !== null && code >= 200 && code < 300 ? null : `HTTP ${code}`,
            retryAfterMs,
          });
        };
        res.on("end", complete);
        res.on("error", complete);
        res.on("aborted", complete);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`Timed out after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on("error", (error) =>
      finish({ httpCode: null, response: null, error: error.message || String(error), retryAfterMs: null }),
    );
    req.end(body);
  });
}
