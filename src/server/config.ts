import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { socialProviderList } from "better-auth/social-providers";
import { z } from "zod";
import { bool, dayList, int, postgresUrl, url } from "./config-fields.js";

/**
 * Every setting Kassa reads from its environment, validated once at start.
 * README.md lists each variable with its default; keep the two in step.
 */
export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /**
   * How long an idle keep-alive connection stays open (HTTP_KEEP_ALIVE_TIMEOUT, seconds): longer
   * than a proxy's or client's idle timeout, so they close first and never reuse a socket the
   * server is closing.
   */
  keepAliveTimeoutMs: number;
  baseUrl: string;
  databaseUrl: string | null;
  dataDir: string;
  authSecret: string;
  smtpUrl: string | null;
  emailFrom: string;
  redisUrl: string | null;
  trustedOrigins: string[];
  /**
   * The origins allowed to send cookie-authenticated requests that change state: the origin of
   * BASE_URL, then TRUSTED_ORIGINS (patterns with `*` as better-auth matches them). The one list
   * both better-auth (`/api/auth`) and Kassa's own routes (`/v1`) check (http/origin.ts).
   */
  allowedOrigins: string[];
  trustProxy: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  rateLimit: { enabled: boolean; window: number; max: number };
  /** SIGN_IN_ACCOUNT_MAX (10, 0 = off) failed password sign-ins per account per SIGN_IN_ACCOUNT_WINDOW (900 s). */
  signInLimit: { max: number; window: number };
  worker: { concurrency: number; urgentConcurrency: number; pollMs: number; leaseMs: number };
  passkey: { rpId: string; rpName: string; origin: string };
  socialProviders: Record<string, { clientId: string; clientSecret: string }>;
  /** Where uploaded files live: S3-compatible storage when S3_BUCKET is set, else DATA_DIR/files. */
  storage: { s3: S3Settings | null };
  /** WEBHOOKS_ALLOW_PRIVATE: let webhook URLs resolve to loopback, private and link-local addresses. */
  webhooksAllowPrivate: boolean;
  /** WEBHOOKS_MAX_ATTEMPTS (10) and WEBHOOKS_RETRY_BASE_MS (2000): delivery attempts per event and the backoff base. */
  webhooksMaxAttempts: number;
  webhooksRetryBaseMs: number;
  /** GITHUB_API_URL and DISCORD_API_URL: the REST APIs the github_repository and discord benefits call. */
  integrations: { githubApiUrl: string; discordApiUrl: string };
  /** PAYMENT_PROCESSOR and, in Stripe mode, the STRIPE_* settings (README "Stripe"). */
  payments: PaymentSettings;
  /** SUBSCRIPTION_DUNNING_RETRY_DAYS ("2,7,14,21"): days after a failed renewal its payment is retried. */
  dunningRetryDays: number[];
}

export interface PaymentSettings {
  /** `sandbox` (default) or `stripe` (the default when STRIPE_SECRET_KEY is set). */
  processor: "sandbox" | "stripe";
  /** Set exactly when `processor` is `stripe`. */
  stripe: StripeSettings | null;
}

export interface StripeSettings {
  secretKey: string;
  /** Given to the hosted checkout, which loads Stripe Elements with it. */
  publishableKey: string;
  /** Verifies `POST /api/payments/stripe/webhook`; without it that endpoint answers 404. */
  webhookSecret: string | null;
  /** STRIPE_API_BASE as the SDK's host/port/protocol (a local stand-in); null for Stripe's own API. */
  apiBase: { protocol: "http" | "https"; host: string; port: number } | null;
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], {
    message: "NODE_ENV must be development, production or test",
  }),
  PORT: int("PORT", 1, 65535),
  HTTP_KEEP_ALIVE_TIMEOUT: int("HTTP_KEEP_ALIVE_TIMEOUT", 1, 3600),
  HOST: z.string().trim().min(1, { message: "HOST must not be empty" }),
  BASE_URL: url("BASE_URL", ["http:", "https:"]).optional(),
  DATABASE_URL: postgresUrl("DATABASE_URL").optional(),
  DATA_DIR: z.string().trim().min(1, { message: "DATA_DIR must not be empty" }),
  AUTH_SECRET: z
    .string()
    .min(32, { message: "AUTH_SECRET must be at least 32 characters (try: openssl rand -hex 32)" })
    .optional(),
  SMTP_URL: url("SMTP_URL", ["smtp:", "smtps:"]).optional(),
  EMAIL_FROM: z
    .string()
    .trim()
    .min(3, { message: "EMAIL_FROM must be an address like Kassa <no-reply@example.com>" }),
  REDIS_URL: url("REDIS_URL", ["redis:", "rediss:"]).optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  TRUST_PROXY: bool("TRUST_PROXY"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
    message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
  }),
  RATE_LIMIT_ENABLED: bool("RATE_LIMIT_ENABLED"),
  RATE_LIMIT_WINDOW: int("RATE_LIMIT_WINDOW", 1, 86400),
  RATE_LIMIT_MAX: int("RATE_LIMIT_MAX", 1, 1_000_000),
  SIGN_IN_ACCOUNT_MAX: int("SIGN_IN_ACCOUNT_MAX", 0, 1_000_000),
  SIGN_IN_ACCOUNT_WINDOW: int("SIGN_IN_ACCOUNT_WINDOW", 1, 86400),
  WORKER_CONCURRENCY: int("WORKER_CONCURRENCY", 1, 256),
  WORKER_URGENT_CONCURRENCY: int("WORKER_URGENT_CONCURRENCY", 0, 256),
  WORKER_POLL_MS: int("WORKER_POLL_MS", 10, 60_000),
  JOBS_LEASE_MS: int("JOBS_LEASE_MS", 1_000, 86_400_000),
  PASSKEY_RP_ID: z.string().trim().min(1).optional(),
  PASSKEY_RP_NAME: z.string().trim().min(1),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
    })
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,32}$/, { message: "S3_REGION must be a region name such as us-east-1" })
    .optional(),
  S3_ENDPOINT: url("S3_ENDPOINT", ["http:", "https:"]).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool("S3_FORCE_PATH_STYLE"),
  WEBHOOKS_ALLOW_PRIVATE: bool("WEBHOOKS_ALLOW_PRIVATE"),
  WEBHOOKS_MAX_ATTEMPTS: int("WEBHOOKS_MAX_ATTEMPTS", 1, 50),
  WEBHOOKS_RETRY_BASE_MS: int("WEBHOOKS_RETRY_BASE_MS", 1, 600_000),
  SUBSCRIPTION_DUNNING_RETRY_DAYS: dayList("SUBSCRIPTION_DUNNING_RETRY_DAYS"),
  GITHUB_API_URL: url("GITHUB_API_URL", ["http:", "https:"]),
  DISCORD_API_URL: url("DISCORD_API_URL", ["http:", "https:"]),
  PAYMENT_PROCESSOR: z
    .enum(["sandbox", "stripe"], { message: "PAYMENT_PROCESSOR must be sandbox or stripe" })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, {
      message:
        "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_… key)",
    })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, {
      message: "STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)",
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, { message: "STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)" })
    .optional(),
  STRIPE_API_BASE: url("STRIPE_API_BASE", ["http:", "https:"]).optional(),
});

const DEFAULTS: Record<string, string> = {
  NODE_ENV: "development",
  PORT: "3000",
  HTTP_KEEP_ALIVE_TIMEOUT: "65",
  HOST: "0.0.0.0",
  DATA_DIR: "./data",
  EMAIL_FROM: "Kassa <no-reply@localhost>",
  TRUST_PROXY: "false",
  LOG_LEVEL: "info",
  RATE_LIMIT_ENABLED: "true",
  RATE_LIMIT_WINDOW: "60",
  RATE_LIMIT_MAX: "100",
  SIGN_IN_ACCOUNT_MAX: "10",
  SIGN_IN_ACCOUNT_WINDOW: "900",
  WORKER_CONCURRENCY: "4",
  WORKER_URGENT_CONCURRENCY: "2",
  WORKER_POLL_MS: "500",
  JOBS_LEASE_MS: "300000",
  PASSKEY_RP_NAME: "Kassa",
  S3_FORCE_PATH_STYLE: "false",
  WEBHOOKS_ALLOW_PRIVATE: "false",
  WEBHOOKS_MAX_ATTEMPTS: "10",
  WEBHOOKS_RETRY_BASE_MS: "2000",
  SUBSCRIPTION_DUNNING_RETRY_DAYS: "2,7,14,21",
  GITHUB_API_URL: "https://api.github.com",
  DISCORD_API_URL: "https://discord.com/api/v10",
};

/** S3 settings: all optional but S3_BUCKET, which turns S3 storage on; keys come as a pair. */
function readS3(e: z.infer<typeof EnvSchema>): S3Settings | null {
  const others = (["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
    (k) => e[k] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length > 0) throw new ConfigError([`S3_BUCKET is required when ${others.join(", ")} is set`]);
    return null;
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together"]);
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, "") ?? null,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The payment processor: PAYMENT_PROCESSOR, else `stripe` when STRIPE_SECRET_KEY is set, else the
 * sandbox. Stripe mode needs the secret and publishable keys of the same mode (test or live).
 */
function readPayments(e: z.infer<typeof EnvSchema>): PaymentSettings {
  const processor = e.PAYMENT_PROCESSOR ?? (e.STRIPE_SECRET_KEY ? "stripe" : "sandbox");
  if (processor === "sandbox") return { processor, stripe: null };
  const problems: string[] = [];
  if (!e.STRIPE_SECRET_KEY) problems.push("STRIPE_SECRET_KEY is required when PAYMENT_PROCESSOR=stripe");
  if (!e.STRIPE_PUBLISHABLE_KEY) {
    problems.push(
      "STRIPE_PUBLISHABLE_KEY is required when PAYMENT_PROCESSOR=stripe (the hosted checkout loads Stripe Elements with it)",
    );
  }
  const mode = (key: string | undefined) => (key?.includes("_live_") ? "live" : "test");
  if (
    e.STRIPE_SECRET_KEY &&
    e.STRIPE_PUBLISHABLE_KEY &&
    mode(e.STRIPE_SECRET_KEY) !== mode(e.STRIPE_PUBLISHABLE_KEY)
  ) {
    problems.push("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both be live keys");
  }
  let apiBase: StripeSettings["apiBase"] = null;
  if (e.STRIPE_API_BASE) {
    const base = new URL(e.STRIPE_API_BASE);
    if (base.pathname !== "/" || base.search || base.hash || base.username) {
      problems.push("STRIPE_API_BASE must be an origin such as http://127.0.0.1:12111 (no path)");
    }
    const protocol = base.protocol === "http:" ? "http" : "https";
    apiBase = {
      protocol,
      host: base.hostname.replace(/^\[|\]$/g, ""),
      port: base.port ? Number(base.port) : protocol === "http" ? 80 : 443,
    };
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    processor,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY!,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase,
    },
  };
}

/** Social providers come from `<PROVIDER>_CLIENT_ID` and `<PROVIDER>_CLIENT_SECRET` for any provider better-auth knows. */
function readSocialProviders(env: Record<string, string | undefined>, problems: string[]) {
  const out: Config["socialProviders"] = {};
  for (const id of socialProviderList) {
    const prefix = id.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (clientId && clientSecret) out[id] = { clientId, clientSecret };
    else if (clientId || clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    }
  }
  return out;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Reads and validates the environment. Throws ConfigError naming every bad variable.
 * Outside production an unset AUTH_SECRET is generated once and kept in DATA_DIR.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, string | undefined> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = env[key];
    raw[key] = value === undefined || value === "" ? DEFAULTS[key] : value;
  }
  const problems: string[] = [];
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "environment");
      problems.push(issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`);
    }
  }
  const socialProviders = readSocialProviders(env, problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const dataDir = resolve(e.DATA_DIR);
  let authSecret = e.AUTH_SECRET;
  if (!authSecret) {
    if (e.NODE_ENV === "production") {
      throw new ConfigError(["AUTH_SECRET is required when NODE_ENV=production (try: openssl rand -hex 32)"]);
    }
    authSecret = readOrCreateSecret(dataDir);
  }
  const trustedOrigins = (e.TRUSTED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of trustedOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin) && !origin.includes("*")) {
      throw new ConfigError([`TRUSTED_ORIGINS: "${origin}" must be an origin like https://shop.example.com`]);
    }
  }
  const base = new URL(baseUrl);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT * 1000,
    baseUrl,
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    authSecret,
    smtpUrl: e.SMTP_URL ?? null,
    emailFrom: e.EMAIL_FROM,
    redisUrl: e.REDIS_URL ?? null,
    trustedOrigins,
    allowedOrigins: [base.origin, ...trustedOrigins],
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimit: { enabled: e.RATE_LIMIT_ENABLED, window: e.RATE_LIMIT_WINDOW, max: e.RATE_LIMIT_MAX },
    signInLimit: { max: e.SIGN_IN_ACCOUNT_MAX, window: e.SIGN_IN_ACCOUNT_WINDOW },
    worker: {
      concurrency: e.WORKER_CONCURRENCY,
      urgentConcurrency: e.WORKER_URGENT_CONCURRENCY,
      pollMs: e.WORKER_POLL_MS,
      leaseMs: e.JOBS_LEASE_MS,
    },
    passkey: { rpId: e.PASSKEY_RP_ID ?? base.hostname, rpName: e.PASSKEY_RP_NAME, origin: base.origin },
    socialProviders,
    storage: { s3: readS3(e) },
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    webhooksMaxAttempts: e.WEBHOOKS_MAX_ATTEMPTS,
    webhooksRetryBaseMs: e.WEBHOOKS_RETRY_BASE_MS,
    integrations: {
      githubApiUrl: e.GITHUB_API_URL.replace(/\/+$/, ""),
      discordApiUrl: e.DISCORD_API_URL.replace(/\/+$/, ""),
    },
    payments: readPayments(e),
    dunningRetryDays: e.SUBSCRIPTION_DUNNING_RETRY_DAYS,
  };
}
