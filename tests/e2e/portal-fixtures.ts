/** What the portal's browser tests buy and set up through the seller's API before the customer signs in. */
import type { E2ESeller } from "./seller";
import type { RunningServer } from "./server";

/** Confirms a checkout of `productId` for `email` through the API (sandbox test payment method). */
export async function buy(
  server: RunningServer,
  seller: E2ESeller,
  productId: string,
  buyer: { email: string; name: string },
  card = "pm_card_visa",
): Promise<{ checkoutId: string; customerId: string }> {
  const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
  const res = await fetch(`${server.baseUrl}/v1/checkouts/client/${checkout.client_secret}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customer_email: buyer.email,
      customer_name: buyer.name,
      customer_billing_name: buyer.name,
      customer_billing_address: {
        country: "DE",
        line1: "Hauptstraße 1",
        city: "Berlin",
        postal_code: "10115",
      },
      confirmation_token_id: card,
    }),
  });
  if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
  const confirmed = (await res.json()) as { customer_id: string };
  return { checkoutId: checkout.id, customerId: confirmed.customer_id };
}

/** Polls `read` until it returns something (the worker grants benefits and starts subscriptions in the background). */
export async function eventually<T>(
  read: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = 40_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const monthlyProduct = (seller: E2ESeller, name: string, amount: number) =>
  seller.api("POST", "/products/", {
    name,
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
  });

/** A one-time product granting a license key that allows three activations the customer may manage. */
export async function licensedProduct(seller: E2ESeller, name: string): Promise<{ id: string }> {
  const benefit = await seller.api("POST", "/benefits/", {
    type: "license_keys",
    description: `${name} license`,
    properties: { prefix: "DESK", activations: { limit: 3, enable_customer_admin: true } },
  });
  const product = await seller.api("POST", "/products/", {
    name,
    prices: [{ amount_type: "fixed", price_amount: 4900, price_currency: "usd" }],
  });
  await seller.api("POST", `/products/${product.id}/benefits`, { benefits: [benefit.id] }, 200);
  return product;
}
