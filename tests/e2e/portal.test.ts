import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { newPage, outboxEmail } from "./helpers";
import { createE2ESeller, type E2ESeller } from "./seller";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
let seller: E2ESeller;
let slug: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
  seller = await createE2ESeller(server, {
    email: "petra@example.com",
    password: "petra-password-1",
    name: "Petra Seller",
    organization: "Portal Goods",
  });
  slug = (await seller.api("GET", `/organizations/${seller.organizationId}`)).slug;
  await seller.api("POST", "/customers/", {
    email: "quinn@example.com",
    name: "Quinn",
    external_id: "usr_quinn",
  });
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe("customer portal sign-in", () => {
  it("signs a customer in with an emailed code", async () => {
    const page = await newPage(browser, contexts);
    screenshotOnFailure("portal-sign-in", page);
    {
      await page.goto(`${server.baseUrl}/${slug}/portal`);
      await page.getByRole("heading", { name: "Portal Goods" }).waitFor();
      await page.getByLabel("Email").fill("quinn@example.com");
      await page.getByRole("button", { name: "Email me a sign-in code" }).click();
      await page.getByText("a 6-character code is on its way").waitFor();
      const mail = await outboxEmail(server, "quinn@example.com", "customer-portal-sign-in-code");
      const code = /\b([A-Z0-9]{6})\b/.exec(mail.subject)?.[1];
      expect(code).toBeTruthy();
      await page.getByLabel("Sign-in code").first().click();
      await page.keyboard.type(code!);
      await page.getByRole("heading", { name: "Hello, Quinn" }).waitFor();
      await expect(page.getByText("quinn@example.com").isVisible()).resolves.toBe(true);
      // Signing out returns to the sign-in form.
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.getByRole("button", { name: "Email me a sign-in code" }).waitFor();
    }
  });

  it("opens signed in from a customer session's portal URL, with the seller's back link", async () => {
    const session = await seller.api("POST", "/customer-sessions/", {
      external_customer_id: "usr_quinn",
      return_url: "https://shop.example.com/account",
    });
    const page = await newPage(browser, contexts);
    screenshotOnFailure("portal-session-link", page);
    await page.goto(session.customer_portal_url);
    await page.getByRole("heading", { name: "Hello, Quinn" }).waitFor();
    expect(page.url()).not.toContain("customer_session_token");
    await page.reload();
    await page.getByRole("heading", { name: "Hello, Quinn" }).waitFor();
  });
});
