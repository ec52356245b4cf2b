/**
 * Public payment endpoints, mounted at `/api/payments` (docs/payments.md):
 * - `GET /config`: which card form the hosted checkout shows (`{processor, publishable_key}`);
 * - `POST /sandbox/tokens`: the sandbox tokenizer the hosted card form posts card details to,
 *   bound to a payable (open or failed) checkout by its client secret, rate limited per client address;
 * - `POST /stripe/webhook`: Stripe's webhooks (stripe-webhooks.ts).
 * Card numbers and CVCs are never logged, stored or echoed back.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { clientIp } from "../http/client-ip.js";
import { RequestValidationError, type ValidationIssue, validationBody } from "../http/errors.js";
import { createRateLimiter } from "../http/rate-limit.js";
import { payableCheckoutBySecret } from "../modules/checkouts/service.js";
import { CardValidationError } from "./errors.js";
import { stripeWebhookHandler } from "./stripe-webhooks.js";

/** Card attempts per client address: enough for typos and a declined card, not for card testing. */
export const TOKENIZER_LIMIT = { max: 20, windowMs: 10 * 60_000 };

const TokenRequest = z.object({
  client_secret: z.string().min(1).max(256),
  card: z.object({
    number: z.string().min(1).max(64),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    cvc: z.string().min(1).max(8),
  }),
});

const SECRET_FIELDS = new Set(["number", "cvc"]);

/** 422 details without the card number or CVC in `input`. */
function redact<T extends { loc: (string | number)[]; input?: unknown }>(detail: T[]): T[] {
  return detail.map((d) => (d.loc.some((p) => SECRET_FIELDS.has(String(p))) ? { ...d, input: null } : d));
}

const notFound = (c: Context, detail: string) => c.json({ error: "ResourceNotFound", detail }, 404);

export function paymentRoutes(ctx: AppContext) {
  const app = new Hono();
  const limiter = createRateLimiter({
    name: "sandbox-tokens",
    ...TOKENIZER_LIMIT,
    clock: ctx.clock,
    redis: ctx.redis,
    logger: ctx.logger,
  });

  app.get("/config", (c) => {
    c.header("Cache-Control", "no-store");
    const stripe = ctx.payments.name === "stripe" ? ctx.config.payments.stripe : null;
    return c.json({ processor: ctx.payments.name, publishable_key: stripe?.publishableKey ?? null });
  });

  app.post("/sandbox/tokens", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    if (ctx.payments.name !== "sandbox") {
      return notFound(c, "The sandbox tokenizer is only available with PAYMENT_PROCESSOR=sandbox");
    }
    if (ctx.config.rateLimit.enabled) {
      const limit = await limiter.hit(clientIp(c, ctx.config.trustProxy) ?? "unknown");
      if (!limit.allowed) {
        c.header("Retry-After", String(limit.retryAfter));
        return c.json(
          {
            error: "TooManyRequests",
            detail: `Too many card attempts; try again in ${limit.retryAfter} seconds`,
          },
          429,
        );
      }
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: "BadRequest", detail: "The request body is not valid JSON" }, 400);
    }
    const parsed = TokenRequest.safeParse(body);
    if (!parsed.success) {
      const out = validationBody(parsed.error);
      return c.json({ ...out, detail: redact(out.detail) }, 422);
    }
    const { client_secret: clientSecret, card } = parsed.data;
    // Open, or failed (a declined card is retried with another card), and not expired.
    const open = await payableCheckoutBySecret(ctx, clientSecret);
    if (open?.paymentProcessor !== "sandbox") return notFound(c, "Checkout not found");
    try {
      const pm = await ctx.payments.tokenizeCard({
        organizationId: open.organizationId,
        card: { number: card.number, expMonth: card.exp_month, expYear: card.exp_year, cvc: card.cvc },
      });
      return c.json({
        id: pm.id,
        brand: pm.brand,
        last4: pm.last4,
        exp_month: pm.expMonth,
        exp_year: pm.expYear,
      });
    } catch (error) {
      if (error instanceof CardValidationError) {
        throw new RequestValidationError(redact(error.detail as ValidationIssue[]));
      }
      throw error;
    }
  });

  app.post("/stripe/webhook", bodyLimit({ maxSize: 1024 * 1024 }), stripeWebhookHandler(ctx));
  return app;
}
