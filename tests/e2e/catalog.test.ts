import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSideScroll, launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, signUpVerified, submitSignIn } from "./helpers";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/**
 * Chooses an option of a select. A select whose options re-render while it opens (its data
 * arriving) can drop the option being clicked; then it is opened and tried again, as a person would.
 */
async function pick(page: Page, combobox: string, option: string) {
  const box = page.getByRole("combobox", { name: combobox });
  await expect
    .poll(
      async () => {
        if ((await page.getByRole("option", { name: option }).count()) === 0) await box.click();
        const clicked = await page
          .getByRole("option", { name: option })
          .click({ timeout: 3000 })
          .then(() => true)
          .catch(() => false);
        // A click on an option still moving into place (the dropdown's transition, on a busy
        // machine) can lose its mouse-up; then nothing was chosen, and it is picked again.
        return clicked && (await box.inputValue()) === option;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

describe("seller catalog in the browser", () => {
  it("creates a benefit and a product, then reads the product with an access token made on the tokens page", async () => {
    const seller = { name: "Sam Seller", email: "sam@example.com", password: "sam-password-1" };
    await signUpVerified(server, seller);
    const page = await newPage(browser, contexts);
    screenshotOnFailure("catalog", page);

    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${server.baseUrl}/organizations/new`);
    await page.getByLabel("Organization name").fill("Widget Works");
    await page.getByText("Available").waitFor();
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL(/\/organization$/);

    // A license-key benefit; the form checks the description before it sends.
    await page.getByRole("link", { name: "Benefits" }).click();
    await page.getByText("No benefits yet.").waitFor();
    await page.getByRole("link", { name: "New benefit" }).click();
    await pick(page, "Type", "License keys");
    await page.getByLabel("Description").fill("ab");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.getByText("At least 3 characters").waitFor();
    await page.getByLabel("Description").fill("Widget license key");
    await page.getByLabel("Key prefix").fill("WDGT");
    await page.getByRole("button", { name: "Create benefit" }).click();
    await page.waitForURL(/\/benefits$/);
    await page.getByRole("list", { name: "Benefits" }).getByText("Widget license key").waitFor();

    // A monthly product with a fixed price (typed in dollars, sent in cents) and that benefit.
    await page.getByRole("link", { name: "Products" }).click();
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Widget Pro");
    await page.getByLabel("Amount (USD)").fill("19.999");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByText("At most 2 decimals").waitFor();
    await page.getByLabel("Amount (USD)").fill("19.99");
    await page.getByRole("combobox", { name: "Benefits" }).click();
    await page.getByRole("option", { name: /Widget license key/ }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/products$/);
    const row = page
      .getByRole("list", { name: "Products" })
      .getByRole("listitem")
      .filter({ hasText: "Widget Pro" });
    await row.getByText(/\$19\.99 · every month/).waitFor();
    await expect(row.getByText("Recurring").isVisible()).resolves.toBe(true);

    // An organization access token with every read scope, shown once.
    await page.getByRole("link", { name: "Access tokens" }).click();
    await page.getByLabel("Comment").fill("Storefront");
    await page.getByRole("button", { name: "All read" }).click();
    await page.getByRole("button", { name: "Create token" }).click();
    const secret = page.getByTestId("new-access-token");
    await secret.waitFor();
    const token = (await secret.textContent())?.trim() ?? "";
    expect(token).toMatch(/^kassa_oat_/);
    await page.getByRole("list", { name: "Access tokens" }).getByText("Storefront").waitFor();

    const res = await fetch(`${server.baseUrl}/v1/products/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      items: {
        name: string;
        prices: { amount_type: string; price_amount?: number }[];
        benefits: { description: string }[];
      }[];
    };
    const product = body.items.find((p) => p.name === "Widget Pro");
    expect(product?.prices[0]).toMatchObject({ amount_type: "fixed", price_amount: 1999 });
    expect(product?.benefits.map((b) => b.description)).toEqual(["Widget license key"]);
  });

  it("lays the product form out at phone width", async () => {
    const page = await newPage(browser, contexts, 375);
    screenshotOnFailure("catalog-phone", page);
    await submitSignIn(server, page, "sam@example.com", "sam-password-1");
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${server.baseUrl}/products/new`);
    await page.getByRole("button", { name: "Create product" }).waitFor();
    await expectNoSideScroll(page);
  });
});
