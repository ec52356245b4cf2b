import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import { ForbiddenError } from "../../http/errors.js";
import { apiVersionOf } from "../../http/v1/api-version.js";
import type { V1Module } from "../../http/v1/modules.js";
import { listResponse } from "../../http/v1/pagination.js";
import { IdParam } from "../../http/v1/params.js";
import { maySeeSecrets, type Principal, requireScope } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import {
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointList,
  WebhookEndpointListQuery,
  WebhookEndpointUpdate,
} from "./endpoints-schemas.js";
import {
  createEndpoint,
  deleteOrgEndpoint,
  getEndpoint,
  listOrgEndpoints,
  resetEndpointSecret,
  serializeEndpoint,
  updateOrgEndpoint,
} from "./endpoints-service.js";
import { sendTestEvent } from "./test-event.js";

const tags = ["webhooks"];

/** The signing secret goes only to callers who may write webhooks; read-only callers get "". */
function forCaller<T extends { secret: string }>(principal: Principal, endpoint: T): T {
  return maySeeSecrets(principal, "webhooks:write") ? endpoint : { ...endpoint, secret: "" };
}

/** `/v1/webhooks/endpoints`: Polar's webhook endpoint API. */
/** What the endpoint routes need from outside webhooks: the organization as the API shows it. */
export interface EndpointRouteDeps {
  organizationData(ctx: AppContext, organizationId: string): Promise<unknown>;
}

export const webhookEndpointRoutes =
  (deps: EndpointRouteDeps): V1Module =>
  (v1, ctx) => {
    v1.openapi(
      createRoute({
        method: "get",
        path: "/webhooks/endpoints",
        tags,
        summary: "List webhook endpoints",
        middleware: [requireScope("webhooks:read")],
        request: { query: WebhookEndpointListQuery },
        responses: {
          200: { description: "Webhook endpoints, newest first", content: json(WebhookEndpointList) },
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const principal = c.get("principal");
        const organizationId = principal.organizationId;
        if (query.organization_id && !query.organization_id.includes(organizationId)) {
          return c.json(listResponse([], 0, query), 200);
        }
        const { items, total } = await listOrgEndpoints(ctx, organizationId, query);
        const shown = items.map((item) => forCaller(principal, item));
        return c.json(listResponse(shown, total, query), 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "post",
        path: "/webhooks/endpoints",
        tags,
        summary: "Create a webhook endpoint",
        description:
          "Kassa generates the signing secret (`whsec_…`). `api_version` defaults to the request's Polar-Version (2026-04 without the header). The URL must be https:// and must not name a local host or a private IP address unless the operator set WEBHOOKS_ALLOW_PRIVATE=true; host names are resolved and checked at delivery time.",
        middleware: [requireScope("webhooks:write")],
        request: { body: { content: json(WebhookEndpointCreate), required: true } },
        responses: {
          201: { description: "The endpoint, with its secret", content: json(WebhookEndpoint) },
          ...errorResponses(401, 403, 422),
        },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const organizationId = c.get("principal").organizationId;
        if (body.organization_id && body.organization_id !== organizationId) {
          throw new ForbiddenError("A webhook endpoint can only be created for the caller's organization");
        }
        const apiVersion = body.api_version ?? apiVersionOf(c);
        return c.json(await createEndpoint(ctx, organizationId, { ...body, apiVersion }), 201);
      },
    );

    v1.openapi(
      createRoute({
        method: "get",
        path: "/webhooks/endpoints/{id}",
        tags,
        summary: "Get a webhook endpoint",
        middleware: [requireScope("webhooks:read")],
        request: { params: IdParam },
        responses: {
          200: { description: "The endpoint", content: json(WebhookEndpoint) },
          ...errorResponses(401, 403, 404, 422),
        },
      }),
      async (c) => {
        const principal = c.get("principal");
        const row = await getEndpoint(ctx, principal.organizationId, c.req.valid("param").id);
        return c.json(forCaller(principal, serializeEndpoint(row)), 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "patch",
        path: "/webhooks/endpoints/{id}",
        tags,
        summary: "Update a webhook endpoint",
        description:
          "Fields left out (or null) are unchanged. Setting `enabled: true` on a disabled endpoint clears its failure count.",
        middleware: [requireScope("webhooks:write")],
        request: { params: IdParam, body: { content: json(WebhookEndpointUpdate), required: true } },
        responses: {
          200: { description: "The endpoint", content: json(WebhookEndpoint) },
          ...errorResponses(401, 403, 404, 422),
        },
      }),
      async (c) => {
        const endpoint = await updateOrgEndpoint(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
          c.req.valid("json"),
        );
        return c.json(endpoint, 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "delete",
        path: "/webhooks/endpoints/{id}",
        tags,
        summary: "Delete a webhook endpoint",
        middleware: [requireScope("webhooks:write")],
        request: { params: IdParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
      }),
      async (c) => {
        await deleteOrgEndpoint(ctx, c.get("principal").organizationId, c.req.valid("param").id);
        return c.body(null, 204);
      },
    );

    v1.openapi(
      createRoute({
        method: "patch",
        path: "/webhooks/endpoints/{id}/secret",
        tags,
        summary: "Reset a webhook endpoint's secret",
        description: "Generates a new secret; every delivery from now on is signed with it.",
        middleware: [requireScope("webhooks:write")],
        request: { params: IdParam },
        responses: {
          200: { description: "The endpoint with its new secret", content: json(WebhookEndpoint) },
          ...errorResponses(401, 403, 404, 422),
        },
      }),
      async (c) => {
        const endpoint = await resetEndpointSecret(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
        );
        return c.json(endpoint, 200);
      },
    );

    v1.openapi(
      createRoute({
        method: "post",
        path: "/webhooks/endpoints/{id}/test",
        tags,
        summary: "Send a test event to a webhook endpoint (Kassa)",
        description:
          "Kassa's addition to Polar's API: delivers one `organization.updated` event with the organization as it is now to this endpoint only, through the normal queue, signing and delivery log.",
        middleware: [requireScope("webhooks:write")],
        request: { params: IdParam },
        responses: {
          202: {
            description: "The test event is queued",
            content: json(z.object({ event_id: z.string() }).openapi("WebhookTestEvent")),
          },
          ...errorResponses(401, 403, 404, 422),
        },
      }),
      async (c) => {
        const { eventId } = await sendTestEvent(
          ctx,
          c.get("principal").organizationId,
          c.req.valid("param").id,
          (id) => deps.organizationData(ctx, id),
        );
        return c.json({ event_id: eventId }, 202);
      },
    );
  };
