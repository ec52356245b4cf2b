import { mkdirSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSideScroll, launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { buy, eventually } from "./portal-fixtures";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

const SHOTS = "/tmp/shots";
let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "mira@example.com",
    password: "mira-password-1",
    name: "Mira Seller",
    organization: "Metered Inc",
  });
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** The customer meters of `meterId` once the worker has counted `expected` units for each customer. */
async function waitForConsumed(meterId: string, expected: Record<string, number>) {
  await expect
    .poll(
      async () => {
        const page = await seller.api("GET", `/customer-meters/?meter_id=${meterId}&limit=100`);
        return Object.fromEntries(
          page.items.map((m: { customer_id: string; consumed_units: number }) => [
            m.customer_id,
            m.consumed_units,
          ]),
        );
      },
      { timeout: 30_000, interval: 200 },
    )
    .toEqual(expected);
}

/** The text of each body row of a table, cell by cell. */
async function rows(page: Page, table: string): Promise<string[][]> {
  return page
    .getByRole("table", { name: table })
    .locator("tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => (td.textContent ?? "").trim())),
    );
}

describe("usage in the dashboard", () => {
  it("charts a meter's usage, lists its customers and shows a customer's balance", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("metering", page);

    const meter = await seller.api("POST", "/meters/", {
      name: "API requests",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.request" }] },
      aggregation: { func: "sum", property: "units" },
    });
    const ada = await seller.api("POST", "/customers/", {
      email: "ada@example.com",
      name: "Ada Lovelace",
      external_id: "usr_ada",
    });
    const bob = await seller.api("POST", "/customers/", { email: "bob@example.com", name: "Bob Byte" });

    // Before any usage the meter page says how to send it, with the meter's event name.
    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${server.baseUrl}/meters/${meter.id}`);
    await page.getByRole("heading", { name: "API requests" }).waitFor();
    const hint = page.getByTestId("send-usage");
    await hint.getByText("No customer has usage on this meter yet.").waitFor();
    const curl = await page.getByLabel("Example ingest request", { exact: true }).textContent();
    expect(curl).toContain(`${server.baseUrl}/v1/events/ingest`);
    expect(curl).toContain('"name":"api.request"');
    expect(curl).toContain('"units":1');
    await page.screenshot({ path: `${SHOTS}/meter-page-empty.png`, fullPage: true });

    // Usage arrives through the API: Ada 2 + 3 + 5 units (one event is a retry), Bob 4, and an
    // event of another name the meter does not count.
    const ingested = await seller.api(
      "POST",
      "/events/ingest",
      {
        events: [
          {
            name: "api.request",
            external_customer_id: "usr_ada",
            external_id: "r1",
            timestamp: hoursAgo(50),
            metadata: { units: 2 },
          },
          {
            name: "api.request",
            external_customer_id: "usr_ada",
            external_id: "r2",
            timestamp: hoursAgo(26),
            metadata: { units: 3 },
          },
          {
            name: "api.request",
            external_customer_id: "usr_ada",
            external_id: "r3",
            timestamp: hoursAgo(1),
            metadata: { units: 5 },
          },
          {
            name: "api.request",
            customer_id: bob.id,
            external_id: "r4",
            timestamp: hoursAgo(2),
            metadata: { units: 4 },
          },
          { name: "page.view", customer_id: bob.id, metadata: { units: 100 } },
        ],
      },
      200,
    );
    expect(ingested).toEqual({ inserted: 5, duplicates: 0 });
    const retry = await seller.api(
      "POST",
      "/events/ingest",
      {
        events: [
          { name: "api.request", external_customer_id: "usr_ada", external_id: "r3", metadata: { units: 5 } },
        ],
      },
      200,
    );
    expect(retry).toEqual({ inserted: 0, duplicates: 1 });
    await waitForConsumed(meter.id, { [ada.id]: 10, [bob.id]: 4 });

    // The meter page: a chart (an svg with bars), the period's total, and a row per customer,
    // most consumed first.
    await page.reload();
    const chart = page.getByTestId("usage-chart");
    await chart.locator("svg.recharts-surface").first().waitFor();
    await expect.poll(() => chart.locator(".recharts-bar-rectangle path").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("usage-total").textContent()).toBe("14");
    const table = page.getByRole("table", { name: "Customer usage" });
    await table.getByRole("link", { name: "Ada Lovelace" }).waitFor();
    const byConsumed = await rows(page, "Customer usage");
    expect(byConsumed.map((r) => r.slice(0, 4))).toEqual([
      ["Ada Lovelaceusr_ada", "10", "0", "-10"],
      ["Bob Byte", "4", "0", "-4"],
    ]);
    await page.screenshot({ path: `${SHOTS}/meter-page.png`, fullPage: true });

    // Sorting by consumed goes ascending, then back; the interval and period pickers re-chart.
    await page.getByRole("button", { name: "Sort by consumed" }).click();
    await expect.poll(async () => (await rows(page, "Customer usage")).map((r) => r[1])).toEqual(["4", "10"]);
    await page.getByRole("button", { name: "Sort by customer" }).click();
    await expect
      .poll(async () => (await rows(page, "Customer usage")).map((r) => r[0]))
      .toEqual(["Ada Lovelaceusr_ada", "Bob Byte"]);
    await page.getByRole("combobox", { name: "Period" }).click();
    await page.getByRole("option", { name: "Last 12 months" }).click();
    await expect.poll(() => page.getByRole("radio", { name: "Month" }).isChecked()).toBe(true);
    // The bars are the months' (the labels follow the data, not the picker, while it loads).
    await page.getByRole("img", { name: "API requests per month" }).waitFor();
    const thisMonth = await page.evaluate(() =>
      new Date().toLocaleDateString(undefined, { month: "short", year: "numeric" }),
    );
    const ticks = chart.locator(".recharts-cartesian-axis-tick-value");
    await expect
      .poll(async () => {
        const labels = await ticks.allTextContents();
        return labels.includes(thisMonth) && new Set(labels).size === labels.length;
      })
      .toBe(true);
    expect(await page.getByTestId("usage-total").textContent()).toBe("14");
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/meter-page-12m.png`, fullPage: true });

    // At phone width the page fits (the table scrolls inside its box).
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoSideScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The customer's page: the meter with consumed, credited, balance and a small usage line.
    await table.getByRole("link", { name: "Ada Lovelace" }).click();
    await page.waitForURL(`${server.baseUrl}/customers/${ada.id}`);
    const meters = page.getByRole("table", { name: "Customer meters" });
    await meters.getByRole("link", { name: "API requests" }).waitFor();
    expect((await rows(page, "Customer meters")).map((r) => r.slice(0, 4))).toEqual([
      ["API requests", "10", "0", "-10"],
    ]);
    await meters.getByRole("img", { name: /API requests, daily usage over 30 days: 10 in all/ }).waitFor();
    await meters.locator("svg.recharts-surface").first().waitFor();
    await page.getByRole("region", { name: "Meters" }).screenshot({ path: `${SHOTS}/customer-meters.png` });

    // A customer without usage gets the example with their own id.
    const cy = await seller.api("POST", "/customers/", { email: "cy@example.com", external_id: "usr_cy" });
    await page.goto(`${server.baseUrl}/customers/${cy.id}`);
    await page.getByText("This customer has no metered usage yet.").waitFor();
    expect(await page.getByLabel("Example ingest request", { exact: true }).textContent()).toContain(
      '"external_customer_id":"usr_cy"',
    );
  });

  it("shows a metered subscription's usage this period on its page", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("metering-subscription", page);
    const meter = await seller.api("POST", "/meters/", {
      name: "Builds",
      filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "build.run" }] },
      aggregation: { func: "count" },
    });
    const product = await seller.api("POST", "/products/", {
      name: "CI minutes",
      recurring_interval: "month",
      prices: [
        { amount_type: "metered_unit", meter_id: meter.id, unit_amount: "2.5", price_currency: "usd" },
      ],
    });
    const { customerId } = await buy(server, seller, product.id, {
      email: "dev@example.com",
      name: "Dev Ops",
    });
    const subscription = await eventually(async () => {
      const list = await seller.api("GET", `/subscriptions/?customer_id=${customerId}`);
      return list.items[0];
    }, "the metered subscription");
    await seller.api(
      "POST",
      "/events/ingest",
      { events: [1, 2, 3, 4].map(() => ({ name: "build.run", customer_id: customerId })) },
      200,
    );
    await expect
      .poll(
        async () => (await seller.api("GET", `/subscriptions/${subscription.id}`)).meters[0]?.consumed_units,
        { timeout: 30_000, interval: 200 },
      )
      .toBe(4);

    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.goto(`${server.baseUrl}/subscriptions/${subscription.id}`);
    await page.getByText(/\$0\.00 \/ month \+ usage/).waitFor();
    await page
      .getByRole("table", { name: "Usage this period" })
      .getByRole("link", { name: "Builds" })
      .waitFor();
    // 4 builds at 2.5 cents: 10 cents so far.
    expect(await rows(page, "Usage this period")).toEqual([["Builds", "0.025 USD", "4", "0", "$0.10"]]);
    await page
      .getByRole("region", { name: "Usage this period" })
      .screenshot({ path: `${SHOTS}/subscription-usage.png` });
  });
});
