import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage } from "./helpers";
import { type RunningServer, startServer } from "./server";

/**
 * The API reference at /docs in a real browser: Scalar's renderer draws the server's own
 * OpenAPI document, lists its operations with request examples, and the page asks nothing of any
 * host but the server (no fonts, telemetry or proxy elsewhere, and no CSP violation either).
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("/docs", () => {
  it("renders the reference from this server alone: operations, and a request example for each", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("api-docs", page);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });

    await page.goto(`${server.baseUrl}/docs`);
    // A 5 MB script drawing a 500 kB document: slow to start on a busy machine.
    await page.getByRole("heading", { name: "Kassa API", exact: true }).waitFor({ timeout: 60_000 });

    // The sidebar lists the operations by tag; one opens with its request example (curl, from the spec).
    await page.getByRole("link", { name: "checkouts", exact: true }).first().click();
    await page.getByRole("link", { name: "Create a checkout session" }).first().click();
    await page.getByRole("heading", { name: "Create a checkout session" }).waitFor();
    const example = page.locator("code").filter({ hasText: `curl ${server.baseUrl}/v1/checkouts/` });
    await expect.poll(() => example.first().textContent()).toContain('"customer_email": "jane@example.com"');
    expect(await example.first().textContent()).toContain("--request POST");

    const origins = new Set(requested.filter((u) => /^https?:/.test(u)).map((u) => new URL(u).origin));
    expect([...origins]).toEqual([server.baseUrl]);
    expect(requested).toContain(`${server.baseUrl}/v1/openapi.json`);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });
});
