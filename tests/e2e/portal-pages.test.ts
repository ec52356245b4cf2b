import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSideScroll, launchBrowser, screenshotOnFailure, transitionsDone } from "./browser";
import { newPage, outboxEmail } from "./helpers";
import { buy, eventually, licensedProduct, monthlyProduct } from "./portal-fixtures";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

const SHOTS = "/tmp/shots";
let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let slug: string;
let ada: { customerId: string; subscriptionId: string; licenseKey: { id: string; key: string } };
type PastDue = { customerId: string; subscriptionId: string; periodEnd: string };
let pat: PastDue;
let ray: PastDue;
const contexts: BrowserContext[] = [];

/** Signs `email` in to the portal with the code the portal emails. */
async function signIn(page: Page, email: string, name: string) {
  await page.goto(`${server.baseUrl}/${slug}/portal`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await page.getByText("a 6-character code is on its way").waitFor();
  const mail = await outboxEmail(server, email, "customer-portal-sign-in-code");
  const code = /\b([A-Z0-9]{6})\b/.exec(mail.subject)?.[1];
  expect(code).toBeTruthy();
  await page.getByLabel("Sign-in code").first().click();
  await page.keyboard.type(code!);
  await page.getByRole("heading", { name: `Hello, ${name}` }).waitFor();
}

/** Full-page screenshots at desktop and phone widths; the phone one must not scroll sideways. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/portal-${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await transitionsDone(page);
  await expectNoSideScroll(page, `${name} scrolls sideways at 390 px`);
  await page.screenshot({ path: `${SHOTS}/portal-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "paula@example.com",
    password: "paula-password-1",
    name: "Paula Seller",
    organization: "Portal Pages Co",
  });
  slug = (await seller.api("GET", `/organizations/${seller.organizationId}`)).slug;
  const basic = await monthlyProduct(seller, "Basic plan", 1000);
  await monthlyProduct(seller, "Pro plan", 5000);
  const desktop = await licensedProduct(seller, "Desktop App");

  // Ada: a Basic subscription and the Desktop App, whose key is activated on two machines.
  const adaSub = await buy(server, seller, basic.id, { email: "ada@example.com", name: "Ada" });
  await buy(server, seller, desktop.id, { email: "ada@example.com", name: "Ada" });
  const subscriptionId = await eventually(
    async () => (await seller.api("GET", `/subscriptions/?customer_id=${adaSub.customerId}`)).items[0]?.id,
    "Ada's subscription",
  );
  const licenseKey = await eventually(
    async () => (await seller.api("GET", `/license-keys/?organization_id=${seller.organizationId}`)).items[0],
    "Ada's license key",
  );
  for (const label of ["Ada's laptop", "Old desktop"]) {
    const res = await fetch(`${server.baseUrl}/v1/customer-portal/license-keys/activate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: licenseKey.key, organization_id: seller.organizationId, label }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  ada = { customerId: adaSub.customerId, subscriptionId, licenseKey };

  // Pat and Ray: Basic subscriptions on the card that declines renewals, a month ahead on a test clock.
  const clock = await seller.api("POST", "/test-clocks/", { name: "Failed renewals" });
  const pastDue = async (email: string, name: string) => {
    const bought = await buy(server, seller, basic.id, { email, name }, "pm_card_chargeCustomerFail");
    const sub = await eventually(
      async () => (await seller.api("GET", `/subscriptions/?customer_id=${bought.customerId}`)).items[0],
      `${name}'s subscription`,
    );
    await seller.api("POST", `/test-clocks/${clock.id}/customers`, { customer_id: bought.customerId }, 200);
    return {
      customerId: bought.customerId,
      subscriptionId: sub.id as string,
      periodEnd: sub.current_period_end,
    };
  };
  pat = await pastDue("pat@example.com", "Pat");
  ray = await pastDue("ray@example.com", "Ray");
  const target = new Date(new Date(pat.periodEnd).getTime() + 2 * 86_400_000);
  await seller.api("POST", `/test-clocks/${clock.id}/advance`, { frozen_time: target.toISOString() }, 202);
  for (const id of [pat.subscriptionId, ray.subscriptionId]) {
    await eventually(
      async () => (await seller.api("GET", `/subscriptions/${id}`)).status === "past_due",
      "a failed renewal",
    );
  }
}, 180_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("customer portal pages", () => {
  let page: Page;

  it("signs Ada in with an emailed code, cancels her subscription with a reason and uncancels it", async () => {
    page = await newPage(browser, contexts, 1366);
    screenshotOnFailure("portal-pages-subscription", page);
    await signIn(page, "ada@example.com", "Ada");
    await page
      .getByRole("list", { name: "Active subscriptions" })
      .getByRole("link", { name: "Basic plan" })
      .waitFor();
    await page.getByRole("list", { name: "Recent orders" }).getByRole("link").first().waitFor();
    await shoot(page, "overview");

    await page
      .getByRole("navigation", { name: "Portal sections" })
      .getByRole("link", { name: "Subscriptions" })
      .click();
    await page.getByRole("list", { name: "Subscriptions" }).getByRole("link", { name: "Basic plan" }).click();
    await page.waitForURL(new RegExp(`/portal/subscriptions/${ada.subscriptionId}$`));
    await page.getByTestId("subscription-status").getByText("Active").waitFor();
    await page.getByText("$10.00 / month").first().waitFor();
    await shoot(page, "subscription");

    await page.getByRole("button", { name: "Cancel subscription…" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel subscription" });
    await dialog.getByRole("combobox", { name: "Why are you canceling?" }).click();
    await page.getByRole("option", { name: "Too expensive" }).click();
    await dialog.getByLabel("Anything else you'd like to tell us?").fill("Cheaper elsewhere");
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("button", { name: "Uncancel" }).waitFor();
    // The reason as the page shows it, once the dialog (whose picker also says it) has closed.
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Too expensive").waitFor();
    let wire = await seller.api("GET", `/subscriptions/${ada.subscriptionId}`);
    expect(wire).toMatchObject({
      cancel_at_period_end: true,
      customer_cancellation_reason: "too_expensive",
      customer_cancellation_comment: "Cheaper elsewhere",
    });

    await page.getByRole("button", { name: "Uncancel" }).click();
    await page.getByRole("button", { name: "Cancel subscription…" }).waitFor();
    wire = await seller.api("GET", `/subscriptions/${ada.subscriptionId}`);
    expect(wire.cancel_at_period_end).toBe(false);
  });

  it("downloads the invoice of an order, then the credit note of its refund", async () => {
    screenshotOnFailure("portal-pages-invoice", page);
    await page
      .getByRole("navigation", { name: "Portal sections" })
      .getByRole("link", { name: "Orders" })
      .click();
    const orders = page.getByRole("list", { name: "Orders" });
    await orders.getByRole("link", { name: "Desktop App" }).waitFor();
    await shoot(page, "orders");
    await orders.getByRole("link", { name: "Basic plan" }).click();
    await page.getByRole("table", { name: "Order lines" }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("button", { name: "Download invoice" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-.*\.pdf$/i);
    const body = await readFile((await download.path())!);
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    await shoot(page, "order");

    // A refund issues a credit note, listed and downloadable next to the invoice.
    const orders2 = await seller.api("GET", `/orders/?customer_id=${ada.customerId}`);
    const basicOrder = orders2.items.find(
      (o: { product: { name: string } | null }) => o.product?.name === "Basic plan",
    );
    await seller.api("POST", "/refunds/", {
      order_id: basicOrder.id,
      amount: 100,
      reason: "customer_request",
    });
    const [note] = (await seller.api("GET", `/credit-notes/?order_id=${basicOrder.id}`)).items;
    await page.reload();
    const [noteFile] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      page.getByRole("button", { name: `Download credit note ${note.number}` }).click(),
    ]);
    expect(noteFile.suggestedFilename()).toBe(`Credit-note-${note.number}.pdf`);
    expect((await readFile((await noteFile.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("deactivates one activation of a license key", async () => {
    screenshotOnFailure("portal-pages-license-keys", page);
    await page
      .getByRole("navigation", { name: "Portal sections" })
      .getByRole("link", { name: "License keys" })
      .click();
    await expect.poll(() => page.getByTestId("license-key").first().textContent()).toBe(ada.licenseKey.key);
    const activations = page.getByRole("list", { name: "Activations" });
    await activations.getByText("Old desktop").waitFor();
    await page.getByRole("button", { name: "Deactivate Old desktop" }).click();
    await expect.poll(() => activations.getByText("Old desktop").count()).toBe(0);
    await activations.getByText("Ada's laptop").waitFor();
    await shoot(page, "license-keys");
    const key = await seller.api("GET", `/license-keys/${ada.licenseKey.id}`);
    expect(key.activations.map((a: { label: string }) => a.label)).toEqual(["Ada's laptop"]);
  });

  it("replaces the card of a past-due subscription, which then recovers", async () => {
    const patPage = await newPage(browser, contexts, 1366);
    screenshotOnFailure("portal-pages-past-due", patPage);
    await signIn(patPage, "pat@example.com", "Pat");
    await patPage.getByText("A payment failed").waitFor();
    await patPage.getByRole("link", { name: "Update payment method" }).click();
    const form = patPage.getByRole("form", { name: "Add a card" });
    // The button sits beside the section's title, so the saved cards loading below cannot move it.
    await patPage.getByRole("button", { name: "Add a card" }).click();
    await form.waitFor();
    await form.getByRole("radio", { name: /4242 4242 4242 4242/ }).check();
    await form.getByRole("button", { name: "Save card" }).click();
    const methods = patPage.getByRole("list", { name: "Payment methods" });
    await methods.getByRole("listitem").filter({ hasText: "•••• 4242" }).getByText("Default").waitFor();
    await shoot(patPage, "payment-methods");

    // The new default card pays the failed renewal at once: the subscription is active again.
    await expect
      .poll(async () => (await seller.api("GET", `/subscriptions/${pat.subscriptionId}`)).status, {
        timeout: 20_000,
      })
      .toBe("active");
    await patPage.goto(`${server.baseUrl}/${slug}/portal/subscriptions/${pat.subscriptionId}`);
    await patPage.getByTestId("subscription-status").getByText("Active").waitFor();
    const orders = patPage.getByRole("list", { name: "Subscription orders" });
    await orders.getByRole("listitem").first().waitFor();
    expect(await orders.getByText("Payment due").count()).toBe(0);
    expect(await patPage.getByText("Your last payment failed").count()).toBe(0);
  });

  it("pays a failed renewal again with another saved card from the order page", async () => {
    const rayPage = await newPage(browser, contexts, 1366);
    screenshotOnFailure("portal-pages-retry", rayPage);
    await signIn(rayPage, "ray@example.com", "Ray");
    // A second card, not made the default: nothing is retried until Ray pays.
    await rayPage
      .getByRole("navigation", { name: "Portal sections" })
      .getByRole("link", { name: "Payment methods" })
      .click();
    await rayPage.getByRole("button", { name: "Add a card" }).click();
    const form = rayPage.getByRole("form", { name: "Add a card" });
    await form.getByRole("radio", { name: /4242 4242 4242 4242/ }).check();
    await form.getByLabel("Use this card for my subscriptions").uncheck();
    await form.getByRole("button", { name: "Save card" }).click();
    await rayPage.getByRole("list", { name: "Payment methods" }).getByText("•••• 4242").waitFor();
    expect((await seller.api("GET", `/subscriptions/${ray.subscriptionId}`)).status).toBe("past_due");

    await rayPage.goto(`${server.baseUrl}/${slug}/portal/subscriptions/${ray.subscriptionId}`);
    await rayPage.getByTestId("subscription-status").getByText("Past due").waitFor();
    await rayPage
      .getByRole("list", { name: "Subscription orders" })
      .getByRole("listitem")
      .filter({ hasText: "Payment due" })
      .getByRole("link")
      .click();
    const payWith = rayPage.getByRole("combobox", { name: "Pay with" });
    await payWith.click();
    await rayPage.getByRole("option", { name: /4242/ }).click();
    await shoot(rayPage, "order-due");
    await rayPage.getByRole("button", { name: "Pay $10.00" }).click();
    await rayPage.getByTestId("order-status").getByText("Paid").waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await seller.api("GET", `/subscriptions/${ray.subscriptionId}`)).status, {
        timeout: 20_000,
      })
      .toBe("active");
  });
});
