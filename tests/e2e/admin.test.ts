import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { ADMIN_EMAIL, ADMIN_PASSWORD, newPage, signUpVerified, submitSignIn } from "./helpers";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Every browser here signs in from 127.0.0.1; better-auth's sign-in rule (3 per 10 s per IP)
  // would refuse the fourth sign-in, which is not what these tests are about.
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function userRow(admin: Page, email: string) {
  await admin.getByLabel("Search users").fill(email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByRole("table", { name: "Users" }).getByRole("row").filter({ hasText: email });
  await row.waitFor();
  return row;
}

async function chooseAction(admin: Page, email: string, action: string) {
  await admin.getByRole("button", { name: `Actions for ${email}` }).click();
  await admin.getByRole("menuitem", { name: action }).click();
}

describe("admin users page", () => {
  it("bans a user, whose sign-in is then refused, and unbans them, after which sign-in works", async () => {
    const user = { email: "bob@example.com", password: "bob-password-1", name: "Bob Builder" };
    await signUpVerified(server, user);
    const admin = await newPage(browser, contexts);
    const bob = await newPage(browser, contexts);
    screenshotOnFailure("admin-ban", admin, bob);

    await submitSignIn(server, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await admin.goto(`${server.baseUrl}/admin/users`);
    await admin.getByRole("heading", { name: "Users" }).waitFor();

    let row = await userRow(admin, user.email);
    await expect(row.getByText("Banned", { exact: true }).count()).resolves.toBe(0);
    await chooseAction(admin, user.email, "Ban…");
    const dialog = admin.getByRole("dialog", { name: `Ban ${user.email}` });
    await dialog.getByLabel("Reason").fill("Chargebacks");
    await dialog.getByLabel("Duration in days").fill("7");
    await dialog.getByRole("button", { name: "Ban user" }).click();
    await dialog.waitFor({ state: "hidden" });
    row = await userRow(admin, user.email);
    await row.getByText("Banned", { exact: true }).waitFor();

    await submitSignIn(server, bob, user.email, user.password);
    await bob
      .getByRole("alert")
      .getByText(/banned/i)
      .waitFor();
    expect(new URL(bob.url()).pathname).toBe("/sign-in");

    await chooseAction(admin, user.email, "Unban");
    await row.getByText("Banned", { exact: true }).waitFor({ state: "detached" });

    await submitSignIn(server, bob, user.email, user.password);
    await bob.waitForURL((url) => !url.pathname.startsWith("/sign-in"));

    // A signed-in user who is not an administrator gets the 403 page.
    await bob.goto(`${server.baseUrl}/admin/users`);
    await bob.getByRole("heading", { name: "Administrators only" }).waitFor();
  });

  it("creates a user who can sign in at once, and shows the outbox at phone width", async () => {
    const admin = await newPage(browser, contexts, 375);
    screenshotOnFailure("admin-create", admin);
    await submitSignIn(server, admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
    await admin.goto(`${server.baseUrl}/admin/users`);
    await admin.getByRole("button", { name: "Create user" }).click();
    const dialog = admin.getByRole("dialog", { name: "Create user" });
    await dialog.getByRole("button", { name: "Create user" }).click();
    await dialog.getByText("Enter a valid email address").waitFor();
    await dialog.getByLabel("Name").fill("Carla Created");
    await dialog.getByRole("textbox", { name: "Email" }).fill("carla@example.com");
    await dialog.getByRole("textbox", { name: "Password" }).fill("carla-password-1");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await dialog.waitFor({ state: "hidden" });
    await userRow(admin, "carla@example.com");

    const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.baseUrl },
      body: JSON.stringify({ email: "carla@example.com", password: "carla-password-1" }),
    });
    expect(res.status).toBe(200);

    await admin.goto(`${server.baseUrl}/admin/emails`);
    await admin.getByRole("heading", { name: "Email outbox" }).waitFor();
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
