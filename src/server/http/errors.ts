import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { Logger } from "../logger.js";

/**
 * Base class of every typed error a module throws. `code` is stable (clients match on it),
 * `name` is the error name on the wire (Polar's, for /v1), `status` the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = code;
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, "ResourceNotFound", `${what} not found`);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Authentication required") {
    super(401, "Unauthorized", message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You are not allowed to do this") {
    super(403, "NotPermitted", message);
  }
}

/** One field-level problem of a request, in Polar's `detail` item shape. */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type?: string;
  input?: unknown;
}

/**
 * A 422 for rules zod cannot see alone (cross-field checks, uniqueness): rendered as
 * `{error: "RequestValidationError", detail: [{loc, msg, type, input}]}`, like schema failures.
 */
export class RequestValidationError extends AppError {
  constructor(issues: ValidationIssue[]) {
    super(
      422,
      "RequestValidationError",
      issues.map((i) => `${i.loc.join(".")}: ${i.msg}`).join("; "),
      issues.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type ?? "value_error", input: i.input ?? null })),
    );
  }
}

/** Validation problems as `422 {detail: [{loc, msg, type, input}]}` (the /v1 wire shape, used everywhere). */
export function validationBody(error: ZodError, source: "body" | "query" | "path" = "body") {
  return {
    error: "RequestValidationError",
    detail: error.issues.map((i) => ({
      loc: [source, ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      msg: i.message,
      type: i.code,
      input: (i as { input?: unknown }).input ?? null,
    })),
  };
}

/** The one place errors become HTTP responses. Anything unexpected is logged and answered 500. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      return c.json({ error: err.code, detail: err.detail ?? err.message }, err.status);
    }
    if (err instanceof ZodError) return c.json(validationBody(err), 422);
    if (err instanceof HTTPException) {
      if (err.status === 400 && /json/i.test(err.message)) {
        return c.json({ error: "BadRequest", detail: "The request body is not valid JSON" }, 400);
      }
      return err.getResponse();
    }
    logger.error({ err, path: c.req.path, requestId: c.get("requestId" as never) }, "unhandled error");
    return c.json({ error: "InternalServerError", detail: "Something went wrong on our side" }, 500);
  };
}
