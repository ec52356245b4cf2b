import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { signUpVerified } from "./helpers";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("web app shell", () => {
  it("sends a signed-out visitor from / to the sign-in page", async () => {
    const page = await browser.newPage();
    screenshotOnFailure("shell-sign-in", page);
    await page.goto(`${server.baseUrl}/`);
    await page.waitForURL(/\/sign-in/);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await page.close();
  });
});

describe("email outbox", () => {
  it("delivers the verification email of a new account to the outbox the admin reads", async () => {
    await signUpVerified(server, { email: "smoke@example.com", password: "smoke-password-1", name: "Smoke" });
    const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ email: "smoke@example.com", password: "smoke-password-1" }),
    });
    expect(res.status).toBe(200);
  });
});
