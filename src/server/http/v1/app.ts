import type { AppContext } from "../../context.js";
import { verifyCustomerSessionToken } from "../../modules/customer-portal/service.js";
import { errorHandler } from "../errors.js";
import { API_VERSIONS, apiVersion, DEFAULT_API_VERSION, polarOrganization } from "./api-version.js";
import { dropReadsAfterWrites } from "./cached-read.js";
import { idempotency } from "./idempotency.js";
import { v1Modules } from "./modules.js";
import { v1Principal } from "./principal.js";
import { isPublicV1Path } from "./public.js";
import { v1Router } from "./router.js";
import { rejectNulCharacters } from "./text-guard.js";

/** The `/v1` billing API (Polar's wire format): every module's routes behind auth and idempotency. */
export function buildV1App(ctx: AppContext) {
  // The base path is part of every documented path, as in Polar's document (/v1/products/).
  const v1 = v1Router("/v1");
  v1.onError(errorHandler(ctx.logger));
  // First: an unknown Polar-Version is a 404 before credentials are even read, as in Polar.
  v1.use("*", apiVersion());
  v1.openAPIRegistry.registerComponent("parameters", "PolarVersion", {
    name: "Polar-Version",
    in: "header",
    required: false,
    description: `The API version the request speaks; without it, ${DEFAULT_API_VERSION}. The response echoes it in its own \`Polar-Version\` header. Any other value is answered \`404 {"detail":"Not Found"}\`.`,
    schema: { type: "string", enum: [...API_VERSIONS], default: DEFAULT_API_VERSION },
  });
  v1.openAPIRegistry.registerComponent("parameters", "PolarOrganization", {
    name: "Polar-Organization",
    in: "header",
    required: false,
    description:
      "The organization the request acts on (SDK 1.x sends it when given an `organizationId`). Kassa's credentials act on one organization each: the header must be a UUID naming that organization, else 422.",
    schema: { type: "string", format: "uuid" },
  });
  v1.openAPIRegistry.registerComponent("securitySchemes", "oat", {
    type: "http",
    scheme: "bearer",
    description: "An organization access token (kassa_oat_…)",
  });
  v1.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Kassa API",
      version: "2026-04",
      description:
        "Kassa's billing API. Wire-compatible with Polar's public API (organization access tokens).",
    },
    servers: [{ url: ctx.config.baseUrl }],
    security: [{ oat: [] }],
  });
  v1.openAPIRegistry.registerComponent("securitySchemes", "customer_session", {
    type: "http",
    scheme: "bearer",
    description:
      "A customer session token (polar_cst_…) from POST /v1/customer-sessions/ or the portal's email sign-in",
  });
  const principal = v1Principal(ctx, async (token) => {
    const { session } = await verifyCustomerSessionToken(ctx, token);
    return {
      sessionId: session.id,
      organizationId: session.organizationId,
      customerId: session.customerId,
      expiresAt: session.expiresAt,
      returnUrl: session.returnUrl,
    };
  });
  v1.use("*", async (c, next) => {
    if (c.req.path === "/v1/openapi.json" || isPublicV1Path(c.req.path)) return next();
    return principal(c, next);
  });
  v1.use("*", dropReadsAfterWrites(ctx));
  v1.use(
    "*",
    polarOrganization((c) => c.get("principal")?.organizationId),
  );
  v1.use(
    "*",
    rejectNulCharacters(() => v1.routes),
  );
  v1.use("*", idempotency(ctx));
  for (const mount of v1Modules) mount(v1, ctx);
  return v1;
}
