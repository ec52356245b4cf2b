import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, desc, eq, like } from "drizzle-orm";
import type { Hono } from "hono";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { type AppContext, closeContext, createContext } from "../context.js";
import { emailMessage } from "../db/schema/emails.js";
import { jobHandlers } from "../jobs/registry.js";
import { runDueJobs } from "../jobs/worker.js";
import { type Clock, systemClock } from "../lib/clock.js";
import { createLogger } from "../logger.js";
import type { MailTransport } from "../modules/emails/service.js";
import { TestClient } from "./client.js";
import { openTestDatabase } from "./database.js";

export interface TestApp {
  ctx: AppContext;
  app: Hono;
  /** A new browser-like client (own cookie jar). */
  client(opts?: ConstructorParameters<typeof TestClient>[1]): TestClient;
  /** Runs every due background job (emails, …) the way a worker would. */
  runJobs(): Promise<number>;
  /** The newest email sent to an address (after running jobs), optionally by template. */
  lastEmail(to: string, template?: string): Promise<typeof emailMessage.$inferSelect>;
  close(): Promise<void>;
}

/** The environment tests run with; anything can be overridden per test app. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
    DATA_DIR: mkdtempSync(join(tmpdir(), "kassa-test-")),
    BASE_URL: "http://localhost:3000",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    RATE_LIMIT_ENABLED: "false",
    TRUST_PROXY: "true",
    ...overrides,
  };
}

/** A full Kassa (HTTP app, auth, jobs) on a fresh database of its own. */
export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: Clock; mailer?: MailTransport } = {},
): Promise<TestApp> {
  const config = loadConfig(testEnv(opts.env));
  const database = await openTestDatabase();
  const ctx = await createContext(config, {
    database,
    skipMigrations: true,
    clock: opts.clock ?? systemClock,
    logger: createLogger(config),
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
  });
  const app = buildApp(ctx, { web: false });
  const runJobs = () => runDueJobs(ctx, jobHandlers);
  return {
    ctx,
    app,
    client: (clientOpts) => new TestClient(app, clientOpts),
    runJobs,
    async lastEmail(to, template) {
      await runJobs();
      const where = template
        ? and(eq(emailMessage.to, to.toLowerCase()), like(emailMessage.template, template))
        : eq(emailMessage.to, to.toLowerCase());
      const [row] = await ctx.db
        .select()
        .from(emailMessage)
        .where(where)
        .orderBy(desc(emailMessage.createdAt))
        .limit(1);
      if (!row) throw new Error(`No email to ${to}${template ? ` (${template})` : ""}`);
      return row;
    },
    close: () => closeContext(ctx),
  };
}

/** The first http(s) link in an email's text. */
export function linkIn(email: { text: string | null }): string {
  const match = /(https?:\/\/\S+)/.exec(email.text ?? "");
  if (!match) throw new Error(`No link in email: ${email.text}`);
  return match[1]!;
}

/** The one-time code in an email's text (a line of digits). */
export function codeIn(email: { text: string | null }): string {
  const match = /^(\d{6,8})$/m.exec(email.text ?? "");
  if (!match) throw new Error(`No code in email: ${email.text}`);
  return match[1]!;
}
