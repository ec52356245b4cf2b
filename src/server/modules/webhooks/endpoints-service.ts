import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError, RequestValidationError } from "../../http/errors.js";
import type { ApiVersion } from "../../http/v1/api-version.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { uuidv7 } from "../../lib/ids.js";
import {
  countEndpointOutcome,
  disableById,
  type EndpointInsert,
  findEndpoint,
  findSubscribed,
  insertEndpoint,
  listEndpoints,
  updateEndpoint,
  type WebhookEndpointFormat,
  type WebhookEndpointRow,
} from "./endpoints-repository.js";
import type { SubscribableEventType } from "./endpoints-schemas.js";
import { generateWebhookSecret } from "./signing.js";
import { assertSavableUrl, UnsafeUrlError } from "./ssrf.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

export type { WebhookEndpointRow };

/** Why Kassa turns an endpoint off: `gone` after a 410 response, `failing` after repeated failures. */
export type DisabledReason = "gone" | "failing" | (string & {});

/** The endpoint in Polar's `WebhookEndpoint` wire shape (secret included, as Polar's is). */
export function serializeEndpoint(row: WebhookEndpointRow) {
  return {
    created_at: iso(row.createdAt),
    modified_at: iso(row.modifiedAt),
    id: row.id,
    url: row.url,
    name: row.name,
    api_version: row.apiVersion as ApiVersion,
    format: row.format,
    secret: row.secret,
    organization_id: row.organizationId,
    events: row.events as SubscribableEventType[],
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    consecutive_failures: row.consecutiveFailures,
  };
}

/** One endpoint of the organization (deleted ones are gone); NotFoundError otherwise. */
export async function getEndpoint(
  ctx: Pick<AppContext, "db">,
  organizationId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  const row = await findEndpoint(ctx.db, organizationId, id);
  if (!row) throw new NotFoundError("Webhook endpoint");
  return row;
}

/** The endpoints that receive `eventType`: the organization's enabled, not deleted, subscribed ones. */
export function listSubscribedEndpoints(
  db: Executor,
  organizationId: string,
  eventType: string,
): Promise<WebhookEndpointRow[]> {
  return findSubscribed(db, organizationId, eventType);
}

/** Turns an endpoint off with a reason (`gone`, `failing`); undefined when it does not exist. */
export function disableEndpoint(
  db: Executor,
  id: string,
  reason: DisabledReason,
  now: Date,
): Promise<WebhookEndpointRow | undefined> {
  return disableById(db, id, reason, now);
}

/**
 * Counts one event's final outcome on an endpoint: success resets `consecutive_failures` to 0,
 * failure adds one. Returns the new count (null when the endpoint does not exist).
 */
export async function recordEndpointOutcome(
  db: Executor,
  id: string,
  succeeded: boolean,
): Promise<number | null> {
  return countEndpointOutcome(db, id, succeeded);
}

/** Refuses literal private targets; host names are resolved and checked at delivery time only. */
function checkUrl(ctx: Deps, url: string): void {
  const allowPrivate = ctx.config.webhooksAllowPrivate;
  if (!allowPrivate && !url.startsWith("https://")) {
    throw new RequestValidationError([
      { loc: ["body", "url"], msg: "url must start with https://", type: "url_scheme", input: url },
    ]);
  }
  try {
    assertSavableUrl(url, { allowPrivate });
  } catch (error) {
    if (!(error instanceof UnsafeUrlError)) throw error;
    throw new RequestValidationError([
      { loc: ["body", "url"], msg: error.message, type: "url_not_allowed", input: url },
    ]);
  }
}

export async function createEndpoint(
  ctx: Deps,
  organizationId: string,
  input: {
    url: string;
    name?: string | null;
    apiVersion: ApiVersion;
    format: WebhookEndpointFormat;
    events: string[];
  },
) {
  checkUrl(ctx, input.url);
  const row = await insertEndpoint(ctx.db, {
    id: uuidv7(),
    organizationId,
    url: input.url,
    name: input.name?.trim() ? input.name.trim() : null,
    apiVersion: input.apiVersion,
    format: input.format,
    secret: generateWebhookSecret(),
    events: [...new Set(input.events)],
    enabled: true,
    createdAt: ctx.clock.now(),
  });
  return serializeEndpoint(row);
}

export async function listOrgEndpoints(ctx: Deps, organizationId: string, page: Page) {
  const { rows, total } = await listEndpoints(ctx.db, organizationId, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
    descending: true,
  });
  return { items: rows.map(serializeEndpoint), total };
}

/**
 * Updates the given fields (null or absent = unchanged). Re-enabling an endpoint clears
 * `disabled_reason` and `consecutive_failures`; disabling it by hand clears the reason too.
 */
export async function updateOrgEndpoint(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: {
    url?: string | null;
    name?: string | null;
    api_version?: ApiVersion | null;
    format?: WebhookEndpointFormat | null;
    events?: string[] | null;
    enabled?: boolean | null;
  },
) {
  const current = await getEndpoint(ctx, organizationId, id);
  const patch: Partial<EndpointInsert> = { modifiedAt: ctx.clock.now() };
  if (input.url != null && input.url !== current.url) {
    checkUrl(ctx, input.url);
    patch.url = input.url;
  }
  if (input.name !== undefined && input.name !== null) patch.name = input.name.trim() || null;
  if (input.api_version != null) patch.apiVersion = input.api_version;
  if (input.format != null) patch.format = input.format;
  if (input.events != null) patch.events = [...new Set(input.events)];
  if (input.enabled != null) {
    patch.enabled = input.enabled;
    patch.disabledReason = null;
    if (input.enabled && !current.enabled) patch.consecutiveFailures = 0;
  }
  const row = await updateEndpoint(ctx.db, organizationId, id, patch);
  if (!row) throw new NotFoundError("Webhook endpoint");
  return serializeEndpoint(row);
}

/** Soft delete: the endpoint stops receiving events and disappears from the API. */
export async function deleteOrgEndpoint(ctx: Deps, organizationId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateEndpoint(ctx.db, organizationId, id, {
    deletedAt: now,
    modifiedAt: now,
    enabled: false,
  });
  if (!row) throw new NotFoundError("Webhook endpoint");
}

/** Replaces the secret with a new one; deliveries from now on are signed with it. */
export async function resetEndpointSecret(ctx: Deps, organizationId: string, id: string) {
  const row = await updateEndpoint(ctx.db, organizationId, id, {
    secret: generateWebhookSecret(),
    modifiedAt: ctx.clock.now(),
  });
  if (!row) throw new NotFoundError("Webhook endpoint");
  return serializeEndpoint(row);
}
