/**
 * The hosted checkout asks only what it needs: the billing country preselected from the browser's
 * locale, the state and postal code in the US, the full address for a business purchase, and a
 * discount code on a pay-what-you-want price. One server, one seller.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let widgetId: string;
const contexts: BrowserContext[] = [];
const expiry = `12 / ${(new Date().getFullYear() + 3) % 100}`;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "ada@example.com",
    password: "ada-password-1",
    name: "Ada Seller",
    organization: "Address Works",
  });
  const widget = await seller.api("POST", "/products/", {
    name: "Widget",
    recurring_interval: null,
    prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
  });
  widgetId = widget.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** A page whose browser speaks `locale` (navigator.languages and Accept-Language). */
async function pageIn(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** A billing address field by its label ("Address", not "Address line 2"; a required one ends in " *"). */
const field = (page: Page, name: string) =>
  page.getByRole("group", { name: "Billing address" }).getByLabel(new RegExp(`^${name}( \\*)?$`));

async function fillBuyer(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Cardholder name").fill("Buyer Name");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry").fill(expiry);
  await page.getByLabel("CVC").fill("123");
}

describe("hosted checkout: only the address it needs", () => {
  it("preselects the country from the locale, asks the country alone, and the full address of a business", async () => {
    const checkout = await seller.api("POST", "/checkouts/", { products: [widgetId] });
    const page = await pageIn("de-DE");
    screenshotOnFailure("checkout-address-locale", page);
    await page.goto(checkout.url);
    await expect.poll(() => page.getByLabel("Billing country").inputValue()).toBe("DE");
    // The guess is sent, so the server prices the German address.
    await expect
      .poll(async () => (await seller.api("GET", `/checkouts/${checkout.id}`)).customer_billing_address)
      .toMatchObject({ country: "DE" });
    const group = page.getByRole("group", { name: "Billing address" });
    await expect(group.getByRole("textbox").count()).resolves.toBe(0);

    await page.getByLabel("I'm purchasing as a business").check();
    for (const name of ["Address", "Postal code", "City"]) {
      await expect(field(page, name).getAttribute("required")).resolves.not.toBeNull();
    }
    await page.getByLabel("I'm purchasing as a business").uncheck();
    await expect.poll(() => group.getByRole("textbox").count()).toBe(0);
  });

  it("asks a US buyer for the state and postal code, not the street, and pays", async () => {
    const checkout = await seller.api("POST", "/checkouts/", { products: [widgetId] });
    const page = await pageIn("en-US");
    screenshotOnFailure("checkout-address-us", page);
    await page.goto(checkout.url);
    await expect.poll(() => page.getByLabel("Billing country").inputValue()).toBe("US");
    await field(page, "State").waitFor();
    await expect(field(page, "Address").count()).resolves.toBe(0);
    await expect(field(page, "City").count()).resolves.toBe(0);

    await fillBuyer(page, "usa@example.com");
    await page.getByRole("button", { name: "Pay $15.00" }).click();
    await expect.poll(() => page.getByText("Required").count()).toBe(2);
    await field(page, "State").selectOption("NY");
    await field(page, "Postal code").fill("10001");
    await page.getByRole("button", { name: "Pay $15.00" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    const paid = await seller.api("GET", `/checkouts/${checkout.id}`);
    expect(paid.customer_billing_address).toMatchObject({
      country: "US",
      state: "US-NY",
      postal_code: "10001",
      line1: null,
    });
  });

  it("takes a discount code on a pay-what-you-want price, off the amount chosen", async () => {
    const tip = await seller.api("POST", "/products/", {
      name: "Tip jar",
      recurring_interval: null,
      prices: [{ amount_type: "custom", price_currency: "usd", minimum_amount: 500, maximum_amount: 10_000 }],
    });
    await seller.api("POST", "/discounts/", {
      name: "Ten off",
      code: "TENOFF",
      type: "fixed",
      amount: 1000,
      currency: "usd",
      duration: "once",
    });
    const checkout = await seller.api("POST", "/checkouts/", { products: [tip.id] });
    const page = await pageIn("fr-FR");
    screenshotOnFailure("checkout-address-pwyw", page);
    await page.goto(checkout.url);
    await expect.poll(() => page.getByLabel("Billing country").inputValue()).toBe("FR");
    await page.getByLabel(/Name a fair price/).fill("40");
    await expect.poll(() => page.getByTestId("summary-subtotal").textContent()).toBe("$40.00");
    await page.getByLabel("Discount code").fill("tenoff");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("applied-discount").waitFor();
    await expect.poll(() => page.getByTestId("summary-total").textContent()).toBe("$30.00");

    await fillBuyer(page, "tipper@example.com");
    await page.getByRole("button", { name: "Pay $30.00" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    const paid = await seller.api("GET", `/checkouts/${checkout.id}`);
    expect(paid).toMatchObject({ amount: 4000, discount_amount: 1000, total_amount: 3000 });
  });
});
