import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../src/server/test/standins/stripe/stripe";
import { stripeEnv } from "../../src/server/test/standins/stripe/testing";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

/**
 * The hosted checkout in Stripe mode. Stripe cannot be reached from here: Kassa talks to the local
 * Stripe stand-in (STRIPE_API_BASE), and the browser gets a small Stripe.js of ours in place of
 * js.stripe.com. Its Payment Element is one text box that takes a Stripe test payment method
 * (`pm_card_visa`, …); its `createConfirmationToken` makes a real confirmation token on the
 * stand-in, which Kassa's Stripe processor then pays with.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function (publishableKey) {
  window.stripeCalls = { publishableKey, elements: [], updates: [], tokenParams: null };
  return {
    elements(options) {
      window.stripeCalls.elements.push(options);
      let input = null;
      const element = {
        mount(target) {
          input = document.createElement("input");
          input.setAttribute("aria-label", "Stripe payment method");
          target.appendChild(input);
          setTimeout(() => element.ready && element.ready(), 0);
        },
        on(event, handler) { if (event === "ready") element.ready = handler; },
      };
      return {
        create: () => element,
        update: (o) => window.stripeCalls.updates.push(o),
        submit: async () => (input && input.value ? {} : { error: { message: "Your card number is incomplete." } }),
        value: () => input.value,
      };
    },
    async createConfirmationToken({ elements, params }) {
      window.stripeCalls.tokenParams = params;
      const res = await fetch("https://js.stripe.com/test-token?pm=" + encodeURIComponent(elements.value()));
      const body = await res.json();
      return res.ok ? { confirmationToken: { id: body.id } } : { error: { message: body.error.message } };
    },
  };
};`;

let standIn: StripeStandIn;
let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  server = await startServer(stripeEnv(standIn, { RATE_LIMIT_ENABLED: "false" }));
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "stella@example.com",
    password: "stella-password-1",
    name: "Stella Seller",
    organization: "Stripe Shop",
  });
  const product = await seller.api("POST", "/products/", {
    name: "Widget Pro",
    recurring_interval: null,
    prices: [{ amount_type: "fixed", price_amount: 1999, price_currency: "usd" }],
  });
  productId = product.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await standIn?.close();
});

/** Serves the fake Stripe.js, and makes confirmation tokens on the stand-in for it. */
async function fakeStripe(route: Route) {
  const url = new URL(route.request().url());
  if (url.pathname !== "/test-token") {
    return route.fulfill({ contentType: "application/javascript", body: FAKE_STRIPE_JS });
  }
  const res = await fetch(`${standIn.url}/v1/test_helpers/confirmation_tokens`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${standIn.secretKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ payment_method: url.searchParams.get("pm") ?? "" }).toString(),
  });
  return route.fulfill({
    status: res.status,
    contentType: "application/json",
    headers: { "access-control-allow-origin": "*" },
    body: await res.text(),
  });
}

async function openCheckoutPage(): Promise<Page> {
  const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
  const page = await newPage(browser, contexts);
  await page.route("https://js.stripe.com/**", fakeStripe);
  await page.goto(checkout.url);
  await page.getByRole("heading", { name: "Widget Pro" }).waitFor();
  await page.getByLabel("Email").fill("sia@example.com");
  await page.getByLabel("Cardholder name").fill("Sia Stripe");
  await page.getByLabel("Billing country").selectOption("DE");
  return page;
}

describe("hosted checkout with Stripe", () => {
  it("loads Stripe Elements for the checkout's amount and pays with a confirmation token", async () => {
    const page = await openCheckoutPage();
    screenshotOnFailure("checkout-stripe", page);
    await expect(page.getByText("Test mode").count()).resolves.toBe(0);
    const calls = () => page.evaluate(() => (window as any).stripeCalls);
    await expect
      .poll(async () => (await calls())?.elements[0])
      .toEqual({
        mode: "payment",
        amount: 1999,
        currency: "usd",
        appearance: { theme: "stripe" },
      });
    expect((await calls()).publishableKey).toBe("pk_test_kassa_standin");

    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await page.getByText("Your card number is incomplete.").waitFor();
    await page.getByLabel("Stripe payment method").fill("pm_card_visa");
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    expect((await calls()).tokenParams.payment_method_data.billing_details).toMatchObject({
      name: "Sia Stripe",
      email: "sia@example.com",
    });
    const intent = standIn.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(intent?.params).toMatchObject({ amount: "1999", currency: "usd" });
    expect(String(intent?.params.confirmation_token)).toMatch(/^ctoken_/);
  });

  it("shows Stripe's decline reason", async () => {
    const page = await openCheckoutPage();
    screenshotOnFailure("checkout-stripe-decline", page);
    await page.getByLabel("Stripe payment method").fill("pm_card_chargeDeclined");
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Payment failed" });
    await alert.getByText(/declined/i).waitFor();
  });
});
