import type { Browser, BrowserContext, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, type RunningServer } from "./server";

export { ADMIN_EMAIL, ADMIN_PASSWORD };

const adminCookies = new WeakMap<RunningServer, string>();

function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs in over HTTP and returns the Cookie header value. */
export async function signInCookie(server: RunningServer, email: string, password: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${email} failed: ${res.status} ${await res.text()}`);
  return cookiesFrom(res);
}

/** The administrator `startServer` created, signed in over HTTP; its Cookie header value. */
export async function adminCookie(server: RunningServer): Promise<string> {
  const known = adminCookies.get(server);
  if (known) return known;
  const cookie = await signInCookie(server, ADMIN_EMAIL, ADMIN_PASSWORD);
  adminCookies.set(server, cookie);
  return cookie;
}

export interface OutboxEmail {
  template: string;
  status: string;
  subject: string;
  text: string | null;
  html: string | null;
}

/** Waits for the worker to deliver an email to `to` (optionally of a template) and returns the newest. */
export async function outboxEmail(
  server: RunningServer,
  to: string,
  template?: string,
): Promise<OutboxEmail> {
  const cookie = await adminCookie(server);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await fetch(`${server.baseUrl}/api/admin/emails?to=${encodeURIComponent(to)}`, {
      headers: { cookie },
    });
    const body = (await res.json()) as { items: OutboxEmail[] };
    const mail = body.items.find((m) => m.status === "sent" && (!template || m.template === template));
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`no email${template ? ` (${template})` : ""} to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for the worker to deliver an email to `to` (optionally of a template) and returns its first link. */
export async function outboxLink(server: RunningServer, to: string, template?: string): Promise<string> {
  const mail = await outboxEmail(server, to, template);
  const link = mail.text ? /(https?:\/\/\S+)/.exec(mail.text)?.[1] : undefined;
  if (!link) throw new Error(`no link in the email to ${to}: ${mail.text}`);
  return link;
}

/** Creates a verified user over HTTP (sign-up, then the emailed link). */
export async function signUpVerified(
  server: RunningServer,
  user: { email: string; password: string; name: string },
): Promise<void> {
  const res = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`sign-up ${user.email} failed: ${res.status} ${await res.text()}`);
  const link = await outboxLink(server, user.email, "verify-email");
  const verified = await fetch(link, { redirect: "manual" });
  if (verified.status !== 302) throw new Error(`verify link answered ${verified.status}`);
}

/**
 * Opens a page in a new browser context (`width`×900, 30 s default timeout: a
 * wait for a page that never comes, not a speed check; a loaded CI machine took over 15 s). The context is pushed
 * onto `contexts` so the test file's afterAll can close it.
 */
export async function newPage(browser: Browser, contexts: BrowserContext[], width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** Fills in and submits the sign-in form; does not wait for the outcome. */
export async function submitSignIn(server: RunningServer, page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/sign-in`);
  await page.getByLabel("Email or username").fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
