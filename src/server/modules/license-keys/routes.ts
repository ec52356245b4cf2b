import { createRoute, z } from "@hono/zod-openapi";
import { NotFoundError } from "../../http/errors.js";
import { apiVersionOf } from "../../http/v1/api-version.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse, parseSorting } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { exportLicenseKeysCsv } from "./export.js";
import { licenseKeyPortalRoutes } from "./portal-routes.js";
import {
  ActivationParams,
  LicenseKeyActivate,
  LicenseKeyActivationCreated,
  LicenseKeyActivationRead,
  LicenseKeyDeactivate,
  LicenseKeyExportQuery,
  LicenseKeyList,
  LicenseKeyListQuery,
  LicenseKeyRead,
  type LicenseKeySort,
  LicenseKeyUpdate,
  LicenseKeyValidate,
  LicenseKeyWithActivations,
  UsageExceeded,
  ValidatedLicenseKey,
} from "./schemas.js";
import {
  getLicenseKeyWithActivations,
  getOrgActivation,
  type LicenseKeyFilters,
  listOrgLicenseKeys,
  updateOrgLicenseKey,
} from "./service.js";
import { activateLicenseKey, deactivateLicenseKey, validateLicenseKey } from "./validate.js";
import { inVersion } from "./version-fields.js";

const tags = ["license_keys"];

/** The list's (and the export's) filters from the query. */
function listFilters(q: {
  benefit_id?: string[] | undefined;
  status?: LicenseKeyFilters["statuses"];
  query?: string | undefined;
}): LicenseKeyFilters {
  return {
    ...(q.benefit_id ? { benefitIds: q.benefit_id } : {}),
    ...(q.status ? { statuses: q.status } : {}),
    ...(q.query ? { query: q.query } : {}),
  };
}

/** A key of another organization is unknown: the body's organization must be the caller's. */
function ownOrganization(bodyOrganizationId: string, callerOrganizationId: string) {
  if (bodyOrganizationId !== callerOrganizationId) throw new NotFoundError("License key");
}

export const licenseKeyRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/license-keys/",
      tags,
      summary: "List license keys",
      middleware: [requireScope("license_keys:read")],
      request: { query: LicenseKeyListQuery },
      responses: {
        200: { description: "License keys", content: json(LicenseKeyList) },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      if (q.organization_id && !q.organization_id.includes(organizationId)) {
        return c.json(listResponse([], 0, q), 200);
      }
      const { items, total } = await listOrgLicenseKeys(
        ctx,
        organizationId,
        listFilters(q),
        q,
        parseSorting<LicenseKeySort>(q.sorting, "-created_at"),
      );
      const version = apiVersionOf(c);
      const shown = items.map((item) => inVersion(item, version));
      return c.json(listResponse(shown, total, q) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/license-keys/export",
      tags,
      summary: "Export license keys as CSV",
      description:
        "Kassa extension: the keys matching the list's filters (`benefit_id`, `status`, `query`), " +
        "one line per key, oldest first.",
      middleware: [requireScope("license_keys:read")],
      request: { query: LicenseKeyExportQuery },
      responses: {
        200: { description: "One line per license key", content: { "text/csv": { schema: z.string() } } },
        ...errorResponses(401, 403, 422),
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const organizationId = c.get("principal").organizationId;
      const none = Boolean(q.organization_id && !q.organization_id.includes(organizationId));
      return c.body(exportLicenseKeysCsv(ctx, organizationId, { ...listFilters(q), none }), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="kassa-license-keys.csv"',
      }) as never;
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/license-keys/{id}",
      tags,
      summary: "Get a license key",
      middleware: [requireScope("license_keys:read")],
      request: { params: IdParam },
      responses: {
        200: {
          description: "The license key with its activations",
          content: json(LicenseKeyWithActivations),
        },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await getLicenseKeyWithActivations(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
      );
      return c.json(inVersion(wire, apiVersionOf(c)) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/license-keys/{id}",
      tags,
      summary: "Update a license key",
      description: "Change its status (revoke, disable, grant again), usage, limits or expiry.",
      middleware: [requireScope("license_keys:write")],
      request: { params: IdParam, body: { content: json(LicenseKeyUpdate), required: true } },
      responses: {
        200: { description: "The license key", content: json(LicenseKeyRead) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const wire = await updateOrgLicenseKey(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(inVersion(wire, apiVersionOf(c)) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/license-keys/{id}/activations/{activation_id}",
      tags,
      summary: "Get a license key activation",
      middleware: [requireScope("license_keys:read")],
      request: { params: ActivationParams },
      responses: {
        200: { description: "The activation", content: json(LicenseKeyActivationRead) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { id, activation_id } = c.req.valid("param");
      const wire = await getOrgActivation(ctx, c.get("principal").organizationId, id, activation_id);
      return c.json({ ...wire, license_key: inVersion(wire.license_key, apiVersionOf(c)) } as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/license-keys/validate",
      tags,
      summary: "Validate a license key",
      middleware: [requireScope("license_keys:write")],
      request: { body: { content: json(LicenseKeyValidate), required: true } },
      responses: {
        200: { description: "The valid key", content: json(ValidatedLicenseKey) },
        400: { description: "Usage limit exceeded", content: json(UsageExceeded) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      ownOrganization(body.organization_id, c.get("principal").organizationId);
      return c.json((await validateLicenseKey(ctx, body, apiVersionOf(c))) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/license-keys/activate",
      tags,
      summary: "Activate a license key",
      middleware: [requireScope("license_keys:write")],
      request: { body: { content: json(LicenseKeyActivate), required: true } },
      responses: {
        200: { description: "The new activation", content: json(LicenseKeyActivationCreated) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      ownOrganization(body.organization_id, c.get("principal").organizationId);
      return c.json((await activateLicenseKey(ctx, body, apiVersionOf(c))) as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/license-keys/deactivate",
      tags,
      summary: "Deactivate a license key activation",
      middleware: [requireScope("license_keys:write")],
      request: { body: { content: json(LicenseKeyDeactivate), required: true } },
      responses: { 204: { description: "Deactivated" }, ...errorResponses(401, 403, 404, 422) },
    }),
    async (c) => {
      const body = c.req.valid("json");
      ownOrganization(body.organization_id, c.get("principal").organizationId);
      await deactivateLicenseKey(ctx, body);
      return c.body(null, 204);
    },
  );

  licenseKeyPortalRoutes(v1, ctx);
};
