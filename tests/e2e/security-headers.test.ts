import { createServer, type Server } from "node:http";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, submitSignIn } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

/**
 * The security headers in a real browser: the hosted checkout runs framed by its embed_origin
 * (and by nothing else), the dashboard refuses every frame, and the pages load under their
 * Content-Security-Policy without a single violation.
 */

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
let embedder: { origin: string; server: Server; html: string };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  embedder = await servePage();
  seller = await createE2ESeller(server, {
    email: "hana@example.com",
    password: "hana-password-1",
    name: "Hana Headers",
    organization: "Header Shop",
  });
  const product = await seller.api("POST", "/products/", {
    name: "Framed Widget",
    recurring_interval: null,
    prices: [{ amount_type: "fixed", price_amount: 1500, price_currency: "usd" }],
  });
  productId = product.id;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  embedder?.server.close();
});

/** A page on another local origin (127.0.0.1; the server is on localhost) that frames `src`. */
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

/** Opens the embedder's page framing `src`; resolves once the frame's load event fired. */
async function openFramed(src: string): Promise<Page> {
  embedder.html = `<!doctype html><body><script>window.events = []; window.frameLoaded = false;
    addEventListener("message", (e) => window.events.push({ origin: e.origin, data: e.data }));</script>
    <iframe id="framed" src="${src}" onload="window.frameLoaded = true"
      style="width:460px;height:1200px;border:0"></iframe></body>`;
  const page = await newPage(browser, contexts);
  await page.goto(`${embedder.origin}/shop`);
  await page.waitForFunction(() => (window as unknown as { frameLoaded: boolean }).frameLoaded);
  return page;
}

/** The frame's document, or null when the browser refused to load it (Chromium's error page). */
function framedDocument(page: Page) {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  return frame && !frame.url().startsWith("chrome-error:") ? frame : null;
}

/** Every CSP violation a page reports, on any of its documents: console messages and `securitypolicyviolation` events. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener("securitypolicyviolation", (e) =>
      report(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

describe("framing", () => {
  it("runs the hosted checkout framed by its embed_origin, and posts its messages there", async () => {
    const checkout = await seller.api("POST", "/checkouts/", {
      products: [productId],
      embed_origin: embedder.origin,
    });
    const page = await openFramed(`${checkout.url}?embed=true`);
    screenshotOnFailure("headers-embed", page);
    await page.frameLocator("#framed").getByRole("heading", { name: "Framed Widget" }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: unknown[] }).events))
      .toContainEqual({ origin: server.baseUrl, data: { type: "POLAR_CHECKOUT", event: "loaded" } });
  });

  it("refuses to be framed when the checkout has no embed_origin", async () => {
    const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
    const page = await openFramed(`${checkout.url}?embed=true`);
    screenshotOnFailure("headers-embed-refused", page);
    expect(framedDocument(page)).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { events: unknown[] }).events)).toEqual([]);
  });

  it("never lets another site frame the dashboard", async () => {
    for (const path of ["/", "/sign-in", "/products"]) {
      const page = await openFramed(`${server.baseUrl}${path}`);
      screenshotOnFailure("headers-dashboard-framed", page);
      expect(framedDocument(page), path).toBeNull();
      await expect(page.frameLocator("#framed").getByRole("heading").count()).resolves.toBe(0);
    }
  });
});

describe("the pages under their Content-Security-Policy", () => {
  it("load the sign-in page, the dashboard, catalog and account pages, /docs and the checkout without violations", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("headers-csp", page);
    const violations = await watchViolations(page);

    await submitSignIn(server, page, seller.email, seller.password);
    await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await page.getByRole("navigation").first().waitFor();

    await page.goto(`${server.baseUrl}/products`);
    await page.getByRole("link", { name: "New product" }).waitFor();
    await page.getByText("Framed Widget").first().waitFor();
    await page.goto(`${server.baseUrl}/products/${productId}`);
    await page.getByRole("heading", { name: "Framed Widget" }).first().waitFor();

    // Passkeys and the authenticator app's QR code (an inline SVG) live here.
    await page.goto(`${server.baseUrl}/account/security`);
    await page.getByLabel("Password to turn on two-factor").fill(seller.password);
    await page.getByRole("button", { name: "Enable two-factor" }).click();
    await page
      .locator("svg")
      .filter({ has: page.locator("title", { hasText: "QR code for your authenticator app" }) })
      .waitFor();

    // The API reference (Scalar's renderer: a 5 MB script drawing a 500 kB document) is slow to start.
    await page.goto(`${server.baseUrl}/docs#tag/products/POST/v1/products/`);
    await page.getByRole("heading", { name: "Create a product" }).waitFor({ timeout: 60_000 });

    const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "Framed Widget" }).waitFor();
    await page.getByLabel("Card number").waitFor();

    expect(violations).toEqual([]);
    // The watch sees a violation when there is one: a script from elsewhere is refused.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.src = "https://cdn.example.com/x.js";
      document.head.append(script);
    });
    await expect.poll(() => violations.join("\n")).toMatch(/script-src/);
  });
});
