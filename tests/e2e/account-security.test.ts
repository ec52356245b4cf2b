import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { totp } from "../../src/server/test/totp";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { outboxLink, signInCookie, signUpVerified } from "./helpers";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // Each test signs up and signs in several times within seconds from one address; better-auth's
  // built-in limits (3 sign-ins / sign-ups / two-factor calls per 10 s) would turn them into 429s.
  server = await startServer({ RATE_LIMIT_ENABLED: "false" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("computes RFC 6238 test vectors", () => {
  // RFC 6238 appendix B, SHA1 seed "12345678901234567890" (base32 below), last 6 digits.
  const seed = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  expect(totp(seed, 59_000)).toBe("287082");
  expect(totp(seed, 1_111_111_109_000)).toBe("081804");
});

/** The input labelled exactly `name` (Mantine appends " *" to required fields' labels). */
function field(page: Page, name: string) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("input").and(page.getByLabel(new RegExp(`^${escaped}( \\*)?$`)));
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

async function signInWithPassword(page: Page, email: string, password: string, next?: string) {
  await page.goto(`${server.baseUrl}/sign-in${next ? `?next=${encodeURIComponent(next)}` : ""}`);
  await field(page, "Email or username").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function expectSignedIn(page: Page, path = "/") {
  await page.waitForURL(`${server.baseUrl}${path}`);
  await page.getByRole("button", { name: "Account menu" }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL(`${server.baseUrl}/sign-in`);
  await page.getByRole("heading", { name: "Sign in" }).waitFor();
}

describe("passkeys", () => {
  it("enrols a passkey on the security page and signs in with it", async () => {
    const email = "passkey@example.com";
    const password = "passkey-password-1";
    await signUpVerified(server, { email, password, name: "Passkey User" });
    const { context, page } = await newPage();
    screenshotOnFailure("passkey", page);
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signInWithPassword(page, email, password);
    await expectSignedIn(page);
    await page.goto(`${server.baseUrl}/account/security`);
    await page.getByText("No passkeys yet.").waitFor();
    await field(page, "Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add passkey" }).click();
    await page.getByRole("button", { name: "Rename Test laptop" }).waitFor();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe("localhost");

    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expectSignedIn(page);
    const session = await page.evaluate(() => fetch("/api/auth/get-session").then((r) => r.json()));
    expect(session.user.email).toBe(email);
    await context.close();
  });
});

describe("two-factor authentication", () => {
  it("enrols an authenticator app and asks for its code at the next sign-in", async () => {
    const email = "totp@example.com";
    const password = "totp-password-1";
    await signUpVerified(server, { email, password, name: "Totp User" });
    const { context, page } = await newPage();
    screenshotOnFailure("totp", page);

    await signInWithPassword(page, email, password);
    await expectSignedIn(page);
    await page.goto(`${server.baseUrl}/account/security`);
    await field(page, "Password to turn on two-factor").fill(password);
    await page.getByRole("button", { name: "Enable two-factor" }).click();
    const secretBox = page.getByTestId("totp-secret");
    await secretBox.waitFor();
    const secret = ((await secretBox.textContent()) ?? "").trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
    await expect(page.getByTestId("backup-codes").textContent()).resolves.toMatch(/\S+/);
    await field(page, "Code from your app").fill(totp(secret));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    await page.getByRole("button", { name: "Turn off two-factor" }).waitFor();

    await signOut(page);
    await signInWithPassword(page, email, password, "/account/security");
    await page.waitForURL(/\/two-factor\?next=%2Faccount%2Fsecurity/);
    await field(page, "Authentication code").fill("000000" === totp(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /invalid/i })
      .waitFor();
    await field(page, "Authentication code").fill(totp(secret));
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expectSignedIn(page, "/account/security");
    await page.getByText("Two-factor is on.").waitFor();
    await context.close();
  });
});

describe("password reset", () => {
  it("resets the password with the emailed link and signs in with the new one", async () => {
    const email = "reset@example.com";
    await signUpVerified(server, { email, password: "old-password-1", name: "Reset User" });
    const { context, page } = await newPage();
    screenshotOnFailure("reset", page);

    await page.goto(`${server.baseUrl}/sign-in`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password/);
    await field(page, "Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText(`If an account exists for ${email}`).waitFor();

    const link = await outboxLink(server, email, "reset-password");
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await field(page, "New password").fill("new-password-2");
    await field(page, "Confirm new password").fill("different-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The passwords do not match").waitFor();
    await field(page, "Confirm new password").fill("new-password-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("heading", { name: "Password changed" }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByRole("heading", { name: "Reset link not valid" }).waitFor();

    await signInWithPassword(page, email, "old-password-1");
    await page.getByRole("alert").waitFor();
    await signInWithPassword(page, email, "new-password-2");
    await expectSignedIn(page);
    await context.close();
  });
});

describe("API keys", () => {
  it("shows a new key once, the key authenticates, and deleting it revokes it", async () => {
    const email = "keys@example.com";
    const password = "keys-password-1";
    await signUpVerified(server, { email, password, name: "Keys User" });
    const { context, page } = await newPage();
    screenshotOnFailure("api-keys", page);

    await signInWithPassword(page, email, password);
    await expectSignedIn(page);
    await page.goto(`${server.baseUrl}/account/api-keys`);
    await page.getByText("No API keys yet.").waitFor();
    await page.getByRole("button", { name: "Create API key" }).click();
    await page.getByText("Name the key after what uses it").waitFor();
    await field(page, "Key name").fill("CI deploys");
    await field(page, "Expires in (days)").fill("30");
    await page.getByRole("button", { name: "Create API key" }).click();
    const key = ((await page.getByTestId("new-api-key").textContent()) ?? "").trim();
    expect(key).toMatch(/^kassa_/);
    await page.getByRole("button", { name: "Delete CI deploys" }).waitFor();

    const asKey = async () => {
      const res = await fetch(`${server.baseUrl}/api/auth/get-session`, { headers: { "x-api-key": key } });
      return { status: res.status, body: await res.json() };
    };
    await expect(asKey()).resolves.toMatchObject({ status: 200, body: { user: { email } } });

    await page.getByRole("button", { name: "I have copied it" }).click();
    await expect(page.getByTestId("new-api-key").count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Delete CI deploys" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete key" }).click();
    await page.getByText("No API keys yet.").waitFor();
    await expect(asKey()).resolves.toMatchObject({ status: 401, body: { code: "INVALID_API_KEY" } });
    await context.close();
  });
});

describe("account page and sessions", () => {
  it("edits the profile, changes the password, signs out other sessions and requests email change and deletion", async () => {
    const email = "profile@example.com";
    await signUpVerified(server, { email, password: "profile-password-1", name: "Profile" });
    const { context, page } = await newPage();
    screenshotOnFailure("account", page);
    const session = () => page.evaluate(() => fetch("/api/auth/get-session").then((r) => r.json()));

    await signInWithPassword(page, email, "profile-password-1", "/account");
    await expectSignedIn(page, "/account");
    const profile = page.getByRole("region", { name: "Profile" });
    await field(page, "Name").fill("");
    await field(page, "Username").fill("no spaces allowed");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await profile.getByText("Enter your name").waitFor();
    await profile.getByText("3 to 30 letters").waitFor();
    await field(page, "Name").fill("Pat Profile");
    await field(page, "Username").fill("pat_profile");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Profile saved").waitFor();
    await expect(session()).resolves.toMatchObject({
      user: { name: "Pat Profile", username: "pat_profile" },
    });

    const password = page.getByRole("region", { name: "Password" });
    await field(page, "Current password").fill("not-my-password");
    await field(page, "New password").fill("profile-password-2");
    await field(page, "Confirm new password").fill("profile-password-2");
    await password.getByRole("button", { name: "Change password" }).click();
    await password.getByText("The current password is wrong").waitFor();
    await field(page, "Current password").fill("profile-password-1");
    await password.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed").waitFor();

    // Two more sessions (other "devices"): revoke one, then sign out all others.
    const other = await signInCookie(server, email, "profile-password-2");
    await signInCookie(server, email, "profile-password-2");
    await page.goto(`${server.baseUrl}/account/security`);
    await expect.poll(() => page.getByTestId("session-row").count()).toBe(3);
    await page.getByText("This device").waitFor();
    await page
      .getByRole("button", { name: /^Revoke session/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId("session-row").count()).toBe(2);
    await page.getByRole("button", { name: "Sign out all other sessions" }).click();
    await expect.poll(() => page.getByTestId("session-row").count()).toBe(1);
    const token = other.split("; ").find((c) => c.startsWith("better-auth.session_token="));
    const otherSession = await fetch(`${server.baseUrl}/api/auth/get-session`, {
      headers: { cookie: token ?? "" },
    }).then((r) => r.json());
    expect(otherSession).toBeNull();

    await page.goto(`${server.baseUrl}/account`);
    await field(page, "New email").fill(email);
    await page.getByRole("button", { name: "Change email" }).click();
    await page.getByText("This is already your email address").waitFor();
    await field(page, "New email").fill("profile-new@example.com");
    await page.getByRole("button", { name: "Change email" }).click();
    await page.getByText(`We sent a confirmation link to your current address, ${email}`).waitFor();
    await expect(outboxLink(server, email, "change-email")).resolves.toMatch(/^http/);

    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Email me the confirmation link" }).click();
    await page.getByText("We emailed you a link to confirm the deletion").waitFor();
    const deleteLink = await outboxLink(server, email, "delete-account");
    await page.goto(deleteLink);
    await page.waitForURL(/\/sign-in/);
    await expect(signInCookie(server, email, "profile-password-2")).rejects.toThrow(/401/);
    await context.close();
  });
});

describe("auth landing pages", () => {
  it("explains auth errors, broken reset links and failed verification links", async () => {
    const { context, page } = await newPage();
    screenshotOnFailure("auth-pages", page);
    await page.goto(`${server.baseUrl}/auth/error?error=account_already_linked_to_different_user`);
    await page.getByRole("heading", { name: "Authentication Error" }).waitFor();
    await page.getByText("already linked to another Kassa user").waitFor();
    await expect(page.getByTestId("auth-error-code").textContent()).resolves.toBe(
      "account_already_linked_to_different_user",
    );
    await page.getByRole("link", { name: "Return to application" }).waitFor();

    await page.goto(`${server.baseUrl}/reset-password?error=INVALID_TOKEN`);
    await page.getByText("invalid or has expired").waitFor();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await page.waitForURL(/\/forgot-password/);

    await page.goto(`${server.baseUrl}/verify-email?verified=1&error=TOKEN_EXPIRED`);
    await page.getByRole("heading", { name: "Verification failed" }).waitFor();
    await page.getByText("has expired").waitFor();
    await page.getByRole("button", { name: "Send a new verification link" }).waitFor();
    await context.close();
  });
});
