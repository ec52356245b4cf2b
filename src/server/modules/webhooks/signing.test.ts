import { createHmac } from "node:crypto";
import { validateEvent, WebhookVerificationError } from "@polar-sh/sdk/webhooks";
import { eq } from "drizzle-orm";
import { WebhookVerificationError as StandardVerificationError, Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller } from "../../test/v1-helpers.js";
import { formatPayload } from "./payload-format.js";
import { crc32, generateWebhookSecret, isWellFormedSecret, signWebhook, webhookHeaders } from "./signing.js";

/** The verifier clock is the wall clock (both libraries read Date.now()); so is the signer's here. */
const nowSeconds = () => Math.floor(Date.now() / 1000);
const standard = (secret: string) => new Webhook(Buffer.from(secret, "utf8").toString("base64"));

let t: TestApp;
/** A real `product.created` payload from the outbox, exactly as the raw format sends it. */
let body: string;
let eventId: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await createSeller(t, "Signer");
  const res = await seller.api.post("/v1/products/", {
    name: "E-book",
    prices: [{ amount_type: "fixed", price_amount: 1999, price_currency: "usd" }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [event] = await t.ctx.db.select().from(webhookEvent).where(eq(webhookEvent.type, "product.created"));
  eventId = event!.id;
  body = formatPayload("raw", event!.payload);
});
afterAll(() => t.close());

/** Runs a verifier and returns the message it threw (or "verified"). */
function outcome(verify: () => unknown): string {
  try {
    verify();
    return "verified";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("generateWebhookSecret", () => {
  it("makes Polar-format secrets: whsec_ + 37 alphanumerics + 6-char base62 CRC-32", () => {
    const secrets = new Set(Array.from({ length: 50 }, generateWebhookSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9]{43}$/);
      expect(isWellFormedSecret(secret)).toBe(true);
    }
  });

  it("computes the CRC-32 zlib computes and notices a changed character", () => {
    expect(crc32("hello")).toBe(907060870);
    expect(crc32("")).toBe(0);
    const secret = generateWebhookSecret();
    const flipped = `${secret.slice(0, 10)}${secret[10] === "a" ? "b" : "a"}${secret.slice(11)}`;
    expect(isWellFormedSecret(flipped)).toBe(false);
  });
});

describe("signWebhook", () => {
  it("is v1,base64(HMAC-SHA256(utf8(whole secret), id.timestamp.body))", () => {
    const secret = "whsec_ovyN6cPrTv56AApvzCaJno08SSmGJmgbWilb33N2JuK";
    const mac = createHmac("sha256", secret).update("msg_1.1700000000.{}").digest("base64");
    expect(signWebhook(secret, "msg_1", 1700000000, "{}")).toBe(`v1,${mac}`);
  });

  it("is verified by @polar-sh/sdk validateEvent and by standardwebhooks given base64(utf8(secret))", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders(secret, eventId, nowSeconds(), body);
    const event = validateEvent(body, headers, secret) as { type: string; data: { name: string } };
    expect(event.type).toBe("product.created");
    expect(event.data.name).toBe("E-book");
    const verified = standard(secret).verify(body, headers) as { type: string; data: { id: string } };
    expect(verified.type).toBe("product.created");
    expect(verified).toEqual(JSON.parse(body));
  });

  it("is not what a spec-style verifier (secret minus whsec_, base64-decoded) expects", () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders(secret, eventId, nowSeconds(), body);
    expect(outcome(() => new Webhook(secret).verify(body, headers))).toBe("No matching signature found");
  });
});

describe("event types outside @polar-sh/sdk 0.47's list", () => {
  it('verify with standardwebhooks but make validateEvent throw "Unknown event type"', () => {
    const secret = generateWebhookSecret();
    const discount = JSON.stringify({
      type: "discount.created",
      timestamp: new Date().toISOString(),
      data: {},
    });
    const headers = webhookHeaders(secret, eventId, nowSeconds(), discount);
    expect(outcome(() => standard(secret).verify(discount, headers))).toBe("verified");
    expect(outcome(() => validateEvent(discount, headers, secret))).toBe(
      "Failed to parse event: SDKValidationError: Unknown event type: discount.created: discount.created",
    );
  });
});

describe("what verifiers say when verification fails", () => {
  const secret = generateWebhookSecret();
  // The wall clock stands still in each test: signing at now + 301 s and verifying a moment later
  // across a second's boundary would otherwise be only 300 s ahead, inside the tolerance.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const verifiers = {
    "@polar-sh/sdk validateEvent": (payload: string, headers: Record<string, string>, key = secret) =>
      validateEvent(payload, headers, key),
    standardwebhooks: (payload: string, headers: Record<string, string>, key = secret) =>
      standard(key).verify(payload, headers),
  };

  for (const [name, verify] of Object.entries(verifiers)) {
    describe(name, () => {
      it("verifies an untouched delivery", () => {
        expect(outcome(() => verify(body, webhookHeaders(secret, eventId, nowSeconds(), body)))).toBe(
          "verified",
        );
      });

      it('rejects a tampered body: "No matching signature found"', () => {
        const headers = webhookHeaders(secret, eventId, nowSeconds(), body);
        const tampered = body.replace('"E-book"', '"Free book"');
        expect(tampered).not.toBe(body);
        expect(outcome(() => verify(tampered, headers))).toBe("No matching signature found");
      });

      it('rejects a wrong secret: "No matching signature found"', () => {
        const headers = webhookHeaders(generateWebhookSecret(), eventId, nowSeconds(), body);
        expect(outcome(() => verify(body, headers))).toBe("No matching signature found");
      });

      it('rejects a timestamp 301 s old: "Message timestamp too old"', () => {
        const headers = webhookHeaders(secret, eventId, nowSeconds() - 301, body);
        expect(outcome(() => verify(body, headers))).toBe("Message timestamp too old");
      });

      it('rejects a timestamp 301 s ahead: "Message timestamp too new"', () => {
        const headers = webhookHeaders(secret, eventId, nowSeconds() + 301, body);
        expect(outcome(() => verify(body, headers))).toBe("Message timestamp too new");
      });

      it("accepts timestamps 290 s either side", () => {
        for (const skew of [-290, 290]) {
          expect(
            outcome(() => verify(body, webhookHeaders(secret, eventId, nowSeconds() + skew, body))),
          ).toBe("verified");
        }
      });

      it('rejects a delivery without its headers: "Missing required headers"', () => {
        const headers = webhookHeaders(secret, eventId, nowSeconds(), body);
        for (const missing of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
          const { [missing]: _, ...rest } = headers;
          expect(outcome(() => verify(body, rest))).toBe("Missing required headers");
        }
      });

      it('rejects a timestamp that is not a number: "Invalid Signature Headers"', () => {
        const headers = {
          ...webhookHeaders(secret, eventId, nowSeconds(), body),
          "webhook-timestamp": "yesterday",
        };
        expect(outcome(() => verify(body, headers))).toBe("Invalid Signature Headers");
      });

      it("throws the library's WebhookVerificationError", () => {
        const headers = webhookHeaders(secret, eventId, nowSeconds() - 301, body);
        const expected = name === "standardwebhooks" ? StandardVerificationError : WebhookVerificationError;
        expect(() => verify(body, headers)).toThrow(expected);
      });
    });
  }
});
