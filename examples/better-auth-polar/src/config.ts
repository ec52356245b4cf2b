/** The app's settings, read once from the environment; a missing or bad value stops the start with its name. */
export interface Config {
  /** Where this app is reached (better-auth's base URL), e.g. http://localhost:4000. */
  appUrl: string;
  port: number;
  host: string;
  /** Signs better-auth's session cookies; at least 32 characters. */
  authSecret: string;
  /** The Kassa server, e.g. http://localhost:3000 (the SDK adds /v1/...). */
  kassaUrl: string;
  /** An organization access token made in Kassa (Settings → Access tokens). */
  kassaAccessToken: string;
  /** The secret Kassa shows when you create the webhook endpoint (whsec_...). */
  kassaWebhookSecret: string;
  /** The product the "Buy" button sells. */
  productId: string;
  /** The event name the "Send usage" form ingests; a meter in Kassa counts it. */
  usageEvent: string;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set (see the example's README, step 5)`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback?: string): string {
  const value = env[name]?.trim() || fallback;
  if (!value) throw new Error(`${name} is not set (see the example's README, step 5)`);
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}"`);
  return value.replace(/\/+$/, "");
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? "4000");
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const authSecret = required(env, "BETTER_AUTH_SECRET");
  if (authSecret.length < 32) throw new Error("BETTER_AUTH_SECRET must be at least 32 characters");
  return {
    appUrl: url(env, "APP_URL", `http://localhost:${port}`),
    port,
    host: env.HOST?.trim() || "localhost",
    authSecret,
    kassaUrl: url(env, "KASSA_URL"),
    kassaAccessToken: required(env, "KASSA_ACCESS_TOKEN"),
    kassaWebhookSecret: required(env, "KASSA_WEBHOOK_SECRET"),
    productId: required(env, "KASSA_PRODUCT_ID"),
    usageEvent: env.USAGE_EVENT?.trim() || "api_call",
  };
}
