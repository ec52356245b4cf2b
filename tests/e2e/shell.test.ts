import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { submitSignIn } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

/**
 * The dashboard's shell: grouped navigation with the active entry on detail pages (and a burger
 * at phone width), the color scheme toggle, the product page's id and checkout link action, a
 * benefit created from the product form, and no request to any other host.
 */

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
let customerId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "shelly@example.com",
    password: "shelly-password-1",
    name: "Shelly Shell",
    organization: "Shell Shop",
  });
  productId = (
    await seller.api("POST", "/products/", {
      name: "Shell Widget",
      recurring_interval: null,
      prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
    })
  ).id;
  customerId = (await seller.api("POST", "/customers/", { email: "ada@example.com", name: "Ada Lovelace" }))
    .id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** A signed-in page in a new context; every request to another origin is collected in `foreign`. */
async function signedInPage(options: { width?: number; colorScheme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? "light",
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== server.baseUrl) {
      foreign.push(request.url());
    }
  });
  await submitSignIn(server, page, seller.email, seller.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
  return { page, foreign };
}

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);

describe("the dashboard shell", () => {
  it("groups the navigation, keeps the entry of a detail page active, and asks no other host", async () => {
    const { page, foreign } = await signedInPage();
    screenshotOnFailure("shell-nav", page);
    const nav = page.getByRole("navigation", { name: "Main" });

    await page.goto(`${server.baseUrl}/customers`);
    await page.getByText("ada@example.com").first().waitFor();
    await page.goto(`${server.baseUrl}/customers/${customerId}`);
    await page.getByRole("heading", { name: "Ada Lovelace" }).first().waitFor();
    const sales = nav.getByRole("group", { name: "Sales" });
    await expect
      .poll(() => sales.getByRole("link").allTextContents())
      .toEqual(["Orders", "Subscriptions", "Customers", "Checkouts"]);
    expect(await sales.getByRole("link", { name: "Customers" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.locator("[aria-current=page]").count()).toBe(1);
    expect(
      await nav
        .getByRole("group", { name: "Developers" })
        .getByRole("link", { name: "API docs" })
        .getAttribute("href"),
    ).toBe("/docs");
    expect(await nav.locator("a svg[data-icon]").count()).toBeGreaterThan(15);

    await nav.getByRole("link", { name: "Orders" }).click();
    await page.waitForURL(/\/orders$/);
    await expect
      .poll(() => nav.getByRole("link", { name: "Orders" }).getAttribute("aria-current"))
      .toBe("page");

    // The customer's avatar_url is a Gravatar address; with the setting off nothing asked for it.
    expect(foreign).toEqual([]);

    // Once the seller opts in (Seller settings → Privacy), the list shows the Gravatar image.
    await nav.getByRole("link", { name: "Seller settings" }).click();
    await page.getByRole("switch", { name: "Show customers' Gravatar images" }).check();
    await page.getByText("Gravatar images turned on").waitFor();
    const org = await seller.api("GET", `/organizations/${seller.organizationId}`);
    expect(org.feature_settings.customer_gravatar_enabled).toBe(true);
    await nav.getByRole("link", { name: "Customers" }).click();
    await expect.poll(() => foreign.some((u) => u.startsWith("https://www.gravatar.com/avatar/"))).toBe(true);
    await seller.api("PATCH", `/organizations/${seller.organizationId}`, {
      feature_settings: { customer_gravatar_enabled: false },
    });
  });

  it("switches to dark, keeps it across a reload (set before the app runs), and follows the system by default", async () => {
    const { page } = await signedInPage();
    screenshotOnFailure("shell-scheme", page);
    await page.getByRole("button", { name: "Color scheme: System" }).waitFor();
    expect(await scheme(page)).toBe("light");
    await page.getByRole("button", { name: "Color scheme: System" }).click();
    await page.getByRole("menuitem", { name: "Dark" }).click();
    await expect.poll(() => scheme(page)).toBe("dark");

    // Without the app's scripts the page is already dark: no light flash before React renders.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await scheme(page)).toBe("dark");
    await page.unroute("**/assets/*.js");
    await page.reload();
    await page.getByRole("button", { name: "Color scheme: Dark" }).waitFor();
    expect(await scheme(page)).toBe("dark");

    // A phone on a dark system: dark with no choice saved, and the sidebar behind a burger.
    const phone = await signedInPage({ width: 390, colorScheme: "dark" });
    screenshotOnFailure("shell-phone", phone.page);
    await phone.page.getByRole("button", { name: "Color scheme: System" }).waitFor();
    expect(await scheme(phone.page)).toBe("dark");
    const products = phone.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Products" });
    const onScreen = async () => {
      const box = await products.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    expect(await onScreen()).toBe(false);
    await phone.page.getByRole("button", { name: "Menu", exact: true }).click();
    await products.click();
    await phone.page.waitForURL(/\/products$/);
    await expect.poll(onScreen).toBe(false);
  });

  it("shows the product id, makes a checkout link, and creates a benefit from the product form", async () => {
    const { page, foreign } = await signedInPage();
    screenshotOnFailure("shell-product", page);
    await page.goto(`${server.baseUrl}/products/${productId}`);
    expect(await page.getByTestId("product-id").textContent()).toBe(productId);

    await page.getByRole("button", { name: "Create checkout link" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Checkout link created" });
    const url = await linkDialog.getByTestId("checkout-link-url").textContent();
    const links = await seller.api("GET", `/checkout-links/?product_id=${productId}`);
    expect(links.items.map((l: { url: string }) => l.url)).toEqual([url]);
    expect(url?.startsWith(`${server.baseUrl}/`)).toBe(true);
    await page.keyboard.press("Escape");
    await linkDialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "New benefit" }).click();
    const benefitDialog = page.getByRole("dialog", { name: "New benefit" });
    await benefitDialog.getByLabel("Description").fill("Priority support");
    await benefitDialog.getByRole("button", { name: "Create benefit" }).click();
    await benefitDialog.waitFor({ state: "hidden" });
    // Still on the product, the new benefit chosen in the picker; saving attaches it.
    expect(page.url()).toBe(`${server.baseUrl}/products/${productId}`);
    await page.getByRole("button", { name: "Save product" }).click();
    await page.waitForURL(/\/products$/);
    const product = await seller.api("GET", `/products/${productId}`);
    expect(product.benefits.map((b: { description: string }) => b.description)).toEqual(["Priority support"]);
    expect(foreign).toEqual([]);
  });

  it("keeps a seller whose session check is refused (429) on the page, and loads it once the check answers", async () => {
    const { page } = await signedInPage();
    screenshotOnFailure("shell-session-429", page);
    // Session checks are refused as better-auth refuses them over its rate limit, until `answer`.
    // (Counted, not assumed: the page may ask more than once, e.g. when the full client mounts.)
    let refused = 0;
    let answer = false;
    await page.route("**/api/auth/get-session*", async (route) => {
      if (answer) return route.continue();
      refused++;
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "x-retry-after": "600" },
        body: JSON.stringify({ message: "Too many requests. Please try again later." }),
      });
    });
    await page.goto(`${server.baseUrl}/customers`);
    const panel = page.getByRole("alert").filter({ hasText: "Kassa cannot check your session right now" });
    await panel.getByText(/Too many requests from this network.*Trying again in \d+ s/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers");
    await page.screenshot({ path: join(tmpdir(), "kassa-session-429.png") });
    // Asked again at once: refused again, still no sign-in page; then the check answers.
    const before = refused;
    await panel.getByRole("button", { name: "Try again now" }).click();
    await expect.poll(() => refused).toBeGreaterThan(before);
    await panel.getByText(/Too many requests from this network.*Trying again in \d+ s/).waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers");
    answer = true;
    await panel.getByRole("button", { name: "Try again now" }).click();
    await page.getByText("ada@example.com").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/customers");
  });
});
