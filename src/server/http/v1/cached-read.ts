import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppContext } from "../../context.js";
import { apiVersionOf } from "./api-version.js";
import type { V1Env } from "./principal.js";
import { isPublicV1Path } from "./public.js";
import type { ReadTable } from "./read-cache.js";

/**
 * The request as a cache key: method, path, query parameters ordered by name (the values of a
 * repeated parameter keep their order, which can matter, as in `sorting`), and the API version.
 */
export function readKey(c: Context<V1Env>, vary: string): string {
  const url = c.req.url;
  const mark = url.indexOf("?");
  let query = "";
  if (mark >= 0 && mark < url.length - 1) {
    const pairs = url.slice(mark + 1).split("&");
    if (pairs.length > 1) {
      const named = pairs.filter((p) => p !== "").map((p, i) => ({ p, i, name: p.split("=", 1)[0]! }));
      named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.i - b.i));
      query = named.map((n) => n.p).join("&");
    } else {
      query = pairs[0]!;
    }
  }
  return `${c.req.method} ${c.req.path}?${query} ${apiVersionOf(c)} ${vary}`;
}

/**
 * Answers a `/v1` read with the JSON of `load()`, kept in the read cache (read-cache.ts) under the
 * caller's organization and the request (readKey) until a write to one of `tables` (the tables the
 * answer reads, all of them) is committed. The text is what `c.json` would send, byte for byte.
 * `vary` names whatever else of the caller the answer depends on (for example whether it may see
 * secrets); callers whose answers are the same share them.
 */
export async function cachedJson<T extends object>(
  c: Context<V1Env>,
  ctx: Pick<AppContext, "reads">,
  tables: readonly ReadTable[],
  load: () => Promise<T>,
  vary = "",
): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">> {
  const body = await ctx.reads.read(c.get("principal").organizationId, tables, readKey(c, vary), async () =>
    JSON.stringify(await load()),
  );
  // The typed response c.json would give (the route's documented 200), with the text as it is.
  return c.body(body, 200, { "content-type": "application/json" }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, "json">;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Read-your-writes in this process: once a writing request is answered (its transaction
 * committed or rolled back), the cached answers of its organization are dropped, before the
 * client can send its next request, without waiting for the notice. A public operation (a
 * checkout's, which has no caller organization) drops everything; a request refused before it had
 * a caller wrote nothing. Other processes learn of every write from the notice.
 */
export function dropReadsAfterWrites(ctx: Pick<AppContext, "reads">): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      const organizationId = c.get("principal")?.organizationId;
      if (organizationId) ctx.reads.invalidate(organizationId);
      else if (isPublicV1Path(c.req.path)) ctx.reads.invalidateAll();
    }
  };
}
