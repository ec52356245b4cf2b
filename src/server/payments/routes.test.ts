/** `/api/payments` in sandbox mode: the config the hosted checkout reads and the sandbox tokenizer. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkout } from "../db/schema/checkouts.js";
import { type ManualClock, manualClock } from "../lib/clock.js";
import { uuidv7 } from "../lib/ids.js";
import type { TestClient } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { createSeller } from "../test/v1-helpers.js";
import { PaymentObjectNotFoundError } from "./errors.js";
import { TOKENIZER_LIMIT } from "./routes.js";

let t: TestApp;
let clock: ManualClock;
let organizationId: string;
let buyer: TestClient;

beforeAll(async () => {
  clock = manualClock(new Date());
  t = await createTestApp({ clock });
  organizationId = (await createSeller(t, "Tokens")).organizationId;
  buyer = t.client({ ip: "203.0.113.7" });
});
afterAll(() => t.close());

/** An open sandbox checkout row (the checkouts module makes real ones; only the secret matters here). */
async function openCheckout(app: TestApp, org: string, over: Partial<typeof checkout.$inferInsert> = {}) {
  const now = app.ctx.clock.now();
  const clientSecret = `polar_c_${uuidv7().replace(/-/g, "")}`;
  await app.ctx.db.insert(checkout).values({
    id: uuidv7(),
    organizationId: org,
    clientSecret,
    status: "open",
    paymentProcessor: app.ctx.payments.name,
    expiresAt: new Date(now.getTime() + 3_600_000),
    productIds: [],
    currency: "usd",
    amount: 1000,
    netAmount: 1000,
    totalAmount: 1000,
    createdAt: now,
    ...over,
  });
  return clientSecret;
}

const card = (over: Record<string, unknown> = {}) => ({
  number: "4242 4242 4242 4242",
  exp_month: 12,
  exp_year: clock.now().getUTCFullYear() + 2,
  cvc: "123",
  ...over,
});

const tokenize = (body: unknown, client = buyer) => client.post("/api/payments/sandbox/tokens", body);

describe("GET /api/payments/config", () => {
  it("tells the hosted checkout to use the sandbox card form", async () => {
    const res = await buyer.get("/api/payments/config");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ processor: "sandbox", publishable_key: null });
  });
});

describe("POST /api/payments/stripe/webhook in sandbox mode", () => {
  it("does not exist", async () => {
    const res = await buyer.post("/api/payments/stripe/webhook", "{}", {
      headers: { "stripe-signature": "t=1,v1=x" },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("ResourceNotFound");
  });
});

describe("POST /api/payments/sandbox/tokens", () => {
  it("returns a payment method of the checkout's organization and keeps no card number", async () => {
    const secret = await openCheckout(t, organizationId);
    const res = await tokenize({ client_secret: secret, card: card() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^pm_/),
      brand: "visa",
      last4: "4242",
      exp_month: 12,
      exp_year: clock.now().getUTCFullYear() + 2,
    });
    const pm = await t.ctx.payments.retrievePaymentMethod(organizationId, res.body.id);
    expect(pm.last4).toBe("4242");
    await expect(t.ctx.payments.retrievePaymentMethod("org_other", res.body.id)).rejects.toBeInstanceOf(
      PaymentObjectNotFoundError,
    );
    const rows = await t.ctx.db.execute(sql`select * from sandbox_payment_method`);
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
  });

  it("answers 404 unless the client secret is an open (or failed), unexpired checkout's", async () => {
    expect((await tokenize({ client_secret: "polar_c_nope", card: card() })).status).toBe(404);
    const expired = await openCheckout(t, organizationId, {
      expiresAt: new Date(clock.now().getTime() - 1000),
    });
    expect((await tokenize({ client_secret: expired, card: card() })).status).toBe(404);
    const confirmed = await openCheckout(t, organizationId, { status: "confirmed" });
    expect((await tokenize({ client_secret: confirmed, card: card() })).status).toBe(404);
    // After a decline the customer tries another card on the same checkout.
    const failed = await openCheckout(t, organizationId, { status: "failed" });
    expect((await tokenize({ client_secret: failed, card: card() })).status).toBe(200);
    const stripeCheckout = await openCheckout(t, organizationId, { paymentProcessor: "stripe" });
    const res = await tokenize({ client_secret: stripeCheckout, card: card() });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("ResourceNotFound");
  });

  it.each([
    ["number", { number: "4242 4242 4242 4241" }, "invalid_number"],
    ["exp_month", { exp_month: 13 }, "invalid_expiry_month"],
    ["exp_year", { exp_year: 2001 }, "invalid_expiry_year"],
    ["cvc", { cvc: "12" }, "invalid_cvc"],
  ])("answers 422 naming card.%s", async (field, over, type) => {
    const secret = await openCheckout(t, organizationId);
    const res = await tokenize({ client_secret: secret, card: card(over) });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe("RequestValidationError");
    expect(res.body.detail).toHaveLength(1);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "card", field], type });
    expect(res.body.detail[0].msg.length).toBeGreaterThan(5);
    if (field === "number" || field === "cvc") expect(res.body.detail[0].input).toBeNull();
    expect(res.text).not.toContain("4242 4242 4242 4241");
  });

  it("answers 422 naming malformed or missing fields, 400 for a body that is not JSON", async () => {
    const secret = await openCheckout(t, organizationId);
    const wrongType = await tokenize({
      client_secret: secret,
      card: card({ exp_month: "12", number: 4242 }),
    });
    expect(wrongType.status).toBe(422);
    const locs = wrongType.body.detail.map((d: { loc: string[] }) => d.loc.join("."));
    expect(locs.sort()).toEqual(["body.card.exp_month", "body.card.number"]);
    expect(wrongType.body.detail.find((d: { loc: string[] }) => d.loc[2] === "number").input).toBeNull();
    const noCard = await tokenize({ client_secret: secret });
    expect(noCard.status).toBe(422);
    expect(noCard.body.detail[0].loc).toEqual(["body", "card"]);
    const noSecret = await tokenize({ card: card() });
    expect(noSecret.body.detail[0].loc).toEqual(["body", "client_secret"]);
    const notJson = await tokenize("{not json");
    expect(notJson.status).toBe(400);
  });
});

describe("tokenizer rate limit (RATE_LIMIT_ENABLED=true)", () => {
  it("answers 429 with Retry-After past the limit, per client address, until the window passes", async () => {
    const limitedClock = manualClock(new Date("2026-03-01T10:00:00Z"));
    const limited = await createTestApp({ clock: limitedClock, env: { RATE_LIMIT_ENABLED: "true" } });
    try {
      const secret = await openCheckout(limited, "org_rate_limit");
      const a = limited.client({ ip: "198.51.100.1" });
      const body = { client_secret: secret, card: card({ exp_year: 2030 }) };
      for (let i = 0; i < TOKENIZER_LIMIT.max; i++) {
        expect((await tokenize(body, a)).status, `attempt ${i + 1}`).toBe(200);
      }
      const over = await tokenize(body, a);
      expect(over.status).toBe(429);
      expect(over.body.error).toBe("TooManyRequests");
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(TOKENIZER_LIMIT.windowMs / 1000);
      // Unknown secrets count too: the limit also slows down guessing client secrets.
      expect((await tokenize({ ...body, client_secret: "polar_c_guess" }, a)).status).toBe(429);
      expect((await tokenize(body, limited.client({ ip: "198.51.100.2" }))).status).toBe(200);
      limitedClock.advance(retryAfter * 1000);
      expect((await tokenize(body, a)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
