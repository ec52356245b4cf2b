import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppContext } from "../../context.js";
import { AppError } from "../errors.js";
import { deleteExpiredKey, deleteKey, findKey, insertKey, updateKey } from "./idempotency-repository.js";
import type { V1Env } from "./principal.js";
import { isPublicV1Path } from "./public.js";

export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;
/** A first request that has not finished after this long is treated as lost (its process died). */
const ABANDONED_MS = 60_000;

/**
 * `Idempotency-Key` on `/v1` POSTs, with Stripe's semantics: the same key and body within 24 h
 * replays the first response (`Idempotent-Replayed: true`); the same key with another body is a
 * 422; while the first is still running, 409. Server errors are not remembered, so they can be retried.
 */
export function idempotency(ctx: AppContext): MiddlewareHandler<V1Env> {
  return async (c, next) => {
    const key = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || key === undefined || isPublicV1Path(c.req.path)) return next();
    if (key.length === 0 || key.length > 255) {
      return c.json(
        {
          detail: [
            {
              loc: ["header", "Idempotency-Key"],
              msg: "Idempotency-Key must be 1 to 255 characters",
              type: "string_length",
              input: key,
            },
          ],
        },
        422,
      );
    }
    const principal = c.get("principal");
    const scope = `${principal.organizationId}:${principal.subject}`;
    const body = await c.req.text();
    const url = new URL(c.req.url);
    const requestHash = createHash("sha256")
      .update(`${c.req.method} ${url.pathname}${url.search}\n${body}`)
      .digest("hex");
    const now = ctx.clock.now();
    const where = { scope, key };

    await deleteExpiredKey(ctx.db, where, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
    if (!(await insertKey(ctx.db, where, requestHash, now))) {
      const existing = await findKey(ctx.db, where);
      if (existing && existing.requestHash !== requestHash) {
        return c.json(
          {
            detail: [
              {
                loc: ["header", "Idempotency-Key"],
                msg: "This Idempotency-Key was already used with a different request",
                type: "idempotency_key_reused",
                input: key,
              },
            ],
          },
          422,
        );
      }
      if (existing?.completedAt && existing.status) {
        c.header("Idempotent-Replayed", "true");
        if (existing.responseBody === null) return c.body(null, existing.status as 204);
        return c.json(existing.responseBody, existing.status as 200);
      }
      const abandoned = existing && now.getTime() - existing.createdAt.getTime() > ABANDONED_MS;
      if (!abandoned) {
        throw new AppError(
          409,
          "IdempotencyKeyInUse",
          "A request with this Idempotency-Key is still being processed",
        );
      }
      await updateKey(ctx.db, where, { createdAt: now });
    }

    try {
      await next();
    } catch (error) {
      await deleteKey(ctx.db, where);
      throw error;
    }
    const res = c.res;
    if (res.status >= 500) {
      await deleteKey(ctx.db, where);
      return;
    }
    const text = await res.clone().text();
    let responseBody: unknown = null;
    if (text) {
      try {
        responseBody = JSON.parse(text);
      } catch {
        responseBody = text;
      }
    }
    await updateKey(ctx.db, where, { status: res.status, responseBody, completedAt: ctx.clock.now() });
  };
}
