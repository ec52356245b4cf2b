import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, submitSignIn } from "./helpers";
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
    email: "evie@example.com",
    password: "evie-password-1",
    name: "Evie Seller",
    organization: "Eventful Co",
  });
  await seller.api("POST", "/customers/", { email: "grace@example.com", external_id: "usr_grace" }, 201);
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const result = await seller.api(
    "POST",
    "/events/ingest",
    {
      events: [
        {
          name: "api_request",
          external_customer_id: "usr_grace",
          timestamp: ago(30),
          external_id: "root-1",
          metadata: { route: "/v1/search", plan: "pro" },
        },
        {
          name: "api_request",
          external_customer_id: "usr_grace",
          timestamp: ago(20),
          metadata: { route: "/v1/items", plan: "free" },
        },
        {
          name: "llm_tokens",
          external_customer_id: "usr_grace",
          timestamp: ago(10),
          parent_id: "root-1",
          metadata: { tokens: 812, plan: "pro" },
        },
        {
          name: "api_request",
          external_customer_id: "usr_later",
          timestamp: ago(5),
          metadata: { route: "/v1/orders", plan: "pro" },
        },
      ],
    },
    200,
  );
  expect(result).toEqual({ inserted: 4, duplicates: 0 });
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("events explorer", () => {
  it("lists ingested events, filters them by name and metadata in the URL, and opens one with its parent", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("events-explorer", page);
    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.getByRole("link", { name: "Events" }).click();
    await page.getByRole("heading", { name: "Events" }).waitFor();
    const rows = page.getByRole("table", { name: "Events" }).locator("tbody tr");
    // The four ingested events and the system event Kassa recorded for Grace (`customer.created`).
    await expect.poll(() => rows.count()).toBe(5);

    // Name filter, then a metadata filter: both land in the URL.
    await page.getByRole("combobox", { name: "Name" }).click();
    await page.getByRole("option", { name: "api_request" }).click();
    await expect.poll(() => rows.count()).toBe(3);
    await page.getByRole("textbox", { name: "Metadata" }).fill("plan=pro");
    await page.getByRole("textbox", { name: "Metadata" }).press("Enter");
    await expect.poll(() => rows.count()).toBe(2);
    const url = new URL(page.url());
    expect(url.searchParams.get("name")).toBe("api_request");
    expect(url.searchParams.get("metadata")).toBe("plan=pro");
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([expect.stringContaining("usr_later"), expect.stringContaining("grace@example.com")]);

    // The filtered URL reloads to the same list.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(2);

    // A child event shows its metadata and opens its parent.
    await page.goto(`${server.baseUrl}/events?name=llm_tokens`);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const drawer = page.getByRole("dialog", { name: "Event" });
    await expect.poll(() => drawer.getByLabel("Event metadata").textContent()).toContain('"tokens": 812');
    const parent = await seller.api("GET", "/events/?name=api_request&sorting=timestamp&limit=1");
    await drawer.getByRole("button", { name: parent.items[0].id }).click();
    await expect
      .poll(() => drawer.getByLabel("Event metadata").textContent())
      .toContain('"route": "/v1/search"');
    await expect.poll(() => drawer.getByText("Children (1)").count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("event")).toBe(parent.items[0].id);
  });
});
