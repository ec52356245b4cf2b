import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure, shoot } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { buy, eventually, monthlyProduct } from "./portal-fixtures";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "olga@example.com",
    password: "olga-password-1",
    name: "Olga Seller",
    organization: "Overview Co",
  });
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** The seller signed in with the organization active, at `width` px. */
async function sellerPage(width = 1366): Promise<Page> {
  const page = await newPage(browser, contexts, width);
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

const text = (page: Page, testId: string, inner = "") =>
  page
    .getByTestId(testId)
    .locator(inner ? `[data-testid="${inner}"]` : ":scope")
    .first()
    .textContent();

/** The tooltip of a chart's last point (today), hovered on its dot. */
async function pointValue(page: Page, slug: string): Promise<string> {
  const chart = page.getByTestId(`chart-${slug}`);
  const surface = chart.locator(".recharts-surface").first();
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error(`chart ${slug} is not drawn`);
  const dot = await surface.locator("circle").last().boundingBox();
  if (!dot) throw new Error(`chart ${slug} has no points`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Just inside the plot: its last point sits on the plot's right edge.
  await page.mouse.move(dot.x + dot.width / 2 - 3, dot.y + dot.height / 2 + 3, { steps: 4 });
  const tooltip = chart.locator(".recharts-tooltip-wrapper");
  await expect.poll(async () => (await tooltip.textContent()) ?? "").not.toBe("");
  const value = (await tooltip.textContent()) ?? "";
  await page.mouse.move(0, 0);
  return value;
}

describe("overview", () => {
  it("shows how to make a first sale while the organization has none", async () => {
    const page = await sellerPage();
    screenshotOnFailure("overview-empty", page);
    await page.goto(`${server.baseUrl}/`);
    await page.getByTestId("overview-empty").getByText("No sales yet").waitFor();
    expect(await page.getByTestId("kpi-revenue").count()).toBe(0);
  });

  describe("after sales", () => {
    let ebookId: string;
    let ada: string;
    let carl: string;

    beforeAll(async () => {
      const ebook = await seller.api("POST", "/products/", {
        name: "Field guide",
        prices: [{ amount_type: "fixed", price_amount: 2500, price_currency: "usd" }],
      });
      ebookId = ebook.id;
      const plan = await monthlyProduct(seller, "Pro plan", 5000);
      ada = (await buy(server, seller, ebookId, { email: "ada@example.com", name: "Ada Buyer" })).customerId;
      await buy(server, seller, ebookId, { email: "bob@example.com", name: "Bob Buyer" });
      carl = (await buy(server, seller, plan.id, { email: "carl@example.com", name: "Carl Buyer" }))
        .customerId;
      // The three orders are paid and the subscription is active before the pages are read.
      await eventually(async () => {
        const orders = await seller.api("GET", "/orders/?status=paid");
        const subs = await seller.api("GET", "/subscriptions/?active=true");
        return orders.pagination.total_count === 3 && subs.pagination.total_count === 1;
      }, "three paid orders and an active subscription");
      const orders = await seller.api("GET", "/orders/");
      const net = orders.items.reduce((sum: number, o: { net_amount: number }) => sum + o.net_amount, 0);
      expect(net).toBe(10_000);
    });

    it("shows the seeded revenue and MRR in cards and charts, and the recent orders and subscriptions", async () => {
      const page = await sellerPage();
      screenshotOnFailure("overview", page);
      await page.goto(`${server.baseUrl}/`);
      // Cards: the period's figures ($25 + $25 + $50; MRR and active subscriptions at its end).
      await expect.poll(() => text(page, "kpi-revenue", "kpi-value")).toBe("$100.00");
      expect(await text(page, "kpi-net_revenue", "kpi-value")).toBe("$100.00");
      expect(await text(page, "kpi-monthly_recurring_revenue", "kpi-value")).toBe("$50.00");
      expect(await text(page, "kpi-orders", "kpi-value")).toBe("3");
      expect(await text(page, "kpi-active_subscriptions", "kpi-value")).toBe("1");
      expect(await text(page, "kpi-checkouts_conversion", "kpi-value")).toBe("100 %");
      // Nothing in the previous 30 days: each figure is new.
      expect(await text(page, "kpi-revenue", "kpi-change")).toBe("new");
      // Charts: the period's figure over each, and the point of today drawn to its value.
      await expect.poll(() => text(page, "chart-revenue", "chart-total")).toBe("$100.00");
      expect(await text(page, "chart-monthly_recurring_revenue", "chart-total")).toBe("$50.00");
      expect(await text(page, "chart-orders", "chart-total")).toBe("3");
      expect(await text(page, "chart-active_subscriptions", "chart-total")).toBe("1");
      for (const slug of ["revenue", "monthly_recurring_revenue", "orders"]) {
        await page.getByTestId(`chart-${slug}`).locator(".recharts-surface").first().waitFor();
      }
      // Today's point of each chart, read from its tooltip.
      expect(await pointValue(page, "revenue")).toContain("$100.00");
      expect(await pointValue(page, "monthly_recurring_revenue")).toContain("$50.00");
      expect(await pointValue(page, "active_subscriptions")).toMatch(/Active subscriptions\s*1$/);
      // Recent orders and subscriptions link to their pages.
      const orders = page.getByRole("list", { name: "Recent orders list" }).getByRole("link");
      await expect.poll(() => orders.count()).toBe(3);
      expect(await orders.first().getAttribute("href")).toMatch(/^\/orders\/[0-9a-f-]{36}$/);
      const subs = page.getByRole("list", { name: "Recent subscriptions list" }).getByRole("link");
      await expect.poll(() => subs.count()).toBe(1);
      expect(await subs.first().getAttribute("href")).toMatch(/^\/subscriptions\/[0-9a-f-]{36}$/);
      await shoot(page, "overview", () =>
        page.getByTestId("chart-revenue").locator(".recharts-surface").first().waitFor(),
      );

      // Another period keeps the figures (everything happened today) and names its interval.
      await page.getByText("12 m", { exact: true }).click();
      await expect.poll(() => page.getByTestId("period-range").textContent()).toContain("by month");
      await expect.poll(() => text(page, "kpi-revenue", "kpi-value")).toBe("$100.00");
      expect(new URL(page.url()).searchParams.get("period")).toBe("12m");
    });

    it("shows a product's sales and what a customer spent", async () => {
      const page = await sellerPage();
      screenshotOnFailure("overview-product-customer", page);
      await page.goto(`${server.baseUrl}/products/${ebookId}`);
      const sales = page.getByTestId("product-revenue");
      await expect.poll(() => text(page, "product-revenue", "chart-total")).toBe("$50.00");
      expect(await sales.getByTestId("chart-orders").getByTestId("chart-total").textContent()).toBe("2");

      await page.goto(`${server.baseUrl}/customers/${carl}`);
      await expect.poll(() => page.getByTestId("customer-spent-usd").textContent()).toContain("$50.00");
      expect(await page.getByTestId("customer-orders-usd").textContent()).toContain("1");

      await page.goto(`${server.baseUrl}/customers/${ada}`);
      await expect.poll(() => page.getByTestId("customer-spent-usd").textContent()).toContain("$25.00");
      expect(await page.getByTestId("customer-orders-usd").textContent()).toContain("1");
      await shoot(page, "overview-customer", () => page.getByTestId("customer-spent-usd").waitFor());
    });
  });
});
