import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessage } from "../db/schema/emails.js";
import { job } from "../db/schema/jobs.js";
import { PASSWORD, pathOf, signIn, uniqueEmail } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Undoes quoted-printable transfer encoding: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, EMAIL_FROM: "Kassa <no-reply@kassa.test>" },
  });
});
afterAll(async () => {
  await t.close();
  await stopSmtp(smtp.server);
});

describe("email delivery over SMTP", () => {
  it("delivers the verification email to a real SMTP server; its link verifies the account", async () => {
    expect(t.ctx.mailer.kind).toBe("smtp");
    const email = uniqueEmail("smtp");
    const c = t.client();
    const up = await c.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Smtp User" });
    expect(up.status).toBe(200);
    expect(smtp.received).toHaveLength(0); // nothing is sent from inside the request

    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message, "the SMTP server received the verification email").toBeDefined();
    expect(message!.from).toBe("no-reply@kassa.test");
    expect(message!.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Verify_your_email_address_/m);
    const body = decodeQuotedPrintable(message!.raw);
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<>]+)/.exec(body)?.[1];
    expect(link, body).toBeDefined();
    expect(new URL(link!).searchParams.get("token")).toBeTruthy();

    const [row] = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.to, email));
    expect(row).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, text: null, html: null });
    expect(row!.sentAt).toBeInstanceOf(Date);

    const before = await t.client().post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(before.status).toBe(403);
    const verified = await c.get(pathOf(link!));
    expect(verified.status).toBe(302);
    const { res } = await signIn(t, email);
    expect(res.status).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
  });

  it("keeps an email failed and retries its job later when the SMTP server is down", async () => {
    const { port } = smtp;
    await stopSmtp(smtp.server);
    const email = uniqueEmail("smtp-down");
    const c = t.client();
    const up = await c.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Down" });
    expect(up.status, "the HTTP caller never sees the delivery problem").toBe(200);

    const startedAt = Date.now();
    await t.runJobs();
    const [row] = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.to, email));
    expect(row).toMatchObject({ status: "failed", transport: "smtp", attempts: 1 });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.text).toContain("/api/auth/verify-email"); // kept until it is really sent

    const jobs = await t.ctx.db.select().from(job).where(eq(job.status, "queued"));
    const retry = jobs.find((j) => (j.payload as { emailId?: string }).emailId === row!.id);
    expect(retry, "the email job is queued again").toBeDefined();
    expect(retry!.attempts).toBe(1);
    expect(retry!.runAt.getTime()).toBeGreaterThanOrEqual(startedAt + 9_000);
    expect(retry!.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back; once the retry is due the email goes out.
    smtp = await startSmtp(port);
    await t.ctx.db
      .update(job)
      .set({ runAt: new Date(0) })
      .where(eq(job.id, retry!.id));
    await t.runJobs();
    const [after] = await t.ctx.db.select().from(emailMessage).where(eq(emailMessage.id, row!.id));
    expect(after).toMatchObject({ status: "sent", attempts: 2, error: null, text: null });
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(true);
  });
});
