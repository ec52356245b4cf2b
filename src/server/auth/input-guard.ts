import { APIError } from "better-auth";
import { emailLengthProblem } from "../lib/email-address.js";
import { TEXT_PROBLEM_MESSAGES, textIssues } from "../lib/storable-text.js";
import { API_KEY_COLUMNS } from "./repository.js";

/**
 * Checks of /api/auth input that better-auth does not make, run before every endpoint (its
 * `hooks.before`): strings PostgreSQL cannot store (NUL, lone surrogates: were 500s), lengths of
 * what is stored (names, slugs, key names: a 1 MiB slug was a 500, a 1 MiB name was stored) and
 * email lengths (RFC 5321). Failures answer better-auth's own 400 `{code, message}` shape with
 * `code: "VALIDATION_ERROR"` and the field in the message, like its schema failures.
 */

interface Limit {
  /** Where the string is: `["data", "name"]` is `body.data.name`. */
  field: string[];
  max?: number;
  min?: number;
  pattern?: [RegExp, string];
  email?: true;
}

/** The /v1 organization limits (modules/organizations/schemas.ts); slugs from 2 characters, as the dashboard allows. */
const ORG_NAME = { max: 200 };
const SLUG: Omit<Limit, "field"> = {
  min: 2,
  max: 64,
  pattern: [/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and single dashes"],
};
const PERSON_NAME = { max: 256 };
const KEY_NAME = { max: 255 };
const TEAM_NAME = { max: 200 };
const EMAIL = { email: true as const };

/** Limits by auth path (better-auth's path, without /api/auth). */
export const AUTH_INPUT_LIMITS: Record<string, Limit[]> = {
  "/sign-up/email": [
    { field: ["email"], ...EMAIL },
    { field: ["name"], ...PERSON_NAME },
  ],
  "/sign-in/email": [{ field: ["email"], ...EMAIL }],
  "/change-email": [{ field: ["newEmail"], ...EMAIL }],
  "/email-otp/change-email": [{ field: ["newEmail"], ...EMAIL }],
  "/update-user": [{ field: ["name"], ...PERSON_NAME }],
  "/admin/create-user": [
    { field: ["email"], ...EMAIL },
    { field: ["name"], ...PERSON_NAME },
  ],
  "/admin/update-user": [{ field: ["data", "name"], ...PERSON_NAME }],
  "/admin/ban-user": [{ field: ["banReason"], max: 1000 }],
  "/organization/create": [
    { field: ["name"], ...ORG_NAME },
    { field: ["slug"], ...SLUG },
  ],
  "/organization/update": [
    { field: ["data", "name"], ...ORG_NAME },
    { field: ["data", "slug"], ...SLUG },
  ],
  "/organization/check-slug": [{ field: ["slug"], max: SLUG.max }],
  "/organization/invite-member": [{ field: ["email"], ...EMAIL }],
  "/organization/create-team": [{ field: ["name"], ...TEAM_NAME }],
  "/organization/update-team": [{ field: ["data", "name"], ...TEAM_NAME }],
  "/api-key/create": [{ field: ["name"], ...KEY_NAME }],
  "/api-key/update": [{ field: ["name"], ...KEY_NAME }],
  "/passkey/update-passkey": [{ field: ["name"], ...PERSON_NAME }],
};

function refuse(where: string, message: string): never {
  throw APIError.from("BAD_REQUEST", { code: "VALIDATION_ERROR", message: `[${where}] ${message}` });
}

function valueAt(body: unknown, field: string[]): unknown {
  let v = body;
  for (const key of field) v = v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

function checkLimit(body: unknown, limit: Limit) {
  const value = valueAt(body, limit.field);
  if (typeof value !== "string") return; // types are better-auth's schema's to check
  const where = `body.${limit.field.join(".")}`;
  if (limit.email) {
    const problem = emailLengthProblem(value.trim());
    if (problem) refuse(where, problem);
  }
  if (limit.max !== undefined && value.length > limit.max)
    refuse(where, `must be at most ${limit.max} characters`);
  if (limit.min !== undefined && value.trim().length < limit.min) {
    refuse(where, `must be at least ${limit.min} characters`);
  }
  if (limit.pattern && !limit.pattern[0].test(value)) refuse(where, limit.pattern[1]);
}

/** Deeper JSON than any auth route takes; better-auth stringifies some values recursively (a stack overflow). */
export const MAX_BODY_DEPTH = 32;

function depthOf(value: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    max = Math.max(max, depth);
    if (max > MAX_BODY_DEPTH) return max;
    if (v && typeof v === "object") for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return max;
}

/** Columns api-key/list may sort by (better-auth puts `sortBy` in ORDER BY as given: other values were 500s). */
const API_KEY_SORTS = API_KEY_COLUMNS;
const ORG_UPDATE_FIELDS = ["name", "slug", "logo", "metadata"];
const MAX_BAN_SECONDS = 100 * 365 * 24 * 3600;

/** Rules of single routes that better-auth's schemas leave open and its code then fails on (500s). */
function routeRules(ctx: { path?: string; body?: unknown; query?: unknown }) {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === "/api-key/list" && typeof query.sortBy === "string" && !API_KEY_SORTS.has(query.sortBy)) {
    refuse("query.sortBy", `must be one of ${[...API_KEY_SORTS].join(", ")}`);
  }
  if (ctx.path === "/admin/ban-user" && typeof body.banExpiresIn === "number") {
    const s = body.banExpiresIn;
    if (!(s > 0 && s <= MAX_BAN_SECONDS))
      refuse("body.banExpiresIn", `must be 1 to ${MAX_BAN_SECONDS} seconds`);
  }
  if (ctx.path === "/organization/update") {
    const data = body.data;
    // Unknown keys are dropped by better-auth's schema; an update left with nothing to set failed in SQL.
    const known = data && typeof data === "object" ? ORG_UPDATE_FIELDS.filter((k) => k in data) : [];
    if (data && typeof data === "object" && !Array.isArray(data) && known.length === 0) {
      refuse("body.data", `must change at least one of ${ORG_UPDATE_FIELDS.join(", ")}`);
    }
  }
}

/** Throws better-auth's 400 for the first problem of the request's input, if it has one. */
export function guardAuthInput(ctx: { path?: string; body?: unknown; query?: unknown; params?: unknown }) {
  if (depthOf(ctx.body) > MAX_BODY_DEPTH)
    refuse("body", `must not be nested more than ${MAX_BODY_DEPTH} levels deep`);
  for (const [source, value] of [
    ["body", ctx.body],
    ["query", ctx.query],
    ["params", ctx.params],
  ] as const) {
    const [issue] = textIssues(value, [source]);
    if (issue) refuse(issue.loc.join("."), TEXT_PROBLEM_MESSAGES[issue.type]);
  }
  for (const limit of AUTH_INPUT_LIMITS[ctx.path ?? ""] ?? []) checkLimit(ctx.body, limit);
  routeRules(ctx);
}
