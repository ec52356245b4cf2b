import { OpenAPIHono } from "@hono/zod-openapi";
import { validationBody } from "../errors.js";
import type { V1Env } from "./principal.js";

/**
 * A router for one `/v1` module. Requests that fail their zod schema answer Polar's
 * `422 {detail: [{loc, msg, type, input}]}`, with `loc` starting at body, query or path.
 */
export function v1Router() {
  return new OpenAPIHono<V1Env>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const source = result.target === "json" ? "body" : result.target === "param" ? "path" : "query";
        return c.json(validationBody(result.error, source as "body" | "query" | "path"), 422);
      }
    },
  });
}
