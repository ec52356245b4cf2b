import { OpenAPIHono } from "@hono/zod-openapi";
import { validationBody } from "../errors.js";
import { requiredScopes, type V1Env } from "./principal.js";

/**
 * The `/v1` router (base path included) every module registers on. Requests that fail their zod schema answer Polar's
 * `422 {detail: [{loc, msg, type, input}]}`, with `loc` starting at body, query or path.
 * Every route guarded by `requireScope` documents that scope as its `security` requirement
 * (`[{oat: ["products:read"]}]`; one requirement per accepted scope for `requireAnyScope`), as
 * Polar's document does, unless the route sets its own. Every route documents the `Polar-Version`
 * and `Polar-Organization` headers (components registered by `buildV1App`, api-version.ts).
 */
const VERSION_PARAMETERS = [
  { $ref: "#/components/parameters/PolarVersion" },
  { $ref: "#/components/parameters/PolarOrganization" },
];

export function v1Router(basePath = "/v1") {
  const router = new OpenAPIHono<V1Env>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const source = result.target === "json" ? "body" : result.target === "param" ? "path" : "query";
        return c.json(validationBody(result.error, source as "body" | "query" | "path"), 422);
      }
    },
  }).basePath(basePath);
  // After basePath, which returns a new router: the one the modules register on.
  const register = router.openapi;
  router.openapi = ((route, ...rest) => {
    const scopes = route.security === undefined ? requiredScopes(route.middleware) : undefined;
    const documented = { ...route, parameters: [...(route.parameters ?? []), ...VERSION_PARAMETERS] };
    return register(
      scopes ? { ...documented, security: scopes.map((scope) => ({ oat: [scope] })) } : documented,
      ...rest,
    );
  }) as typeof register;
  return router;
}
