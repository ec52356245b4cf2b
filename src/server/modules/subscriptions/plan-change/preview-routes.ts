import { createRoute, z } from "@hono/zod-openapi";
import type { AppContext } from "../../../context.js";
import { NotFoundError } from "../../../http/errors.js";
import type { V1Module } from "../../../http/v1/modules.js";
import { IdParam } from "../../../http/v1/params.js";
import { requireScope } from "../../../http/v1/principal.js";
import { errorResponses, json } from "../../../http/v1/responses.js";
import { SubscriptionProrationBehavior } from "../schemas.js";
import { subscriptionAtItsTime } from "../timed.js";
import { type PlanChangeQuote, quotePlanChange } from "./quote.js";

const PreviewQuery = z.object({
  product_id: z.uuid({ message: "must be a UUID" }).openapi({ description: "The product to change to." }),
  proration_behavior: SubscriptionProrationBehavior.optional().openapi({
    description: "Default: the organization's `subscription_settings.proration_behavior`.",
  }),
});

const wireDatetime = z.string().openapi({ format: "date-time" });

export const ProrationPreview = z
  .object({
    proration_behavior: SubscriptionProrationBehavior,
    product_id: z.string(),
    currency: z.string(),
    applies_at: wireDatetime.openapi({ description: "When the new plan takes effect." }),
    period_start: wireDatetime.openapi({ description: "The billing period after the change." }),
    period_end: wireDatetime,
    credit_amount: z.number().int().openapi({ description: "Unused time of the current plan (≤ 0)." }),
    debit_amount: z.number().int().openapi({
      description: "Remaining time on the new plan, or its full period when the interval changes (≥ 0).",
    }),
    net_amount: z.number().int().openapi({ description: "credit_amount + debit_amount." }),
    tax_amount: z.number().int().openapi({ description: "Tax of what is charged now." }),
    due_now_amount: z.number().int().openapi({ description: "What the saved card is charged now." }),
    lines: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  })
  .openapi("SubscriptionProrationPreview");

/** The preview of a quote: the same numbers the PATCH bills. */
export function serializePreview(quote: PlanChangeQuote, currency: string) {
  const charged = quote.mode === "order" && quote.taxed ? quote.taxed : null;
  return {
    proration_behavior: quote.behavior,
    product_id: quote.product.id,
    currency,
    applies_at: quote.appliesAt.toISOString(),
    period_start: quote.periodStart.toISOString(),
    period_end: quote.periodEnd.toISOString(),
    credit_amount: quote.credit,
    debit_amount: quote.debit,
    net_amount: quote.credit + quote.debit,
    tax_amount: charged ? charged.taxAmount : 0,
    due_now_amount: charged ? charged.total : 0,
    lines: quote.lines.map((l) => ({ label: l.label, amount: l.amount })),
  };
}

/** Computes the preview of a plan change without writing anything. */
export async function previewPlanChange(
  ctx: Pick<AppContext, "db" | "clock">,
  organizationId: string,
  id: string,
  query: z.infer<typeof PreviewQuery>,
) {
  const found = await subscriptionAtItsTime(ctx, ctx.db, organizationId, id);
  if (!found) throw new NotFoundError("Subscription");
  const { row: sub, now } = found;
  const quote = await quotePlanChange(
    ctx.db,
    sub,
    { productId: query.product_id, behavior: query.proration_behavior },
    now,
    "query",
  );
  return serializePreview(quote, sub.currency);
}

/** `GET /v1/subscriptions/{id}/proration-preview` (a Kassa extension for the dashboard). */
export const subscriptionPreviewRoutes: V1Module = (v1, ctx) => {
  v1.openapi(
    createRoute({
      method: "get",
      path: "/subscriptions/{id}/proration-preview",
      tags: ["subscriptions"],
      summary: "Preview a plan change",
      description:
        "Kassa extension. What `PATCH /v1/subscriptions/{id}` with `product_id` (and `proration_behavior`) " +
        "would bill now, computed by the same code, without changing anything. Same validation errors as the PATCH " +
        "(on `query.product_id`).",
      middleware: [requireScope("subscriptions:read")],
      request: { params: IdParam, query: PreviewQuery },
      responses: {
        200: { description: "The proration preview", content: json(ProrationPreview) },
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const preview = await previewPlanChange(
        ctx,
        c.get("principal").organizationId,
        c.req.valid("param").id,
        c.req.valid("query"),
      );
      return c.json(preview, 200);
    },
  );
};
