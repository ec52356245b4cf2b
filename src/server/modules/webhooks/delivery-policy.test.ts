import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { testEnv } from "../../test/harness.js";
import { parseRetryAfter } from "./delivery-http.js";
import { MAX_BACKOFF_MS, MAX_RETRY_AFTER_MS, nextDelayMs, retryDelayMs } from "./delivery-policy.js";

describe("webhook retry policy", () => {
  it("waits between base·2ⁿ/2 and base·2ⁿ after the n-th failure, capped at 20 minutes", () => {
    expect(retryDelayMs(1, 2000, () => 0)).toBe(2000);
    expect(retryDelayMs(1, 2000, () => 1)).toBe(4000);
    expect(retryDelayMs(9, 2000, () => 0)).toBe(512_000);
    expect(retryDelayMs(9, 2000, () => 1)).toBe(1_024_000);
    expect(retryDelayMs(12, 2000, () => 1)).toBe(MAX_BACKOFF_MS);
    expect(retryDelayMs(12, 2000, () => 0)).toBe(MAX_BACKOFF_MS / 2);
  });

  it("spreads 10 attempts over about 35 minutes by default", () => {
    const total = (random: () => number) =>
      Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1, 2000, random)).reduce((a, b) => a + b, 0);
    expect(total(() => 1) / 60_000).toBeCloseTo(34.1, 1);
    expect(total(() => 0) / 60_000).toBeCloseTo(17.05, 1);
  });

  it("uses the receiver's Retry-After instead, up to an hour", () => {
    expect(nextDelayMs(3, 2000, 120_000)).toBe(120_000);
    expect(nextDelayMs(3, 2000, 10 * 3_600_000)).toBe(MAX_RETRY_AFTER_MS);
    expect(nextDelayMs(1, 2000, null, () => 0)).toBe(2000);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    expect(parseRetryAfter("30", now)).toBe(30_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 12:05:00 GMT", now)).toBe(300_000);
    expect(parseRetryAfter("Sun, 01 Mar 2026 11:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it("takes attempts and backoff base from the environment, validated", () => {
    const config = loadConfig(testEnv({ WEBHOOKS_MAX_ATTEMPTS: "3", WEBHOOKS_RETRY_BASE_MS: "500" }));
    expect(config.webhooksMaxAttempts).toBe(3);
    expect(config.webhooksRetryBaseMs).toBe(500);
    expect(loadConfig(testEnv()).webhooksMaxAttempts).toBe(10);
    expect(() => loadConfig(testEnv({ WEBHOOKS_MAX_ATTEMPTS: "0" }))).toThrow(
      /WEBHOOKS_MAX_ATTEMPTS must be between 1 and 50/,
    );
    expect(() => loadConfig(testEnv({ WEBHOOKS_RETRY_BASE_MS: "fast" }))).toThrow(
      /WEBHOOKS_RETRY_BASE_MS must be a whole number/,
    );
  });
});
