import { z } from "@hono/zod-openapi";
import { ALL_SCOPES } from "../../../shared/scopes.js";
import { listSchema, PageQuery, sortingQuery } from "../../http/v1/pagination.js";

export const ScopeSchema = z.enum(ALL_SCOPES as [string, ...string[]]).openapi("AvailableScope");

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** ISO 8601 duration (`P30D`, `PT12H`) or whole seconds, as Polar's `expires_in`; returns seconds. */
export function parseDuration(value: string): number | null {
  if (/^\d+$/.test(value)) return Number(value);
  const m = DURATION.exec(value);
  if (!m || value === "P" || value.endsWith("T")) return null;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number];
  return w * 604800 + d * 86400 + h * 3600 + min * 60 + s;
}

export const OrganizationAccessToken = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    created_at: z.string().openapi({ format: "date-time" }),
    modified_at: z.string().nullable().openapi({ format: "date-time" }),
    scopes: z.array(ScopeSchema),
    expires_at: z.string().nullable().openapi({ format: "date-time" }),
    comment: z.string(),
    last_used_at: z.string().nullable().openapi({ format: "date-time" }),
    organization_id: z.string(),
  })
  .openapi("OrganizationAccessToken");

export const OrganizationAccessTokenCreate = z
  .object({
    organization_id: z.string().nullable().optional(),
    comment: z.string().trim().min(1, { message: "comment must not be empty" }).max(255),
    expires_in: z
      .string()
      .nullable()
      .optional()
      .refine((v) => v == null || (parseDuration(v) ?? 0) > 0, {
        message: "expires_in must be a positive ISO 8601 duration such as P30D, or seconds",
      })
      .openapi({ description: "ISO 8601 duration (P30D) or seconds; null for a token that never expires." }),
    scopes: z.array(ScopeSchema).min(1, { message: "give at least one scope" }),
  })
  .openapi("OrganizationAccessTokenCreate");

export const OrganizationAccessTokenUpdate = z
  .object({
    comment: z.string().trim().min(1).max(255).nullable().optional(),
    scopes: z.array(ScopeSchema).min(1).nullable().optional(),
  })
  .openapi("OrganizationAccessTokenUpdate");

export const OrganizationAccessTokenCreateResponse = z
  .object({ organization_access_token: OrganizationAccessToken, token: z.string() })
  .openapi("OrganizationAccessTokenCreateResponse");

export const TokenListQuery = PageQuery.extend({
  sorting: sortingQuery(["created_at", "comment", "last_used_at"] as const),
});

export const TokenList = listSchema(OrganizationAccessToken, "ListResource_OrganizationAccessToken_");
