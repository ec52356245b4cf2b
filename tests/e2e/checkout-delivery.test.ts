import { createHash } from "node:crypto";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let productId: string;
const contexts: BrowserContext[] = [];
const expiry = `12 / ${(new Date().getFullYear() + 3) % 100}`;
const MANUAL = "The Gadget manual, first edition.";

/** Uploads a downloadable file through the files API, as the dashboard does. */
async function uploadFile(name: string, content: string): Promise<string> {
  const bytes = new TextEncoder().encode(content);
  const sha = createHash("sha256").update(bytes).digest("base64");
  const file = await seller.api("POST", "/files/", {
    name,
    mime_type: "text/plain",
    size: bytes.length,
    checksum_sha256_base64: sha,
    service: "downloadable",
    upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length, checksum_sha256_base64: sha }] },
  });
  const part = file.upload.parts[0];
  const put = await fetch(part.url, { method: "PUT", body: bytes, headers: part.headers });
  if (!put.ok) throw new Error(`upload: ${put.status} ${await put.text()}`);
  await seller.api(
    "POST",
    `/files/${file.id}/uploaded`,
    {
      id: file.upload.id,
      path: file.upload.path,
      parts: [{ number: 1, checksum_etag: put.headers.get("etag"), checksum_sha256_base64: sha }],
    },
    200,
  );
  return file.id;
}

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "dana@example.com",
    password: "dana-password-1",
    name: "Dana Seller",
    organization: "Gadget Lab",
  });
  const fileId = await uploadFile("gadget-manual.txt", MANUAL);
  const key = await seller.api("POST", "/benefits/", {
    type: "license_keys",
    description: "Gadget license key",
    properties: { prefix: "GDGT" },
  });
  const files = await seller.api("POST", "/benefits/", {
    type: "downloadables",
    description: "Gadget manual",
    properties: { files: [fileId] },
  });
  const product = await seller.api("POST", "/products/", {
    name: "Gadget Pro",
    prices: [{ amount_type: "fixed", price_amount: 4900, price_currency: "usd" }],
  });
  await seller.api("POST", `/products/${product.id}/benefits`, { benefits: [key.id, files.id] }, 200);
  productId = product.id;
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe("checkout confirmation delivers the purchase", () => {
  it("shows a known customer's email pre-filled and locked", async () => {
    await seller.api("POST", "/customers/", {
      email: "known@example.com",
      name: "Kim Known",
      external_id: "usr_kim",
    });
    const checkout = await seller.api("POST", "/checkouts/", {
      products: [productId],
      external_customer_id: "usr_kim",
    });
    expect(checkout.customer_email).toBe("known@example.com");
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-known-customer", page);
    await page.goto(checkout.url);
    const email = page.getByLabel("Email");
    await expect(email.inputValue()).resolves.toBe("known@example.com");
    await expect(email.isEditable()).resolves.toBe(false);
    await expect(page.getByLabel("Cardholder name").inputValue()).resolves.toBe("Kim Known");
    await page.getByText("The seller linked this purchase to your account.").waitFor();
    await page.screenshot({ path: "test-results/e2e/checkout-known-customer.png", fullPage: true });
  });

  it("shows the license key and the download link, and opens the portal signed in", async () => {
    const checkout = await seller.api("POST", "/checkouts/", { products: [productId] });
    const page = await newPage(browser, contexts);
    screenshotOnFailure("checkout-delivery", page);
    await page.goto(checkout.url);
    await page.getByRole("heading", { name: "Gadget Pro" }).waitFor();
    await page.getByLabel("Email").fill("robin@example.com");
    await page.getByLabel("Cardholder name").fill("Robin Buyer");
    await page.getByLabel("Billing country").selectOption("DE");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry").fill(expiry);
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $49.00" }).click();
    await page.getByRole("heading", { name: "Payment successful" }).waitFor();

    // The grants run in a job: the page polls until the key and the link are there.
    const key = page.getByLabel("License key");
    await key.waitFor();
    const shown = (await key.textContent()) ?? "";
    expect(shown).toMatch(/^GDGT/);
    const issued = (await seller.api("GET", "/license-keys/")).items;
    expect(issued.map((k: { key: string }) => k.key)).toContain(shown);
    const link = page.getByRole("link", { name: "Download gadget-manual.txt" });
    await link.waitFor();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/\/downloads\//);
    const downloaded = await fetch(href);
    expect(downloaded.status).toBe(200);
    await expect(downloaded.text()).resolves.toBe(MANUAL);
    await page.screenshot({ path: "test-results/e2e/checkout-delivery.png", fullPage: true });

    await page.getByRole("button", { name: "Open your portal" }).click();
    await page.waitForURL((url) => url.pathname.endsWith("/portal"));
    await page.getByRole("heading", { name: "Hello, Robin Buyer" }).waitFor();
    await page.getByText("robin@example.com").waitFor();
    expect(page.url()).not.toContain("customer_session_token");
    await page.screenshot({ path: "test-results/e2e/checkout-delivery-portal.png", fullPage: true });
  });
});
