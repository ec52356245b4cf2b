import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../../context.js";
import { clientIp } from "../../http/client-ip.js";
import { NotFoundError } from "../../http/errors.js";
import { createRateLimiter, type RateLimiter } from "../../http/rate-limit.js";
import type { V1Module } from "../../http/v1/modules.js";
import { portalCustomer } from "../../http/v1/principal.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { getCustomerRow } from "../customers/service.js";
import { customerOrganizationData } from "./organization.js";
import {
  CustomerCustomerSession,
  CustomerOrganizationData,
  CustomerSessionCodeAuthenticateRequest,
  CustomerSessionCodeAuthenticateResponse,
  CustomerSessionCodeRequest,
  PortalAuthenticatedUser,
} from "./schemas.js";
import { authenticateSignInCode, requestSignInCode } from "./service.js";

const tags = ["customer_portal"];
const security = [{ customer_session: [] }];
const TEN_MINUTES = 10 * 60_000;

const tooMany = {
  429: {
    description: "Too many attempts; `Retry-After` says when to try again",
    content: json(z.object({ error: z.literal("TooManyRequests"), detail: z.string() })),
  },
};

/** Counts one attempt under each key; the answer to send when one is over its limit, else null. */
async function overLimit(ctx: AppContext, c: Context, hits: [RateLimiter, string][]) {
  if (!ctx.config.rateLimit.enabled) return null;
  for (const [limiter, key] of hits) {
    const result = await limiter.hit(key);
    if (!result.allowed) {
      c.header("Retry-After", String(result.retryAfter));
      return c.json(
        {
          error: "TooManyRequests" as const,
          detail: `Too many attempts; try again in ${result.retryAfter} seconds`,
        },
        429,
      );
    }
  }
  return null;
}

/**
 * The portal's session endpoints: email sign-in (request a code, exchange it for a token; both
 * public and rate limited), the organization a portal page shows (public), and what a customer
 * session is and who holds it.
 */
export const customerPortalSessionRoutes: V1Module = (v1, ctx) => {
  const limiter = (name: string, max: number) =>
    createRateLimiter({
      name,
      max,
      windowMs: TEN_MINUTES,
      clock: ctx.clock,
      redis: ctx.redis,
      logger: ctx.logger,
    });
  const requestsPerAddress = limiter("portal-code-request-ip", 30);
  const requestsPerEmail = limiter("portal-code-request-email", 5);
  const attemptsPerAddress = limiter("portal-code-authenticate-ip", 20);
  const ip = (c: Context) => clientIp(c, ctx.config.trustProxy) ?? "unknown";

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customer-session/request",
      tags,
      summary: "Email a portal sign-in code (public)",
      description:
        "Emails a 6-character code, valid 30 minutes, to the organization's customer with this email. The answer is 202 for any email: it never says whether a customer exists. Limited to 5 requests per email and 30 per address in 10 minutes.",
      security: [],
      request: { body: { content: json(CustomerSessionCodeRequest), required: true } },
      responses: { 202: { description: "Accepted" }, ...errorResponses(422), ...tooMany },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const emailKey = `${body.organization_id}:${body.email.trim().toLowerCase()}`;
      const limited = await overLimit(ctx, c, [
        [requestsPerAddress, ip(c)],
        [requestsPerEmail, emailKey],
      ]);
      if (limited) return limited;
      await requestSignInCode(ctx, body);
      return c.body(null, 202);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/customer-portal/customer-session/authenticate",
      tags,
      summary: "Exchange a sign-in code for a customer session (public)",
      description:
        "A code signs in once; a wrong or expired code is a 401. Limited to 20 attempts per address in 10 minutes.",
      security: [],
      request: { body: { content: json(CustomerSessionCodeAuthenticateRequest), required: true } },
      responses: {
        200: { description: "The session token", content: json(CustomerSessionCodeAuthenticateResponse) },
        ...errorResponses(401, 422),
        ...tooMany,
      },
    }),
    async (c) => {
      const limited = await overLimit(ctx, c, [[attemptsPerAddress, ip(c)]]);
      if (limited) return limited;
      return c.json(await authenticateSignInCode(ctx, c.req.valid("json").code), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/organizations/{slug}",
      tags,
      summary: "Get an organization's portal settings (public)",
      security: [],
      request: { params: z.object({ slug: z.string().min(1).max(200) }) },
      responses: {
        200: {
          description: "The organization and its public products",
          content: json(CustomerOrganizationData),
        },
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      const data = await customerOrganizationData(ctx, c.req.valid("param").slug);
      if (!data) throw new NotFoundError("Organization");
      return c.json(data as never, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/customer-session/introspect",
      tags,
      summary: "Introspect the customer session",
      security,
      responses: {
        200: { description: "The session", content: json(CustomerCustomerSession) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { expiresAt, returnUrl } = portalCustomer(c.get("principal"));
      return c.json({ expires_at: expiresAt.toISOString(), return_url: returnUrl }, 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/customer-portal/customer-session/user",
      tags,
      summary: "Get the signed-in portal user",
      security,
      responses: {
        200: { description: "The customer", content: json(PortalAuthenticatedUser) },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { organizationId, customerId } = portalCustomer(c.get("principal"));
      const customer = await getCustomerRow(ctx.db, organizationId, customerId);
      return c.json(
        {
          type: "customer",
          name: customer?.name ?? null,
          email: customer?.email ?? "",
          customer_id: customerId,
          member_id: null,
          role: null,
        },
        200,
      );
    },
  );
};
