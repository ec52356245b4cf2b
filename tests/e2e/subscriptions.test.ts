import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

const SHOTS = "/tmp/shots";
let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let basicId: string;
let proId: string;
let subscriptionId: string;
let orderId: string;
let upgradeId: string;
let failingId: string;
const contexts: BrowserContext[] = [];

/** Subscribes `email` to the product through the API checkout flow (confirmed with pm_card_visa). */
async function subscribe(
  productId: string,
  email: string,
  card = "pm_card_visa",
): Promise<{ id: string; customer_id: string }> {
  const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
  const res = await fetch(`${server.baseUrl}/v1/checkouts/client/${checkout.client_secret}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customer_email: email,
      customer_name: `${email[0]?.toUpperCase()}${email.slice(1, email.indexOf("@"))} Buyer`,
      customer_billing_address: { country: "DE" },
      confirmation_token_id: card,
    }),
  });
  if (res.status !== 200) throw new Error(`confirm: ${res.status} ${await res.text()}`);
  const confirmed = (await res.json()) as { customer_id: string };
  const list = await seller.api("GET", `/subscriptions/?customer_id=${confirmed.customer_id}`);
  const sub = list.items.find((s: { checkout_id: string }) => s.checkout_id === checkout.id);
  if (!sub) throw new Error("the checkout started no subscription");
  return sub;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "rita@example.com",
    password: "rita-password-1",
    name: "Rita Seller",
    organization: "Recurring Co",
  });
  const product = (name: string, amount: number) =>
    seller.api("POST", "/products/", {
      name,
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: amount, price_currency: "usd" }],
    });
  basicId = (await product("Basic plan", 1000)).id;
  proId = (await product("Pro plan", 5000)).id;
  subscriptionId = (await subscribe(basicId, "ada@example.com")).id;
  await subscribe(proId, "bob@example.com");
  const revoked = await subscribe(basicId, "cy@example.com");
  await seller.api("DELETE", `/subscriptions/${revoked.id}`, undefined, 200);
  upgradeId = (await subscribe(basicId, "dee@example.com")).id;
  failingId = (await subscribe(basicId, "eve@example.com", "pm_card_chargeCustomerFail")).id;
  const orders = await seller.api("GET", `/orders/?subscription_id=${subscriptionId}`);
  orderId = orders.items[0].id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** The seller signed in with the organization active. */
async function sellerPage(): Promise<Page> {
  const page = await newPage(browser, contexts);
  await submitSignIn(server, page, seller.email, seller.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  const status = await page.evaluate(async (organizationId) => {
    const res = await fetch("/api/auth/organization/set-active", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ organizationId }),
    });
    return res.status;
  }, seller.organizationId);
  expect(status).toBe(200);
  return page;
}

const rows = (page: Page) => page.getByRole("table", { name: "Subscriptions" }).locator("tbody tr");

describe("subscriptions dashboard", () => {
  it("lists, filters, cancels at period end, uncancels and revokes a subscription", async () => {
    const page = await sellerPage();
    screenshotOnFailure("subscriptions", page);
    await page.goto(`${server.baseUrl}/subscriptions`);
    await page.getByRole("link", { name: "Subscriptions" }).first().waitFor();
    await expect.poll(() => rows(page).count()).toBe(5);
    await page.screenshot({ path: `${SHOTS}/subscriptions-list.png`, fullPage: true });

    // Only ended ones, then only active ones through the status filter.
    await page.getByText("Ended", { exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await expect.poll(() => rows(page).first().textContent()).toContain("cy@example.com");
    await page.getByText("All", { exact: true }).click();
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Active", exact: true }).click();
    await page.keyboard.press("Escape");
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(new URL(page.url()).searchParams.getAll("status")).toEqual(["active"]);
    await page.screenshot({ path: `${SHOTS}/subscriptions-list-filtered.png`, fullPage: true });

    // Open Ada's subscription.
    await rows(page).filter({ hasText: "ada@example.com" }).getByRole("link").click();
    await page.waitForURL(new RegExp(`/subscriptions/${subscriptionId}$`));
    await page.getByTestId("subscription-status").getByText("Active").waitFor();
    await page.getByRole("list", { name: "Subscription orders" }).getByRole("link").first().waitFor();
    await page.getByRole("list", { name: "Timeline" }).getByText("subscription.created").waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-detail.png`, fullPage: true });

    // Cancel at period end with a reason.
    await page.getByRole("button", { name: "Cancel at period end…" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel at period end" });
    await dialog.getByRole("combobox", { name: "Reason" }).click();
    await page.getByRole("option", { name: "Too expensive" }).click();
    await dialog.getByLabel("Comment").fill("Budget cuts");
    await page.screenshot({ path: `${SHOTS}/subscription-cancel-dialog.png`, fullPage: true });
    await dialog.getByRole("button", { name: "Cancel at period end" }).click();
    await page.getByText("Cancels at period end").waitFor();
    await page.getByText(/Too expensive · “Budget cuts”/).waitFor();
    await page.getByRole("list", { name: "Timeline" }).getByText("subscription.canceled").waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-canceled.png`, fullPage: true });
    let wire = await seller.api("GET", `/subscriptions/${subscriptionId}`);
    expect(wire).toMatchObject({ cancel_at_period_end: true, customer_cancellation_reason: "too_expensive" });

    // Uncancel.
    await page.getByRole("button", { name: "Uncancel" }).click();
    await page.getByRole("button", { name: "Cancel at period end…" }).waitFor();
    expect(await page.getByText("Cancels at period end").count()).toBe(0);
    await page.getByRole("list", { name: "Timeline" }).getByText("subscription.uncanceled").waitFor();
    wire = await seller.api("GET", `/subscriptions/${subscriptionId}`);
    expect(wire.cancel_at_period_end).toBe(false);

    // Revoke now, through the confirm dialog.
    await page.getByRole("button", { name: "Revoke now…" }).click();
    await page
      .getByRole("dialog", { name: "Revoke subscription" })
      .getByRole("button", { name: "Revoke now" })
      .click();
    await page.getByTestId("subscription-status").getByText("Canceled").waitFor();
    await page.getByText("This subscription has ended; nothing can be changed.").waitFor();
    await page.getByRole("list", { name: "Timeline" }).getByText("subscription.revoked").waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-revoked.png`, fullPage: true });
    wire = await seller.api("GET", `/subscriptions/${subscriptionId}`);
    expect(wire.status).toBe("canceled");
    expect(wire.ended_at).not.toBeNull();
  });

  it("links subscriptions from the customer page and the order page", async () => {
    const page = await sellerPage();
    screenshotOnFailure("subscriptions-links", page);
    const wire = await seller.api("GET", `/subscriptions/${subscriptionId}`);
    await page.goto(`${server.baseUrl}/customers/${wire.customer_id}`);
    const list = page.getByRole("list", { name: "Customer subscriptions" });
    await list.getByRole("link", { name: "Basic plan" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/customer-subscriptions.png`, fullPage: true });
    await list.getByRole("link", { name: "Basic plan" }).click();
    await page.waitForURL(new RegExp(`/subscriptions/${subscriptionId}$`));

    await page.goto(`${server.baseUrl}/orders/${orderId}`);
    await page.getByRole("link", { name: "Subscription", exact: true }).click();
    await page.waitForURL(new RegExp(`/subscriptions/${subscriptionId}$`));
    await page.getByTestId("subscription-status").waitFor();

    // Narrow screens: the list and the page stay readable (screenshots only).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/subscriptions`);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/subscriptions-list-mobile.png`, fullPage: true });
    await page.goto(`${server.baseUrl}/subscriptions/${subscriptionId}`);
    await page.getByRole("list", { name: "Timeline" }).getByText("subscription.revoked").waitFor();
    await page.getByRole("list", { name: "Subscription orders" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-detail-mobile.png`, fullPage: true });
  });

  it("changes the plan after a preview, and shows a failed payment", async () => {
    const page = await sellerPage();
    screenshotOnFailure("subscriptions-change-plan", page);
    // The seller's default proration ("Next invoice" here) arrives late: the choice is offered only
    // once it is known, so a click on "Charge now" is never undone by the default arriving after it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/v1/organizations/*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.baseUrl}/subscriptions/${upgradeId}`);
    await page.getByRole("combobox", { name: "New product" }).click();
    await page.getByRole("option", { name: "Pro plan" }).click();
    await page.getByLabel("Loading the proration default").waitFor();
    expect(await page.getByText("Charge now", { exact: true }).count()).toBe(0);
    release();
    await expect.poll(() => page.getByRole("radio", { name: "Next invoice" }).isChecked()).toBe(true);
    await page.unroute("**/v1/organizations/*");
    await page.getByText("Charge now", { exact: true }).click();
    const preview = page.getByLabel("Plan change preview");
    await preview.getByText("Due now").waitFor();
    await preview.getByText(/is charged to the saved card now/).waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-change-preview.png`, fullPage: true });
    await page.getByRole("button", { name: "Change plan" }).click();
    await page.getByRole("heading", { name: "Pro plan" }).waitFor();
    await page.getByRole("list", { name: "Subscription orders" }).getByText("subscription update").waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-changed.png`, fullPage: true });
    const wire = await seller.api("GET", `/subscriptions/${upgradeId}`);
    expect(wire.product_id).toBe(proId);
    expect(wire.amount).toBe(5000);

    // A card that declines off-session: the change is refused with the processor's message.
    await page.goto(`${server.baseUrl}/subscriptions/${failingId}`);
    await page.getByRole("combobox", { name: "New product" }).click();
    await page.getByRole("option", { name: "Pro plan" }).click();
    await page.getByText("Charge now", { exact: true }).click();
    await page.getByLabel("Plan change preview").getByText("Due now").waitFor();
    await page.getByRole("button", { name: "Change plan" }).click();
    await page.getByRole("alert").filter({ hasText: "declined. The plan was not changed." }).waitFor();
    await page.screenshot({ path: `${SHOTS}/subscription-change-declined.png`, fullPage: true });
    expect((await seller.api("GET", `/subscriptions/${failingId}`)).product_id).toBe(basicId);
  });
});
