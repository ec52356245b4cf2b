import type { MiddlewareHandler } from "hono";
import { uuidv7 } from "../lib/ids.js";
import type { Logger } from "../logger.js";

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Gives every request an id (the caller's `X-Request-Id` when sane), echoes it, and logs the request. */
export function requestContext(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header("x-request-id");
    const requestId = given && VALID_ID.test(given) ? given : uuidv7();
    c.set("requestId" as never, requestId as never);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    logger.debug(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
