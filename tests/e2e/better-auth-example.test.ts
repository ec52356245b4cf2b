import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { freePort, type RunningApp, startExampleApp } from "./example-app";
import { newPage } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

/**
 * Issue 14's acceptance test: examples/better-auth-polar — better-auth with Polar's own plugin
 * (@polar-sh/better-auth 1.8.4 and @polar-sh/sdk 0.47.1, unpatched) — run against a Kassa server,
 * the buyer in Chromium. The steps share one browser page and run in order.
 */
let server: RunningServer;
let app: RunningApp;
let browser: Browser;
let seller: E2ESeller;
let page: Page;
let productId: string;
let benefitId: string;
let meterId: string;
let userId: string;
let customerId: string;
const contexts: BrowserContext[] = [];
const expiry = `12 / ${(new Date().getFullYear() + 3) % 100}`;
const buyer = { name: "Nora Notes", email: "nora@example.com", password: "nora-password-1" };

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false", WEBHOOKS_ALLOW_PRIVATE: "true" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "ada@example.com",
    password: "ada-password-1",
    name: "Ada Seller",
    organization: "Acme Notes",
  });
  // What the README has the seller make in Kassa: a meter, a benefit, a product, a webhook endpoint.
  const meter = await seller.api("POST", "/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api_call" }] },
    aggregation: { func: "sum", property: "calls" },
  });
  meterId = meter.id;
  const benefit = await seller.api("POST", "/benefits/", {
    type: "license_keys",
    description: "Acme Notes Pro license",
    properties: { prefix: "ACME" },
  });
  benefitId = benefit.id;
  const product = await seller.api("POST", "/products/", {
    name: "Acme Notes Pro",
    recurring_interval: "month",
    prices: [
      { amount_type: "fixed", price_amount: 1000, price_currency: "usd" },
      { amount_type: "metered_unit", meter_id: meter.id, unit_amount: "1", price_currency: "usd" },
    ],
  });
  await seller.api("POST", `/products/${product.id}/benefits`, { benefits: [benefit.id] }, 200);
  productId = product.id;

  const port = await freePort();
  const endpoint = await seller.api("POST", "/webhooks/endpoints", {
    url: `http://127.0.0.1:${port}/api/auth/polar/webhooks`,
    format: "raw",
    events: ["order.paid", "subscription.active", "customer.state_changed"],
  });
  app = await startExampleApp(port, {
    KASSA_URL: server.baseUrl,
    KASSA_ACCESS_TOKEN: seller.token,
    KASSA_WEBHOOK_SECRET: endpoint.secret,
    KASSA_PRODUCT_ID: productId,
    BETTER_AUTH_SECRET: "an-e2e-secret-of-at-least-32-characters",
    USAGE_EVENT: "api_call",
  });
  page = await newPage(browser, contexts);
}, 240_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await app?.stop();
  await server?.stop();
});

/** Calls one of the plugin's endpoints with the buyer's app session (the browser's cookies). */
async function plugin<T = any>(path: string, init: { method?: string; data?: unknown } = {}): Promise<T> {
  const res = await page.context().request.fetch(`${app.url}/api/auth${path}`, {
    method: init.method ?? "GET",
    data: init.data,
    headers: { origin: app.url },
  });
  const text = await res.text();
  if (!res.ok()) {
    const log = app.log().trim().split("\n").slice(-3).join("\n");
    throw new Error(`${path}: ${res.status()} ${text}\n--- the app's last lines ---\n${log}`);
  }
  return JSON.parse(text) as T;
}

/** Polls `read` until `check` holds (webhooks and grants arrive from Kassa's worker). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("the better-auth + Polar plugin example against Kassa", () => {
  it("signs up in the app; the customer appears in Kassa with the app's user id as external_id", async () => {
    screenshotOnFailure("better-auth-sign-up", page);
    await page.goto(app.url);
    const form = page.locator("form[action='/sign-up']");
    await form.getByLabel("Name").fill(buyer.name);
    await form.getByLabel("Email").fill(buyer.email);
    await form.getByLabel("Password").fill(buyer.password);
    await form.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: `Hello, ${buyer.name}` }).waitFor();
    userId = ((await page.getByTestId("user-id").textContent()) ?? "").trim();
    expect(userId).not.toBe("");

    const customer = await seller.api("GET", `/customers/external/${encodeURIComponent(userId)}`);
    expect(customer).toMatchObject({ email: buyer.email, name: buyer.name, external_id: userId });
    const byEmail = await seller.api("GET", `/customers/?email=${encodeURIComponent(buyer.email)}`);
    expect(byEmail.items).toHaveLength(1);
  });

  it("checks out through the plugin and pays in Kassa's hosted checkout with a sandbox card", async () => {
    screenshotOnFailure("better-auth-checkout", page);
    await page.getByRole("button", { name: "Buy Pro" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${server.baseUrl}/checkout/`));
    await page.getByRole("heading", { name: "Acme Notes Pro" }).waitFor();
    const email = page.getByLabel("Email");
    if ((await email.inputValue()) === "") await email.fill(buyer.email);
    await page.getByLabel("Cardholder name").fill(buyer.name);
    await page.getByLabel("Billing country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry").fill(expiry);
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();

    // The checkout's success URL is the app's /success page.
    await page.waitForURL((url) => url.href.startsWith(`${app.url}/success`), { timeout: 30_000 });
    await page.getByRole("heading", { name: "Thank you!" }).waitFor();
    const checkoutId = new URL(page.url()).searchParams.get("checkout_id");
    const checkout = await seller.api("GET", `/checkouts/${checkoutId}`);
    expect(checkout).toMatchObject({
      status: "succeeded",
      product_id: productId,
      external_customer_id: userId,
    });
  });

  it("receives order.paid and subscription.active, verified with the endpoint's secret", async () => {
    screenshotOnFailure("better-auth-webhooks", page);
    const received = page.getByRole("list", { name: "Webhooks received" });
    await eventually(
      async () => {
        await page.goto(`${app.url}/account`);
        return (await received.count()) ? ((await received.textContent()) ?? "") : "";
      },
      (text) => text.includes("order.paid") && text.includes("subscription.active"),
      "webhooks received by the app",
    );
    await expect(received.textContent()).resolves.toContain("Acme Notes Pro");

    // The receiver is the plugin's: a delivery that is not signed with the secret is refused.
    const forged = await fetch(`${app.url}/api/auth/polar/webhooks`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": "msg_forged",
        "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
        "webhook-signature": "v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
      },
      body: JSON.stringify({ type: "order.paid", timestamp: new Date().toISOString(), data: {} }),
    });
    expect(forged.status).toBe(400);
  });

  it("shows the purchase in the plugin's customer state", async () => {
    const state = await eventually(
      () => plugin("/customer/state"),
      (s: any) => s.activeSubscriptions.length === 1 && s.grantedBenefits.length === 1,
      "customer state",
    );
    customerId = state.id;
    expect(state.externalId).toBe(userId);
    expect(state.activeSubscriptions[0]).toMatchObject({ productId, status: "active", amount: 1000 });
    expect(state.grantedBenefits[0]).toMatchObject({ benefitId, benefitType: "license_keys" });
  });

  it("lists the subscription through the plugin", async () => {
    const subscriptions = await plugin("/customer/subscriptions/list?active=true");
    expect(subscriptions.result.items).toHaveLength(1);
    expect(subscriptions.result.items[0]).toMatchObject({ productId, status: "active", customerId });
    expect(subscriptions.result.items[0].product).toMatchObject({ id: productId, name: "Acme Notes Pro" });
  });

  it("lists the order through the plugin", async () => {
    const orders = await plugin("/customer/orders/list");
    expect(orders.result.items).toHaveLength(1);
    expect(orders.result.items[0]).toMatchObject({ productId, totalAmount: 1000, paid: true, customerId });
  });

  it("lists the granted license key through the plugin", async () => {
    const benefits = await plugin("/customer/benefits/list");
    expect(benefits.result.items).toHaveLength(1);
    expect(benefits.result.items[0]).toMatchObject({ benefitId, customerId });
    // The grant shows the key masked, as the seller's list does; the key itself is ACME-….
    const [key] = (await seller.api("GET", `/license-keys/?benefit_id=${benefitId}`)).items;
    expect(key.key).toMatch(/^ACME-/);
    expect(benefits.result.items[0].properties).toMatchObject({
      licenseKeyId: key.id,
      displayKey: key.display_key,
    });
  });

  it("renders the same on the app's account page", async () => {
    screenshotOnFailure("better-auth-account", page);
    await page.goto(`${app.url}/account`);
    await page
      .getByRole("list", { name: "Subscriptions" })
      .getByText(/Acme Notes Pro — active/)
      .waitFor();
    await page
      .getByRole("list", { name: "Orders" })
      .getByText(/Acme Notes Pro — \$10\.00/)
      .waitFor();
    await page
      .getByRole("list", { name: "Benefits" })
      .getByText(/Acme Notes Pro license — \*{4}-/)
      .waitFor();
  });

  it("opens the Kassa customer portal signed in from the plugin's portal link", async () => {
    screenshotOnFailure("better-auth-portal", page);
    await page.goto(app.url);
    await page.getByRole("button", { name: "Open the customer portal" }).click();
    await page.waitForURL(
      (url) => url.href.startsWith(`${server.baseUrl}/`) && url.pathname.endsWith("/portal"),
    );
    await page.getByRole("heading", { name: `Hello, ${buyer.name}` }).waitFor();
    expect(page.url()).not.toContain("customer_session_token");
    // portal({ returnUrl }) gives the portal its way back to the app.
    const back = page.getByRole("link", { name: `Back to ${new URL(app.url).host}` });
    await expect(back.getAttribute("href")).resolves.toBe(`${app.url}/account`);
  });

  it("ingests usage through the plugin and shows it on the customer's meter", async () => {
    screenshotOnFailure("better-auth-usage", page);
    await page.goto(app.url);
    await page.getByLabel("API calls to report").fill("7");
    await page.getByRole("button", { name: "Send usage" }).click();
    await page.waitForURL(`${app.url}/account`);
    const direct = await plugin("/usage/ingest", {
      method: "POST",
      data: { event: "api_call", metadata: { calls: 5 } },
    });
    expect(direct).toMatchObject({ inserted: 1 });

    const meters = await eventually(
      () => plugin("/usage/meters/list"),
      (m: any) => m.result.items.some((i: any) => i.meterId === meterId && i.consumedUnits === 12),
      "the customer's meter",
    );
    expect(meters.result.items).toHaveLength(1);
    expect(meters.result.items[0].meter).toMatchObject({ id: meterId, name: "API calls" });
    const inKassa = await seller.api("GET", `/customer-meters/?external_customer_id=${userId}`);
    expect(inKassa.items[0]).toMatchObject({ meter_id: meterId, consumed_units: 12 });

    await page.goto(`${app.url}/account`);
    await page.getByRole("list", { name: "Usage meters" }).getByText("API calls: 12 used").waitFor();
  });
});
