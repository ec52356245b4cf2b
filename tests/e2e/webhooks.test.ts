import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateEvent } from "@polar-sh/sdk/webhooks.js";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSideScroll, launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, signUpVerified, submitSignIn } from "./helpers";
import { type RunningServer, startServer } from "./server";

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: RunningServer;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("thanks from the receiver");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  server = await startServer({ RATE_LIMIT_ENABLED: "false", WEBHOOKS_ALLOW_PRIVATE: "true" });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function waitFor<T>(what: string, check: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const productEvents = () => received.filter((r) => JSON.parse(r.body).type === "product.created");

const seller = { name: "Wanda Webhooks", email: "wanda@example.com", password: "wanda-password-1" };

async function signIn(page: Page) {
  await submitSignIn(server, page, seller.email, seller.password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

describe("webhooks dashboard in the browser", () => {
  it("creates an endpoint, sees a product.created delivery succeed, and redelivers it with the same webhook-id", async () => {
    await signUpVerified(server, seller);
    const page = await newPage(browser, contexts);
    screenshotOnFailure("webhooks", page);
    await signIn(page);
    await page.goto(`${server.baseUrl}/organizations/new`);
    await page.getByLabel("Organization name").fill("Hook Shop");
    await page.getByText("Available").waitFor();
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL(/\/organization$/);

    // The endpoint form checks locally first, then shows the server's 422 on its field.
    await page.getByRole("link", { name: "Webhooks", exact: true }).click();
    await page.getByText("No endpoints yet.").waitFor();
    await page.getByRole("link", { name: "New endpoint" }).click();
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.getByText("Enter the URL Kassa should send events to").waitFor();
    await page.getByText("Choose at least one event").waitFor();
    await page.getByLabel("URL", { exact: true }).fill(receiverUrl);
    await page.getByLabel("Name", { exact: true }).fill("x".repeat(256));
    await page.getByRole("checkbox", { name: "product.created" }).check();
    await page.getByRole("button", { name: "Create endpoint" }).click();
    const nameError = page.getByText("name must be at most 255 characters");
    await nameError.waitFor();
    const describedBy = await page.getByLabel("Name", { exact: true }).getAttribute("aria-describedby");
    expect(describedBy ?? "").toContain("error");
    await page.getByLabel("Name", { exact: true }).fill("Local receiver");
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);

    // The secret is hidden until revealed.
    await expect(page.getByTestId("webhook-secret").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Reveal secret" }).click();
    const secret = ((await page.getByTestId("webhook-secret").textContent()) ?? "").trim();
    expect(secret).toMatch(/^whsec_/);

    // A test event reaches the receiver, signed with that secret.
    await page.getByRole("button", { name: "Send a test event" }).click();
    const test = await waitFor("the test event", () =>
      received.find((r) => JSON.parse(r.body).type === "organization.updated"),
    );
    expect(validateEvent(test.body, test.headers as Record<string, string>, secret).type).toBe(
      "organization.updated",
    );

    await page.getByRole("link", { name: "← Webhooks" }).click();
    const row = page.getByRole("list", { name: "Webhook endpoints" }).getByRole("listitem");
    await row.getByText("Local receiver").waitFor();
    await row.getByText("Raw JSON · 1 event").waitFor();
    await row.getByText("Enabled", { exact: true }).first().waitFor();

    // A product made in the dashboard emits product.created.
    await page.getByRole("link", { name: "Products" }).click();
    await page.getByRole("link", { name: "New product" }).click();
    await page.getByLabel("Name", { exact: true }).fill("Hooked Widget");
    await page.getByLabel("Amount (USD)").fill("5");
    await page.getByRole("button", { name: "Create product" }).click();
    await page.waitForURL(/\/products$/);

    const first = await waitFor("the first product.created", () => productEvents()[0]);
    expect(JSON.parse(first.body).data.name).toBe("Hooked Widget");
    const webhookId = String(first.headers["webhook-id"]);
    // The revealed secret is the one the delivery is signed with.
    const headers = {
      "webhook-id": webhookId,
      "webhook-timestamp": String(first.headers["webhook-timestamp"]),
      "webhook-signature": String(first.headers["webhook-signature"]),
    };
    expect(() => validateEvent(first.body, headers, secret)).not.toThrow();

    // The log shows it as succeeded; the drawer has the payload, the response and Redeliver.
    await page.getByRole("link", { name: "Webhooks", exact: true }).click();
    await page.getByRole("link", { name: "Deliveries", exact: true }).click();
    const deliveries = page.getByRole("list", { name: "Deliveries" }).getByRole("listitem");
    const delivered = deliveries.filter({ hasText: "product.created" }).filter({ hasText: "Succeeded" });
    await delivered.first().waitFor();
    await delivered
      .first()
      .getByRole("button", { name: /Details of product\.created/ })
      .click();
    const drawer = page.getByRole("dialog", { name: "Delivery of product.created" });
    await drawer.getByText("thanks from the receiver").waitFor();
    await drawer
      .getByLabel("Payload")
      .getByText(/"name": "Hooked Widget"/)
      .waitFor();
    await drawer.getByRole("cell", { name: "200", exact: true }).waitFor();
    await drawer.getByRole("button", { name: "Redeliver" }).click();
    await page.getByText("Redelivery of product.created scheduled").waitFor();

    const second = await waitFor("the redelivered product.created", () => productEvents()[1]);
    expect(second.headers["webhook-id"]).toBe(webhookId);
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
    expect(productEvents()).toHaveLength(2);

    // The log lists both attempts once it refreshes.
    await page.keyboard.press("Escape");
    await expect
      .poll(
        async () => {
          await page.getByRole("button", { name: "Refresh" }).click();
          return delivered.count();
        },
        { timeout: 15_000 },
      )
      .toBe(2);

    // Filtering on failures hides them.
    await page.locator("label", { hasText: /^Failed$/ }).click();
    await page.getByText("No deliveries match these filters.").waitFor();

    // Disable from the list, then reset the secret after a confirmation.
    await page.getByRole("link", { name: "Endpoints", exact: true }).click();
    await row.getByRole("switch", { name: "Enabled: Local receiver" }).click({ force: true });
    await row.getByText("Disabled", { exact: true }).waitFor();
    await row.getByRole("link", { name: "Local receiver", exact: true }).click();
    // The page first shows the endpoint as cached (still enabled), then refetches it: the disabled
    // note that then appears moves the cards below. Clicking before that can lose the click (the
    // button moves between the mouse's down and up), so wait for the fresh endpoint.
    await page.getByText("Disabled: no events are sent", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Reset secret" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset secret" }).click();
    await page.getByText("New secret generated").waitFor();
    const rotated = page.getByTestId("webhook-secret");
    await expect.poll(async () => ((await rotated.textContent()) ?? "").trim()).toMatch(/^whsec_/);
    expect(((await rotated.textContent()) ?? "").trim()).not.toBe(secret);
  });

  it("shows what blocks an unreachable endpoint's queue, and Skip empties it", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("webhooks-pending", page);
    await signIn(page);
    await page.goto(`${server.baseUrl}/webhooks/new`);
    await page.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:1/nobody-listens");
    await page.getByLabel("Name", { exact: true }).fill("Unreachable receiver");
    await page.getByRole("checkbox", { name: "product.updated" }).check();
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await page.waitForURL(/\/webhooks\/[0-9a-f-]{36}$/);
    const pending = page.getByRole("region", { name: "Pending" });
    await pending.getByText("Nothing pending").waitFor();

    // Two test events: the first fails (connection refused) and holds the second back.
    await page.getByRole("button", { name: "Send a test event" }).click();
    await page.getByRole("button", { name: "Send a test event" }).click();
    const head = pending.getByTestId("queue-head");
    await head
      .getByText(/^Blocked: organization\.updated failed, next attempt in /)
      .waitFor({ timeout: 20_000 });
    await head.getByText(/ECONNREFUSED/).waitFor();
    await head.getByText("No response").waitFor();
    await pending.getByText("1 event waits behind it").waitFor();
    await page.screenshot({ path: join(tmpdir(), "kassa-webhooks-pending.png"), fullPage: true });

    // The endpoints list says so too.
    await page.getByRole("link", { name: "← Webhooks" }).click();
    const row = page
      .getByRole("list", { name: "Webhook endpoints" })
      .getByRole("listitem")
      .filter({ hasText: "Unreachable receiver" });
    await row
      .getByTestId("pending-badge")
      .getByText(/^2 pending/)
      .waitFor({ timeout: 15_000 });
    await row.getByRole("link", { name: "Unreachable receiver", exact: true }).click();

    // Skip the first; the second goes out at once, fails the same way, and is skipped too.
    for (const behind of ["1 event waits behind it", "Nothing waits behind it."]) {
      await head.getByText(/^Blocked: organization\.updated failed/).waitFor({ timeout: 20_000 });
      await pending.getByText(behind).waitFor({ timeout: 20_000 });
      await pending.getByRole("button", { name: "Skip" }).click();
      const dialog = page.getByRole("dialog", { name: "Skip this event?" });
      await dialog.getByRole("button", { name: "Skip event" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
    await pending.getByText("Nothing pending").waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: "← Webhooks" }).click();
    await row.getByText("Unreachable receiver").first().waitFor();
    await expect.poll(() => row.getByTestId("pending-badge").count(), { timeout: 15_000 }).toBe(0);
  });

  it("lays the webhook pages out at phone width", async () => {
    const page = await newPage(browser, contexts, 375);
    screenshotOnFailure("webhooks-phone", page);
    await signIn(page);
    for (const path of ["/webhooks", "/webhooks/new", "/webhooks/deliveries"]) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole("heading", { level: 2 }).first().waitFor();
      await page.waitForLoadState("networkidle");
      await expectNoSideScroll(page, `${path} scrolls sideways`);
    }
  });
});
