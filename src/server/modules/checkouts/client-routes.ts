import { createRoute, z } from "@hono/zod-openapi";
import { clientIp } from "../../http/client-ip.js";
import type { V1Module } from "../../http/v1/modules.js";
import { errorResponses, json } from "../../http/v1/responses.js";
import { confirmCheckout } from "./confirm.js";
import { getCheckoutDelivery, openBuyerPortal } from "./delivery.js";
import { CheckoutCustomerSession, CheckoutDelivery } from "./delivery-schemas.js";
import {
  CheckoutConfirm,
  CheckoutPublic,
  CheckoutPublicConfirmed,
  CheckoutUpdatePublic,
  ClientSecretParam,
} from "./schemas.js";
import { getClientCheckout, updateClientCheckout } from "./service.js";

const tags = ["checkouts"];

const errorBody = (names: string[]) =>
  z.object({ error: z.enum(names as [string, ...string[]]), detail: z.string() });

export const forbidden = {
  description: "The checkout is not open (being paid, paid, expired, or another confirmation won).",
  content: json(errorBody(["NotOpenCheckout"]).openapi("CheckoutForbiddenError")),
};
const expired = {
  description: "The checkout session has expired.",
  content: json(errorBody(["ExpiredCheckoutError"]).openapi("ExpiredCheckoutError")),
};
const notSucceeded = {
  description: "The checkout has not succeeded (yet), or (customer-session) the buyer must sign in by email.",
  content: json(errorBody(["NotSucceededCheckout", "NotPermitted"]).openapi("CheckoutNotSucceededError")),
};
const deliveryGone = {
  description:
    "The checkout expired unpaid (`ExpiredCheckoutError`), or the purchase is more than an hour old (`DeliveryExpired`).",
  content: json(errorBody(["ExpiredCheckoutError", "DeliveryExpired"]).openapi("CheckoutDeliveryGoneError")),
};
const paymentFailed = {
  description:
    "The payment failed; `detail` is the reason to show the customer. The checkout can be confirmed again.",
  content: json(errorBody(["PaymentError"]).openapi("PaymentError")),
};

/**
 * The client endpoints, by client secret (`polar_c_…`): public, no credential (the secret is the
 * credential). They answer Polar's `CheckoutPublic`, without the seller's metadata.
 */
export const clientCheckoutRoutes: V1Module = (v1, ctx) => {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.config.trustProxy);

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkouts/client/{client_secret}",
      tags,
      summary: "Get a checkout session by client secret",
      security: [],
      request: { params: ClientSecretParam },
      responses: {
        200: { description: "The checkout session", content: json(CheckoutPublic) },
        410: expired,
        ...errorResponses(404, 422),
      },
    }),
    async (c) => c.json(await getClientCheckout(ctx, c.req.valid("param").client_secret), 200),
  );

  v1.openapi(
    createRoute({
      method: "patch",
      path: "/checkouts/client/{client_secret}",
      tags,
      summary: "Update a checkout session by client secret",
      description:
        "What the hosted checkout page changes: customer details, product/price, amount, discount code.",
      security: [],
      request: { params: ClientSecretParam, body: { content: json(CheckoutUpdatePublic), required: true } },
      responses: {
        200: { description: "Checkout session updated", content: json(CheckoutPublic) },
        403: forbidden,
        410: expired,
        ...errorResponses(404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateClientCheckout(ctx, c.req.valid("param").client_secret, c.req.valid("json"), ip(c)),
        200,
      ),
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/checkouts/client/{client_secret}/confirm",
      tags,
      summary: "Confirm a checkout session by client secret",
      description:
        "Takes the payment with `confirmation_token_id` and, once paid, creates the order and grants the benefits. " +
        "The answer's `status` is Polar's literal `confirmed`; a 200 means the order exists (the checkout reads `succeeded`).",
      security: [],
      request: { params: ClientSecretParam, body: { content: json(CheckoutConfirm), required: true } },
      responses: {
        200: { description: "Checkout session confirmed and paid", content: json(CheckoutPublicConfirmed) },
        400: paymentFailed,
        403: forbidden,
        410: expired,
        ...errorResponses(404, 422),
      },
    }),
    async (c) =>
      c.json(await confirmCheckout(ctx, c.req.valid("param").client_secret, c.req.valid("json"), ip(c)), 200),
  );

  v1.openapi(
    createRoute({
      method: "get",
      path: "/checkouts/client/{client_secret}/delivery",
      tags,
      summary: "What a succeeded checkout delivered (Kassa)",
      description:
        "Kassa extension for the confirmation page: the purchase's benefits as they are granted (poll while " +
        "`complete` is false), with each license key, signed download links and the seller's customer portal. " +
        "Answers for one hour after the purchase.",
      security: [],
      request: { params: ClientSecretParam },
      responses: {
        200: { description: "What the purchase delivered", content: json(CheckoutDelivery) },
        403: notSucceeded,
        410: deliveryGone,
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await getCheckoutDelivery(ctx, c.req.valid("param").client_secret), 200);
    },
  );

  v1.openapi(
    createRoute({
      method: "post",
      path: "/checkouts/client/{client_secret}/customer-session",
      tags,
      summary: "Sign the buyer in to the customer portal (Kassa)",
      description:
        "Kassa extension: a one-hour customer session for the checkout's customer and the portal URL that opens " +
        "signed in, within an hour of the purchase. Refused (403 `NotPermitted`) when the checkout was linked to " +
        "an existing customer by the email typed: that buyer signs in to the portal by email.",
      security: [],
      request: { params: ClientSecretParam },
      responses: {
        201: { description: "Customer session created", content: json(CheckoutCustomerSession) },
        403: notSucceeded,
        410: deliveryGone,
        ...errorResponses(404, 422),
      },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await openBuyerPortal(ctx, c.req.valid("param").client_secret), 201);
    },
  );
};
