import { createServer, type Server } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure, shoot } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
const contexts: BrowserContext[] = [];
const expiry = `12 / ${(new Date().getFullYear() + 3) % 100}`;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "sam@example.com",
    password: "sam-password-1",
    name: "Sam Seller",
    organization: "Widget Works",
  });
  const benefit = await seller.api("POST", "/benefits/", {
    type: "license_keys",
    description: "Widget license key",
    properties: { prefix: "WDGT" },
  });
  const product = await seller.api("POST", "/products/", {
    name: "Widget Pro",
    description: "The professional widget.",
    recurring_interval: null,
    prices: [{ amount_type: "fixed", price_amount: 1999, price_currency: "usd" }],
  });
  await seller.api("POST", `/products/${product.id}/benefits`, { benefits: [benefit.id] }, 200);
  productId = product.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** A new checkout for the product, as the seller's site would open it. */
async function openCheckout(body: Record<string, unknown> = {}): Promise<{ url: string; id: string }> {
  return seller.api("POST", "/checkouts/", { products: [productId], ...body });
}

async function fillCustomer(page: Page, email: string, name: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Cardholder name").fill(name);
  await page.getByLabel("Billing country").selectOption("DE");
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry").fill(expiry);
  await page.getByLabel("CVC").fill("123");
}

describe("hosted checkout in the browser", () => {
  it("sells a product with a sandbox test card; the seller finds the order and the license key", async () => {
    const checkout = await openCheckout();
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-buy", page);

    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "Widget Pro" }).waitFor();
    await expect(page.getByTestId("summary-total").textContent()).resolves.toBe("$19.99");
    await page.getByLabel("Test mode").getByText("4242 4242 4242 4242").waitFor();

    // Local checks first: nothing is sent while the form is incomplete.
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await page.getByText("Enter your email address").waitFor();
    await fillCustomer(page, "casey@example.com", "Casey Customer");
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $19.99" }).click();

    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/checkout\/polar_c_[^/]+\/confirmation$/);
    await page.getByText("casey@example.com").waitFor();
    const paid = await seller.api("GET", `/checkouts/${checkout.id}`);
    expect(paid).toMatchObject({
      status: "succeeded",
      total_amount: 1999,
      customer_email: "casey@example.com",
    });

    // The benefit is granted by a job: wait for its key, then look for both in the dashboard.
    let licenseKey: { key: string; display_key: string } | undefined;
    for (let i = 0; i < 100 && !licenseKey; i++) {
      licenseKey = (await seller.api("GET", "/license-keys/")).items[0];
      if (!licenseKey) await new Promise((r) => setTimeout(r, 100));
    }
    expect(licenseKey?.key).toMatch(/^WDGT/);
    const displayKey = licenseKey?.display_key ?? "";

    const dashboard = await newPage(browser, contexts);
    screenshotOnFailure("checkout-dashboard", dashboard);
    await submitSignIn(server, dashboard, seller.email, seller.password);
    await dashboard.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await dashboard.goto(`${server.baseUrl}/orders`);
    await dashboard
      .getByRole("table", { name: "Orders" })
      .getByText(/casey@example\.com/)
      .waitFor();
    await dashboard.goto(`${server.baseUrl}/license-keys`);
    await dashboard.getByRole("table", { name: "License keys" }).getByText(displayKey).waitFor();
    await dashboard.goto(`${server.baseUrl}/checkouts`);
    const row = dashboard
      .getByRole("table", { name: "Checkouts" })
      .getByRole("row")
      .filter({ hasText: "casey@example.com" });
    await row.getByText("succeeded").waitFor();
  });

  it("looks the same in light and dark, and with the form's errors shown (screenshots)", async () => {
    const checkout = await openCheckout();
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-looks", page);
    await page.goto(checkout.url);
    await shoot(page, "checkout-light", () => page.getByRole("heading", { name: "Widget Pro" }).waitFor());
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await shoot(page, "checkout-errors", () => page.getByText("Enter your email address").waitFor());
    // The error is tied to its field for assistive technology.
    await expect(page.getByLabel("Email").getAttribute("aria-invalid")).resolves.toBe("true");
    await page.goto(`${checkout.url}?theme=dark`);
    await shoot(page, "checkout-dark", () => page.getByRole("heading", { name: "Widget Pro" }).waitFor());
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });

  it("shows a decline's reason at phone width, lays out without overflow, and takes another card", async () => {
    const checkout = await openCheckout();
    const page = await newPage(browser, contexts, 375);
    screenshotOnFailure("checkout-decline", page);

    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "Widget Pro" }).waitFor();
    await fillCustomer(page, "dana@example.com", "Dana Declined");
    // The test mode note fills in a test card's number.
    await page.getByRole("button", { name: /Use test card 4000 0000 0000 0002/ }).click();
    await expect(page.getByLabel("Card number").inputValue()).resolves.toBe("4000 0000 0000 0002");
    await fillCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Payment failed" });
    await alert.getByText("Your card was declined.").waitFor();

    const layout = await page.evaluate(() => {
      const pay = [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Pay "));
      const box = pay?.getBoundingClientRect();
      return {
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        pay: box ? { left: box.left, right: box.right, width: box.width } : null,
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.pay?.left).toBeGreaterThanOrEqual(0);
    expect(layout.pay?.right).toBeLessThanOrEqual(375);
    expect(layout.pay?.width).toBeGreaterThan(250);
    await page.screenshot({ path: "test-results/e2e/checkout-phone-declined.png", fullPage: true });

    // A declined card leaves the checkout payable: another card goes through.
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Pay $19.99" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
  });

  it("runs embedded: posts loaded, confirmed and success to the embedding origin only", async () => {
    const embedder = await servePage();
    try {
      const checkout = await openCheckout({
        embed_origin: embedder.origin,
        success_url: "https://shop.example.com/thanks?checkout={CHECKOUT_ID}",
      });
      embedder.html = `<!doctype html><body><script>window.events = [];
        addEventListener("message", (e) => window.events.push({ origin: e.origin, data: e.data }));</script>
        <iframe id="checkout" src="${checkout.url}?embed=true" style="width:460px;height:1400px;border:0"></iframe></body>`;
      const page = await newPage(browser, contexts);
      screenshotOnFailure("checkout-embed", page);
      await page.goto(`${embedder.origin}/shop`);
      const frame = page.frameLocator("#checkout");
      await frame.getByRole("heading", { name: "Widget Pro" }).waitFor();
      const events = () =>
        page.evaluate(() => (window as unknown as { events: { origin: string; data: any }[] }).events);
      await expect.poll(events).toContainEqual({
        origin: server.baseUrl,
        data: { type: "POLAR_CHECKOUT", event: "loaded" },
      });
      await frame.getByLabel("Email").fill("erin@example.com");
      await frame.getByLabel("Cardholder name").fill("Erin Embedded");
      await frame.getByLabel("Billing country").selectOption("DE");
      await frame.getByLabel("Card number").fill("4242 4242 4242 4242");
      await frame.getByLabel("Expiry").fill(expiry);
      await frame.getByLabel("CVC").fill("123");
      await frame.getByRole("button", { name: "Pay $19.99" }).click();
      // Embedded, the page stays in the frame; the embedding page is told where to go.
      await frame.getByRole("heading", { name: "Payment successful" }).waitFor();
      await expect
        .poll(async () => (await events()).map((e) => e.data.event))
        .toEqual(["loaded", "confirmed", "success"]);
      const success = (await events()).find((e) => e.data.event === "success");
      expect(success?.data).toEqual({
        type: "POLAR_CHECKOUT",
        event: "success",
        successURL: `https://shop.example.com/thanks?checkout=${checkout.id}`,
        redirect: true,
      });
      await frame.getByRole("button", { name: "Close checkout" }).click();
      await expect.poll(async () => (await events()).at(-1)?.data.event).toBe("close");
    } finally {
      embedder.server.close();
    }
  });

  it("lets the seller set a tax rate, share a checkout link and open a checkout from the dashboard", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-seller-pages", page);
    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));

    await page.getByRole("link", { name: "Tax rates" }).click();
    await page.getByRole("button", { name: "New tax rate" }).click();
    await page.getByRole("combobox", { name: "Country" }).fill("France");
    await page.getByRole("option", { name: "France (FR)" }).click();
    await page.getByLabel("Rate (%)").fill("20.001");
    await page.getByRole("textbox", { name: /^Name/ }).fill("TVA");
    await page.getByRole("button", { name: "Create tax rate" }).click();
    await page.getByText("At most 2 decimals").waitFor();
    await page.getByLabel("Rate (%)").fill("20");
    await page.getByRole("button", { name: "Create tax rate" }).click();
    await page.getByRole("list", { name: "Tax rates" }).getByText("TVA 20 %").waitFor();

    await page.getByRole("link", { name: "Checkout links" }).click();
    await page.getByRole("button", { name: "New checkout link" }).click();
    await page.getByRole("combobox", { name: "Products" }).click();
    await page.getByRole("option", { name: /Widget Pro/ }).click();
    await page.keyboard.press("Escape");
    await page.getByLabel("Label", { exact: true }).fill("Newsletter");
    await page.getByRole("button", { name: "Create link" }).click();
    const link = page.getByRole("list", { name: "Checkout links" }).getByRole("listitem");
    await link.getByText("Newsletter").waitFor();
    const linkUrl = (await link.getByText(/\/v1\/checkout-links\/polar_cl_/).textContent()) ?? "";

    // A visitor following the link gets a fresh checkout; a French address adds the 20 % rate.
    const visitor = await newPage(browser, contexts);
    await visitor.goto(linkUrl);
    await visitor.waitForURL(/\/checkout\/polar_c_/);
    await visitor.getByLabel("Billing country").selectOption("FR");
    await expect.poll(() => visitor.getByTestId("summary-tax").textContent()).toBe("$4.00");
    await expect(visitor.getByTestId("summary-total").textContent()).resolves.toBe("$23.99");
    await visitor.getByRole("button", { name: "Pay $23.99" }).waitFor();

    await page.getByRole("link", { name: "Checkouts", exact: true }).click();
    // Under load the checkout links page stays up while the next page loads, and its "New checkout
    // link" button would answer to a loose "New checkout".
    await page.getByRole("heading", { name: "Checkouts", exact: true }).waitFor();
    await page.getByRole("button", { name: "New checkout", exact: true }).click();
    await page.getByRole("combobox", { name: "Products" }).click();
    await page.getByRole("option", { name: /Widget Pro/ }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create checkout" }).click();
    const url = (await page.getByTestId("new-checkout-url").textContent()) ?? "";
    expect(url).toMatch(/\/checkout\/polar_c_/);
    await visitor.goto(url);
    await visitor.getByRole("heading", { name: "Widget Pro" }).waitFor();
  });

  it("takes a fair price within its bounds, a discount code and a required custom field", async () => {
    const tip = await seller.api("POST", "/products/", {
      name: "Tip jar",
      recurring_interval: null,
      prices: [{ amount_type: "custom", price_currency: "usd", minimum_amount: 500, maximum_amount: 10_000 }],
    });
    const field = await seller.api("POST", "/custom-fields/", {
      type: "number",
      slug: "seats",
      name: "Seats",
      properties: { form_label: "How many seats?", ge: 1, le: 50 },
    });
    const team = await seller.api("POST", "/products/", {
      name: "Widget Team",
      recurring_interval: null,
      prices: [{ amount_type: "fixed", price_amount: 3000, price_currency: "usd" }],
      attached_custom_fields: [{ custom_field_id: field.id, required: true }],
    });
    const half = { name: "Half", code: "HALF", type: "percentage", basis_points: 5000, duration: "once" };
    await seller.api("POST", "/discounts/", half);
    const checkout = await seller.api("POST", "/checkouts/", { products: [tip.id, team.id] });
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-fields", page);
    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "Choose a product" }).waitFor();

    // Pay what you want: bounds checked as the customer types; such prices take codes too.
    await page.getByLabel(/Name a fair price/).fill("2");
    await page.getByText("The minimum is $5.00").waitFor();
    await page.getByLabel(/Name a fair price/).fill("40");
    await expect.poll(() => page.getByTestId("summary-subtotal").textContent()).toBe("$40.00");
    await page.getByLabel("Discount code").waitFor();

    await page.getByRole("radio", { name: "Widget Team" }).check();
    await expect.poll(() => page.getByTestId("summary-total").textContent()).toBe("$30.00");
    await page.getByLabel("Discount code").fill("NOPE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText(/invalid|not available|no longer/i).waitFor();
    await page.getByLabel("Discount code").fill("half");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByTestId("applied-discount").waitFor();
    await expect(page.getByTestId("summary-total").textContent()).resolves.toBe("$15.00");

    await fillCustomer(page, "fay@example.com", "Fay Fields");
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByLabel("How many seats?").fill("51");
    await page.getByRole("button", { name: "Pay $15.00" }).click();
    await page.getByText("Must be 50 or less").waitFor();
    await page.getByLabel("How many seats?").fill("3");
    await page.getByRole("button", { name: "Pay $15.00" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();
    const paid = await seller.api("GET", `/checkouts/${checkout.id}`);
    expect(paid).toMatchObject({
      product_id: team.id,
      amount: 3000,
      discount_amount: 1500,
      total_amount: 1500,
      custom_field_data: { seats: 3 },
    });
  });

  it("says when a checkout has expired", async () => {
    const checkout = await openCheckout();
    const page = await newPage(browser, contexts, 375);
    // The 24 hours cannot pass here: the client API answers as it does for an expired checkout.
    await page.route("**/v1/checkouts/client/**", (route) =>
      route.fulfill({
        status: 410,
        contentType: "application/json",
        body: JSON.stringify({ error: "ExpiredCheckoutError", detail: "This checkout session has expired." }),
      }),
    );
    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "This checkout has expired" }).waitFor();
  });
});

/** A page on another local origin (127.0.0.1, the server is on localhost) that embeds the checkout. */
async function servePage(): Promise<{ origin: string; server: Server; html: string }> {
  const state = { html: "", origin: "", server: undefined as unknown as Server };
  state.server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(state.html);
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  const address = state.server.address();
  state.origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return state;
}
