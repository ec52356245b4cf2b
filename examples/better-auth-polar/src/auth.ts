import { checkout, polar, portal, usage, webhooks } from "@polar-sh/better-auth";
import { Polar } from "@polar-sh/sdk";
import { betterAuth } from "better-auth";
import { memoryAdapter } from "better-auth/adapters/memory";
import type { Config } from "./config.js";
import { recordPayment } from "./payments.js";

/** Polar's SDK, pointed at Kassa: only `serverURL` changes. */
export function kassaClient(config: Config): Polar {
  return new Polar({ accessToken: config.kassaAccessToken, serverURL: config.kassaUrl });
}

/**
 * better-auth with email and password, kept in memory (swap `memoryAdapter` for your database's
 * adapter), and Polar's plugin: every sign-up becomes a Kassa customer whose external id is the
 * user's id; checkout, portal, usage and webhook endpoints are mounted under /api/auth.
 */
export function createAuth(config: Config) {
  const client = kassaClient(config);
  return betterAuth({
    baseURL: config.appUrl,
    secret: config.authSecret,
    database: memoryAdapter({ user: [], session: [], account: [], verification: [] }),
    emailAndPassword: { enabled: true },
    // Browsers share cookies between ports of one host: a prefix of its own keeps this app's session
    // apart from a Kassa dashboard session on the same machine (both use better-auth).
    advanced: { cookiePrefix: "acme" },
    plugins: [
      polar({
        client,
        createCustomerOnSignUp: true,
        use: [
          checkout({
            products: [{ productId: config.productId, slug: "pro" }],
            successUrl: "/success?checkout_id={CHECKOUT_ID}",
            returnUrl: "/",
            authenticatedUsersOnly: true,
          }),
          portal({ returnUrl: `${config.appUrl}/account` }),
          usage(),
          webhooks({
            secret: config.kassaWebhookSecret,
            onOrderPaid: async ({ data }) => {
              recordPayment(data.customer.externalId, {
                type: "order.paid",
                id: data.id,
                product: data.product?.name ?? data.description,
                amount: data.totalAmount,
                currency: data.currency,
                receivedAt: new Date(),
              });
            },
            onSubscriptionActive: async ({ data }) => {
              recordPayment(data.customer.externalId, {
                type: "subscription.active",
                id: data.id,
                product: data.product.name,
                amount: data.amount,
                currency: data.currency,
                receivedAt: new Date(),
              });
            },
          }),
        ],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
