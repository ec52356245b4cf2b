import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "kassa-config-"));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("has working defaults for a first start", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.rateLimit).toEqual({ enabled: true, window: 60, max: 100 });
    expect(config.passkey).toEqual({ rpId: "localhost", rpName: "Kassa", origin: "http://localhost:3000" });
    expect(config.socialProviders).toEqual({});
  });

  it("generates the auth secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("requires AUTH_SECRET in production and never writes one there", () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required/);
    expect(existsSync(join(dir, "auth-secret"))).toBe(false);
  });

  it("takes every form of PostgreSQL URL that libpq and pg take, Unix sockets included", () => {
    for (const good of [
      "postgres://postgres@127.0.0.1:5432/test",
      "postgresql://u:p%40ss@db.example:6543/kassa?sslmode=require",
      "postgres://postgres@/kassa?host=/var/run/postgresql",
      "postgres:///kassa?host=/var/run/postgresql&user=postgres",
    ]) {
      expect(problemsOf({ DATABASE_URL: good }), good).toEqual([]);
      expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: good }).databaseUrl).toBe(good);
    }
    for (const bad of ["mysql://x", "localhost:5432/test", "postgresql://h:notaport/db", "http://h/db"]) {
      expect(problemsOf({ DATABASE_URL: bad }).join(), bad).toMatch(
        /DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//,
      );
    }
  });

  it("names every bad variable", () => {
    const problems = problemsOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://x",
      LOG_LEVEL: "loud",
      RATE_LIMIT_ENABLED: "maybe",
      SMTP_URL: "not a url",
      AUTH_SECRET: "short",
    });
    const text = problems.join("\n");
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "LOG_LEVEL",
      "RATE_LIMIT_ENABLED",
      "SMTP_URL",
      "AUTH_SECRET",
    ]) {
      expect(text).toContain(name);
    }
  });

  it("rejects a port out of range and a malformed trusted origin", () => {
    expect(problemsOf({ PORT: "70000" }).join()).toMatch(/PORT must be between 1 and 65535/);
    expect(problemsOf({ TRUSTED_ORIGINS: "https://ok.example, not-an-origin" }).join()).toMatch(
      /TRUSTED_ORIGINS/,
    );
  });

  it("keeps idle connections 65 s unless HTTP_KEEP_ALIVE_TIMEOUT says otherwise, and names it when bad", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).keepAliveTimeoutMs).toBe(65_000);
    expect(loadConfig({ DATA_DIR: dataDir(), HTTP_KEEP_ALIVE_TIMEOUT: "120" }).keepAliveTimeoutMs).toBe(
      120_000,
    );
    expect(problemsOf({ HTTP_KEEP_ALIVE_TIMEOUT: "0" }).join()).toMatch(/HTTP_KEEP_ALIVE_TIMEOUT/);
    expect(problemsOf({ HTTP_KEEP_ALIVE_TIMEOUT: "soon" }).join()).toMatch(/HTTP_KEEP_ALIVE_TIMEOUT/);
  });

  it("reads the per-account sign-in limit, and names SIGN_IN_ACCOUNT_MAX / _WINDOW when they are bad", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).signInLimit).toEqual({ max: 10, window: 900 });
    const off = loadConfig({ DATA_DIR: dataDir(), SIGN_IN_ACCOUNT_MAX: "0", SIGN_IN_ACCOUNT_WINDOW: "60" });
    expect(off.signInLimit).toEqual({ max: 0, window: 60 });
    expect(problemsOf({ SIGN_IN_ACCOUNT_MAX: "-1" }).join()).toMatch(/SIGN_IN_ACCOUNT_MAX/);
    expect(problemsOf({ SIGN_IN_ACCOUNT_MAX: "ten" }).join()).toMatch(/SIGN_IN_ACCOUNT_MAX/);
    expect(problemsOf({ SIGN_IN_ACCOUNT_WINDOW: "0" }).join()).toMatch(/SIGN_IN_ACCOUNT_WINDOW/);
    expect(problemsOf({ SIGN_IN_ACCOUNT_WINDOW: "90000" }).join()).toMatch(/SIGN_IN_ACCOUNT_WINDOW/);
  });

  it("reads the dunning retry days, and names SUBSCRIPTION_DUNNING_RETRY_DAYS when they are bad", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).dunningRetryDays).toEqual([2, 7, 14, 21]);
    const custom = loadConfig({ DATA_DIR: dataDir(), SUBSCRIPTION_DUNNING_RETRY_DAYS: " 1, 3 ,10 " });
    expect(custom.dunningRetryDays).toEqual([1, 3, 10]);
    for (const bad of ["2,x", "7,2", "2,2", "0,3", "400", "2,,7", "-1", "1,2,3,4,5,6,7,8,9,10,11"]) {
      const problems = problemsOf({ SUBSCRIPTION_DUNNING_RETRY_DAYS: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0], bad).toMatch(/^SUBSCRIPTION_DUNNING_RETRY_DAYS must /);
    }
  });

  it("enables any better-auth social provider from <PROVIDER>_CLIENT_ID and _SECRET", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GITHUB_CLIENT_ID: "gh-id",
      GITHUB_CLIENT_SECRET: "gh-secret",
      GITLAB_CLIENT_ID: "gl-id",
      GITLAB_CLIENT_SECRET: "gl-secret",
    });
    expect(Object.keys(config.socialProviders).sort()).toEqual(["github", "gitlab"]);
    expect(problemsOf({ GOOGLE_CLIENT_ID: "only-id" }).join()).toMatch(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
  });

  it("derives the base URL from PORT, and the passkey relying party from BASE_URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: "8080" }).baseUrl).toBe("http://localhost:8080");
    const config = loadConfig({ DATA_DIR: dataDir(), BASE_URL: "https://pay.example.com/" });
    expect(config.baseUrl).toBe("https://pay.example.com");
    expect(config.passkey.rpId).toBe("pay.example.com");
  });
});

describe("payment processor settings", () => {
  const keys = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_PUBLISHABLE_KEY: "pk_test_abc123" };

  it("uses the sandbox by default, and when PAYMENT_PROCESSOR=sandbox even with Stripe keys", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toEqual({ processor: "sandbox", stripe: null });
    const explicit = loadConfig({ DATA_DIR: dataDir(), PAYMENT_PROCESSOR: "sandbox", ...keys });
    expect(explicit.payments).toEqual({ processor: "sandbox", stripe: null });
  });

  it("selects Stripe explicitly or when STRIPE_SECRET_KEY is set", () => {
    const inferred = loadConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_WEBHOOK_SECRET: "whsec_x1" });
    expect(inferred.payments).toEqual({
      processor: "stripe",
      stripe: {
        secretKey: "sk_test_abc123",
        publishableKey: "pk_test_abc123",
        webhookSecret: "whsec_x1",
        apiBase: null,
      },
    });
    const local = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_PROCESSOR: "stripe",
      ...keys,
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(local.payments.stripe?.apiBase).toEqual({ protocol: "http", host: "127.0.0.1", port: 12111 });
    expect(local.payments.stripe?.webhookSecret).toBeNull();
    const https = loadConfig({ DATA_DIR: dataDir(), ...keys, STRIPE_API_BASE: "https://stripe.internal" });
    expect(https.payments.stripe?.apiBase).toEqual({ protocol: "https", host: "stripe.internal", port: 443 });
  });

  it("names the missing or malformed Stripe variable", () => {
    expect(problemsOf({ PAYMENT_PROCESSOR: "paypal" }).join()).toMatch(
      /PAYMENT_PROCESSOR must be sandbox or stripe/,
    );
    const missing = problemsOf({ PAYMENT_PROCESSOR: "stripe" }).join("\n");
    expect(missing).toMatch(/STRIPE_SECRET_KEY is required when PAYMENT_PROCESSOR=stripe/);
    expect(missing).toMatch(/STRIPE_PUBLISHABLE_KEY is required/);
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_abc" }).join()).toMatch(
      /STRIPE_PUBLISHABLE_KEY is required/,
    );
    const malformed = problemsOf({
      STRIPE_SECRET_KEY: "pk_test_wrong",
      STRIPE_PUBLISHABLE_KEY: "sk_test_wrong",
      STRIPE_WEBHOOK_SECRET: "secret",
      STRIPE_API_BASE: "ftp://x",
    }).join("\n");
    for (const name of [
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_API_BASE",
    ]) {
      expect(malformed).toContain(`${name} must be`);
    }
    expect(problemsOf({ ...keys, STRIPE_PUBLISHABLE_KEY: "pk_live_abc" }).join()).toMatch(
      /both be test keys or both be live keys/,
    );
    expect(problemsOf({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:1/v1" }).join()).toMatch(
      /STRIPE_API_BASE must be an origin/,
    );
  });
});
