import { createRoute, z } from "@hono/zod-openapi";
import { apiVersionOf } from "../../http/v1/api-version.js";
import type { V1Module } from "../../http/v1/modules.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { rateLimit } from "./rate-limit.js";
import {
  LicenseKeyActivate,
  LicenseKeyActivationCreated,
  LicenseKeyDeactivate,
  LicenseKeyValidate,
  UsageExceeded,
  ValidatedLicenseKey,
} from "./schemas.js";
import { activateLicenseKey, deactivateLicenseKey, validateLicenseKey } from "./validate.js";

const tags = ["customer_portal"];

/** Polar's public limit on these endpoints: 3 requests per second per client address. */
export const PORTAL_LICENSE_KEY_RATE = { name: "portal-license-keys", max: 3, windowMs: 1000 };

const tooMany = {
  429: {
    description: "More than 3 requests per second from this address",
    content: json(z.object({ error: z.literal("TooManyRequests"), detail: z.string() })),
  },
};

/**
 * The public license key endpoints a seller's software calls from customers' machines: no
 * credential, the body names the organization, and each client address may make 3 requests
 * per second. The rules and answers are those of the `/v1/license-keys/…` operations.
 */
export const licenseKeyPortalRoutes: V1Module = (v1, ctx) => {
  const limited = rateLimit(ctx, PORTAL_LICENSE_KEY_RATE);

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/license-keys/validate",
      tags,
      summary: "Validate a license key (public)",
      security: [],
      middleware: [limited],
      request: { body: { content: json(LicenseKeyValidate), required: true } },
      responses: {
        200: { description: "The valid key", content: json(ValidatedLicenseKey) },
        400: { description: "Usage limit exceeded", content: json(UsageExceeded) },
        ...errorResponses(404, 422),
        ...tooMany,
      },
    }),
    async (c) => c.json((await validateLicenseKey(ctx, c.req.valid("json"), apiVersionOf(c))) as never, 200),
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/license-keys/activate",
      tags,
      summary: "Activate a license key (public)",
      security: [],
      middleware: [limited],
      request: { body: { content: json(LicenseKeyActivate), required: true } },
      responses: {
        200: { description: "The new activation", content: json(LicenseKeyActivationCreated) },
        ...errorResponses(403, 404, 422),
        ...tooMany,
      },
    }),
    async (c) => c.json((await activateLicenseKey(ctx, c.req.valid("json"), apiVersionOf(c))) as never, 200),
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/license-keys/deactivate",
      tags,
      summary: "Deactivate a license key activation (public)",
      security: [],
      middleware: [limited],
      request: { body: { content: json(LicenseKeyDeactivate), required: true } },
      responses: { 204: { description: "Deactivated" }, ...errorResponses(404, 422), ...tooMany },
    }),
    async (c) => {
      await deactivateLicenseKey(ctx, c.req.valid("json"));
      return c.body(null, 204);
    },
  );
};
