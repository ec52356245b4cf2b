import type { Context, MiddlewareHandler } from "hono";
import { RequestValidationError } from "../errors.js";

/**
 * Polar's API versions (`Polar-Version: YYYY-MM`), oldest first. All have the same operations;
 * a few shapes differ (license keys, see license-keys/version-fields.ts).
 */
export const API_VERSIONS = ["2026-04", "2026-10", "2027-01"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** The version of a request without `Polar-Version` (SDK 0.4x sends none). */
export const DEFAULT_API_VERSION: ApiVersion = "2026-04";

export const VERSION_HEADER = "Polar-Version";
export const ORGANIZATION_HEADER = "Polar-Organization";

/** What the version middleware puts in the request's context. */
export type ApiVersionEnv = { Variables: { apiVersion: ApiVersion } };

const VERSION_PATTERN = /^(\d{4})-(\d{2})$/;

/** The version a header value names; undefined when it is malformed or not one Kassa speaks. */
export function parseApiVersion(raw: string): ApiVersion | undefined {
  if (!VERSION_PATTERN.test(raw)) return undefined;
  return (API_VERSIONS as readonly string[]).includes(raw) ? (raw as ApiVersion) : undefined;
}

/** Whether `version` is `since` or a later one (a field added in `since` is shown). */
export function isAtLeast(version: ApiVersion, since: ApiVersion): boolean {
  return API_VERSIONS.indexOf(version) >= API_VERSIONS.indexOf(since);
}

/**
 * Polar's version negotiation, first thing in `/v1`: no (or an empty) `Polar-Version` header is
 * the default version; a malformed or unknown one answers `404 {"detail":"Not Found"}` before
 * anything else runs (credentials included), as Polar's server does. Every other response, errors
 * included, echoes the version it was made for. Serializers read it with `apiVersionOf(c)`.
 */
export function apiVersion(): MiddlewareHandler<ApiVersionEnv> {
  return async (c, next) => {
    const raw = c.req.header(VERSION_HEADER);
    const version = raw ? parseApiVersion(raw) : DEFAULT_API_VERSION;
    if (!version) return c.json({ detail: "Not Found" }, 404);
    c.set("apiVersion", version);
    await next();
    c.res.headers.set(VERSION_HEADER, version);
  };
}

/** The API version the current request speaks (the default outside the version middleware). */
export function apiVersionOf(c: Context): ApiVersion {
  return (c.get("apiVersion") as ApiVersion | undefined) ?? DEFAULT_API_VERSION;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function headerIssue(input: string, msg: string, type: string) {
  return new RequestValidationError([{ loc: ["header", "polar-organization"], msg, type, input }]);
}

/**
 * `Polar-Organization` (sent by SDK 1.x when the client is given an `organizationId`) names the
 * organization a request acts on. Kassa's credentials each act on one organization (a token's, the
 * dashboard session's active one, a customer session's), so the header may only confirm it: a value
 * that is not a UUID, or that names another organization, is a 422 naming the header, as Polar
 * answers an `organization_id` its caller cannot reach (`Organization not found.`). Runs after the
 * principal middleware; public operations (no principal) only get the UUID check.
 */
export function polarOrganization(callerOrganization: (c: Context) => string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.header(ORGANIZATION_HEADER);
    if (raw === undefined || raw === "") return next();
    if (!UUID.test(raw)) throw headerIssue(raw, "Polar-Organization must be a UUID", "uuid_parsing");
    const own = callerOrganization(c);
    if (own !== undefined && own.toLowerCase() !== raw.toLowerCase()) {
      throw headerIssue(raw, "Organization not found.", "value_error");
    }
    return next();
  };
}
