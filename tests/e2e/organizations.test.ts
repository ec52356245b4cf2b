import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshotOnFailure } from "./browser";
import { ADMIN_EMAIL, ADMIN_PASSWORD, newPage, submitSignIn } from "./helpers";
import { type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** The first test's owner page, signed in with "Acme Tools" active; the teams test goes on from it. */
let ownerPage: Page | undefined;

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

async function signIn(page: Page, email: string, password: string) {
  await submitSignIn(server, page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/sign-in"));
}

async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto(`${server.baseUrl}/sign-up`);
  await page.locator("input[name=name]").fill(user.name);
  await page.locator("input[name=email]").fill(user.email);
  await page.locator("input[name=password]").fill(user.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page
    .getByText(/check your email/i)
    .first()
    .waitFor();
}

/**
 * As the admin, in the browser: opens the outbox filtered to `to`, waits for an email whose
 * subject matches, opens it and returns the first link of its text body.
 */
async function linkFromOutbox(admin: Page, to: string, subject: RegExp): Promise<string> {
  await admin.goto(`${server.baseUrl}/admin/emails?to=${encodeURIComponent(to)}`);
  const emailLink = admin.getByRole("table", { name: "Emails" }).getByRole("link", { name: subject }).first();
  for (let i = 0; i < 30 && !(await emailLink.isVisible()); i++) {
    await admin.waitForTimeout(500);
    if (i % 4 === 3) await admin.reload();
  }
  await emailLink.click();
  await admin.waitForURL(/\/admin\/emails\/[0-9a-f-]+$/);
  const anchor = admin.getByTestId("email-text").getByRole("link").first();
  const href = await anchor.getAttribute("href");
  if (!href) throw new Error(`the email to ${to} has no link`);
  return href;
}

describe("organizations in the browser", () => {
  it("signs up, creates an organization, invites a second person who accepts, and lists them as member", async () => {
    const admin = await newPage(browser, contexts);
    const owner = await newPage(browser, contexts);
    const invitee = await newPage(browser, contexts);
    screenshotOnFailure("organizations-invite", owner, invitee, admin);

    const ownerUser = { name: "Olga Owner", email: "olga@example.com", password: "olga-password-1" };
    const inviteeUser = { name: "Ivan Invitee", email: "ivan@example.com", password: "ivan-password-1" };

    await signIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);

    // The owner signs up and verifies with the link the admin reads from the outbox.
    await signUp(owner, ownerUser);
    const verifyOwner = await linkFromOutbox(admin, ownerUser.email, /verify your email/i);
    await owner.goto(verifyOwner);
    await owner.waitForURL((url) => !url.pathname.startsWith("/api/"));

    // Creates an organization: the slug is suggested from the name and checked.
    await owner.goto(`${server.baseUrl}/organizations/new`);
    await owner.getByLabel("Organization name").fill("Acme Tools");
    await expect(owner.getByLabel("Slug").inputValue()).resolves.toBe("acme-tools");
    await owner.getByText("Available").waitFor();
    await owner.getByRole("button", { name: "Create organization" }).click();
    await owner.waitForURL(/\/organization$/);
    await owner.getByRole("heading", { name: "Acme Tools" }).waitFor();
    const members = owner.getByRole("table", { name: "Members" });
    await members.getByText(ownerUser.email).waitFor();
    await expect(members.getByText("Owner", { exact: true }).isVisible()).resolves.toBe(true);

    // The invite form validates before it sends.
    await owner.getByLabel("Email address").fill("not-an-email");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.getByText("Enter a valid email address").waitFor();

    await owner.getByLabel("Email address").fill(inviteeUser.email);
    await owner.getByRole("combobox", { name: "Role" }).selectOption("member");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.getByRole("table", { name: "Pending invitations" }).getByText(inviteeUser.email).waitFor();

    // The invitee signs up in a second context and verifies the same way.
    await signUp(invitee, inviteeUser);
    const verifyInvitee = await linkFromOutbox(admin, inviteeUser.email, /verify your email/i);
    await invitee.goto(verifyInvitee);
    await invitee.waitForURL((url) => !url.pathname.startsWith("/api/"));

    const invitationLink = await linkFromOutbox(admin, inviteeUser.email, /invitation to join acme tools/i);
    expect(invitationLink).toMatch(new RegExp(`^${server.baseUrl}/invitations/[0-9a-f-]+$`));

    // Signed out, the invitation page explains and links to sign in with the way back.
    const stranger = await newPage(browser, contexts);
    await stranger.goto(invitationLink);
    const signInLink = stranger.getByRole("link", { name: "Sign in to continue" });
    await signInLink.waitFor();
    const invitationPath = new URL(invitationLink).pathname;
    await expect(signInLink.getAttribute("href")).resolves.toBe(
      `/sign-in?next=${encodeURIComponent(invitationPath)}`,
    );

    await invitee.goto(invitationLink);
    await invitee.getByRole("heading", { name: "Join Acme Tools" }).waitFor();
    await invitee.getByText(ownerUser.email).first().waitFor();
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await invitee.waitForURL(/\/organization$/);
    await invitee.getByRole("heading", { name: "Acme Tools" }).waitFor();

    // The owner sees the new member; the invitation is no longer pending.
    await owner.reload();
    await owner.getByRole("table", { name: "Members" }).getByText(inviteeUser.email).waitFor();
    await owner.getByText("No pending invitations.").waitFor();

    ownerPage = owner;

    // The used invitation link now says so.
    await invitee.goto(invitationLink);
    await invitee
      .getByRole("alert")
      .getByText(/does not exist, has expired, or was already/)
      .waitFor();
  });

  it("creates, renames and removes teams and manages their members; refuses to remove the last team", async () => {
    const owner = ownerPage;
    if (!owner) throw new Error("needs the organization created by the previous test");
    screenshotOnFailure("organizations-teams", owner);
    await owner.goto(`${server.baseUrl}/organization/teams`);
    await owner.getByRole("heading", { name: "Teams" }).waitFor();
    // The organization's default team exists.
    await owner.getByRole("article", { name: "Team Acme Tools" }).waitFor();

    await owner.getByRole("button", { name: "Create team" }).click();
    await owner.getByText("Enter a team name").waitFor();
    await owner.getByLabel("Team name").fill("Support");
    await owner.getByRole("button", { name: "Create team" }).click();
    const support = owner.getByRole("article", { name: "Team Support" });
    await support.waitFor();

    await support.getByRole("button", { name: "Rename Support" }).click();
    await support.getByLabel("New name for Support").fill("Customer Support");
    await support.getByRole("button", { name: "Save" }).click();
    const renamed = owner.getByRole("article", { name: "Team Customer Support" });
    await renamed.waitFor();

    // The owner is not in this team, yet sees its (empty) member list and adds Ivan.
    await renamed.getByRole("button", { name: "Show members of Customer Support" }).click();
    await renamed.getByText("Nobody is in this team yet.").waitFor();
    await renamed
      .getByLabel("Add a member to Customer Support")
      .selectOption({ label: "Ivan Invitee (ivan@example.com)" });
    await renamed.getByRole("button", { name: "Add to team" }).click();
    const teamMembers = renamed.getByRole("table", { name: "Members of Customer Support" });
    await teamMembers.getByText("ivan@example.com").waitFor();
    await renamed.getByRole("button", { name: "Remove ivan@example.com from Customer Support" }).click();
    await renamed.getByText("Nobody is in this team yet.").waitFor();

    // Removing teams: the default one (active in the owner's session) goes, the last one stays.
    await owner.getByRole("button", { name: "Remove Acme Tools" }).click();
    await owner
      .getByRole("dialog", { name: "Remove team" })
      .getByRole("button", { name: "Remove team" })
      .click();
    await owner.getByRole("article", { name: "Team Acme Tools" }).waitFor({ state: "detached" });

    await owner.getByRole("button", { name: "Remove Customer Support" }).click();
    const dialog = owner.getByRole("dialog", { name: "Remove team" });
    await dialog.getByRole("button", { name: "Remove team" }).click();
    await dialog.getByRole("alert").getByText("Unable to remove last team").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(renamed.isVisible()).resolves.toBe(true);
  });

  it("saves the seller's invoice details, showing the server's 422 on the tax id field", async () => {
    const owner = ownerPage!;
    screenshotOnFailure("organizations-invoice-details", owner);
    await owner.goto(`${server.baseUrl}/organization`);
    const form = owner.getByRole("form", { name: "Invoice details" });
    await form.getByLabel("Legal name").fill("Acme Tools GmbH");
    await form.getByLabel("Address line 1").fill("Werkstraße 7");
    await form.getByLabel("Postal code").fill("1010");
    await form.getByLabel("City").fill("Wien");
    await form.getByRole("combobox", { name: "Country" }).fill("Austria");
    await owner.getByRole("option", { name: "Austria" }).click();
    await form.getByLabel("Tax id").fill("ATU1");
    await form.getByRole("button", { name: "Save invoice details" }).click();
    await form.getByText("Not a valid tax id of AT").waitFor();

    await form.getByLabel("Tax id").fill("atu 12345678");
    await form.getByRole("button", { name: "Save invoice details" }).click();
    await owner.getByText("Invoice details saved").waitFor();
    await owner.reload();
    const saved = owner.getByRole("form", { name: "Invoice details" });
    await expect(saved.getByLabel("Tax id").inputValue()).resolves.toBe("ATU12345678");
    await expect(saved.getByLabel("City").inputValue()).resolves.toBe("Wien");
    await expect(saved.getByRole("combobox", { name: "Country" }).inputValue()).resolves.toBe("Austria");
  });
});
