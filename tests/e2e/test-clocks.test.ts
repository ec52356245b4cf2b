import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSideScroll, launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

const SHOTS = "/tmp/shots";
let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
const contexts: BrowserContext[] = [];
const expiry = `12 / ${(new Date().getFullYear() + 3) % 100}`;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "tilda@example.com",
    password: "tilda-password-1",
    name: "Tilda Seller",
    organization: "Clockwork Co",
  });
  const product = await seller.api("POST", "/products/", {
    name: "Clockwork Monthly",
    recurring_interval: "month",
    prices: [{ amount_type: "fixed", price_amount: 1200, price_currency: "usd" }],
  });
  productId = product.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("test clocks in the dashboard", () => {
  it("creates a clock, attaches a subscriber, advances a month and shows the renewal order", async () => {
    const dashboard = await newPage(browser, contexts);
    const shopper = await newPage(browser, contexts);
    screenshotOnFailure("test-clocks", dashboard, shopper);

    // The seller creates a clock starting ten minutes from now (in the browser's time zone).
    await submitSignIn(server, dashboard, seller.email, seller.password);
    await dashboard.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await dashboard.getByRole("link", { name: "Test clocks" }).click();
    await dashboard.getByRole("heading", { name: "Test clocks" }).waitFor();
    const start = await dashboard.evaluate(() => {
      const d = new Date(Date.now() + 10 * 60_000);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    });
    await dashboard.getByLabel("Name").fill("Renewal rehearsal");
    await dashboard.getByLabel("Start time").fill(start);
    await dashboard.getByRole("button", { name: "Create clock" }).click();
    await dashboard.waitForURL(/\/test-clocks\/[0-9a-f-]{36}$/);
    const clockId = dashboard.url().split("/").pop()!;
    await dashboard.getByRole("heading", { name: "Renewal rehearsal" }).waitFor();
    const created = await seller.api("GET", `/test-clocks/${clockId}`);
    expect(created).toMatchObject({ status: "ready", customer_ids: [] });
    const frozen = new Date(created.frozen_time);
    expect(Math.abs(frozen.getTime() - Date.now() - 10 * 60_000)).toBeLessThan(2 * 60_000);

    // A customer subscribes in the hosted checkout with the sandbox test card.
    const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
    await shopper.goto(checkout.url);
    await shopper.getByRole("heading", { name: "Clockwork Monthly" }).waitFor();
    await shopper.getByLabel("Email").fill("tess@example.com");
    await shopper.getByLabel("Cardholder name").fill("Tess Subscriber");
    await shopper.getByLabel("Billing country").selectOption("DE");
    await shopper.getByLabel("Card number").fill("4242 4242 4242 4242");
    await shopper.getByLabel("Expiry").fill(expiry);
    await shopper.getByLabel("CVC").fill("123");
    await shopper.getByRole("button", { name: "Pay $12.00" }).click();
    await shopper.getByRole("heading", { name: "Payment successful" }).waitFor();
    const customerId = (await seller.api("GET", `/checkouts/${checkout.id}`)).customer_id as string;
    let subscription: { id: string; current_period_end: string } | undefined;
    for (let i = 0; i < 100 && !subscription; i++) {
      subscription = (await seller.api("GET", `/subscriptions/?customer_id=${customerId}`)).items[0];
      if (!subscription) await new Promise((r) => setTimeout(r, 100));
    }
    expect(subscription).toBeDefined();
    const periodEnd = subscription!.current_period_end;

    // The seller attaches the customer to the clock.
    const picker = dashboard.getByRole("combobox", { name: "Attach a customer" });
    await picker.click();
    await picker.fill("tess");
    await dashboard.getByRole("option", { name: /tess@example\.com/ }).click();
    await dashboard.getByRole("button", { name: "Attach", exact: true }).click();
    const customers = dashboard.getByRole("list", { name: "Clock customers" });
    await customers.getByRole("link", { name: /tess@example\.com/ }).waitFor();
    await customers
      .getByRole("table", { name: "Subscriptions of tess@example.com" })
      .getByText("active")
      .waitFor();
    await dashboard.screenshot({ path: `${SHOTS}/test-clock-attached.png`, fullPage: true });

    // +1 month: the clock advances in the background; the page polls until it is ready again.
    await dashboard.getByRole("button", { name: "+1 month" }).click();
    await expect
      .poll(async () => (await seller.api("GET", `/test-clocks/${clockId}`)).status, { timeout: 30_000 })
      .toBe("ready");
    await dashboard.getByTestId("clock-status").getByText("ready").waitFor();
    const orders = customers.getByRole("table", { name: "Orders of tess@example.com" });
    await orders.getByText("subscription_cycle").waitFor({ timeout: 20_000 });
    await dashboard.screenshot({ path: `${SHOTS}/test-clock-advanced.png`, fullPage: true });
    // At phone width the page fits without sideways scrolling (the tables scroll inside their box).
    await dashboard.setViewportSize({ width: 390, height: 900 });
    await dashboard.getByRole("button", { name: "+1 year" }).waitFor();
    await expectNoSideScroll(dashboard);
    await dashboard.screenshot({ path: `${SHOTS}/test-clock-phone.png`, fullPage: true });
    await dashboard.setViewportSize({ width: 1280, height: 900 });

    const after = await seller.api("GET", `/test-clocks/${clockId}`);
    const month = new Date(frozen);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(after).toMatchObject({ status: "ready", advancing_to: null, customer_ids: [customerId] });
    // A month later in UTC (the clock started on a day every month has).
    expect(after.frozen_time).toBe(month.toISOString());
    const renewals = (await seller.api("GET", `/orders/?customer_id=${customerId}`)).items.filter(
      (o: { billing_reason: string }) => o.billing_reason === "subscription_cycle",
    );
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: "paid", total_amount: 1200, created_at: periodEnd });

    // The list shows the clock with its customer.
    await dashboard.goto(`${server.baseUrl}/test-clocks`);
    await dashboard
      .getByRole("list", { name: "Test clocks" })
      .getByText(/Frozen at .* · 1 customer$/)
      .waitFor();
    await dashboard.screenshot({ path: `${SHOTS}/test-clocks-list.png`, fullPage: true });
  });
});

describe("test clocks with a live Stripe key", () => {
  it("explains that test clocks are for test mode only", async () => {
    const live = await startServer({
      RATE_LIMIT_ENABLED: "false",
      PAYMENT_PROCESSOR: "stripe",
      STRIPE_SECRET_KEY: "sk_live_kassa_e2e_not_a_real_key",
      STRIPE_PUBLISHABLE_KEY: "pk_live_kassa_e2e_not_a_real_key",
    });
    try {
      const liveSeller = await createE2ESeller(live, {
        email: "liv@example.com",
        password: "liv-password-1",
        name: "Liv Seller",
        organization: "Live Co",
      });
      await liveSeller.api("GET", "/test-clocks/", undefined, 403);
      const page = await newPage(browser, contexts);
      screenshotOnFailure("test-clocks-live", page);
      await submitSignIn(live, page, liveSeller.email, liveSeller.password);
      await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
      await page.goto(`${live.baseUrl}/test-clocks`);
      await page.getByText("Test clocks are only available in test mode").waitFor();
      expect(await page.getByRole("button", { name: "Create clock" }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/test-clocks-live-mode.png`, fullPage: true });
    } finally {
      await live.stop();
    }
  });
});
