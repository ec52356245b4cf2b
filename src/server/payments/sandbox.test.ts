import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { sandboxCharge } from "../db/schema/sandbox-payments.js";
import { manualClock } from "../lib/clock.js";
import { openTestDatabase } from "../test/database.js";
import {
  CardValidationError,
  IdempotencyKeyReusedError,
  PaymentObjectNotFoundError,
  PaymentParameterError,
  RefundNotAllowedError,
} from "./errors.js";
import type { PaymentProcessor } from "./processor.js";
import { createSandboxProcessor } from "./sandbox.js";

const ORG = "org_sandbox_a";
const OTHER = "org_sandbox_b";
const clock = manualClock(new Date("2026-06-15T12:00:00Z"));
let handle: DatabaseHandle;
let p: PaymentProcessor;
let n = 0;
const key = () => `key-${++n}`;

beforeAll(async () => {
  handle = await openTestDatabase();
  p = createSandboxProcessor({ db: handle.db, clock });
});
afterAll(async () => {
  await handle.close();
});

const card = (number: string, over: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...over,
});

async function saved(number: string) {
  const { customerRef } = await p.createCustomer({ organizationId: ORG, email: "a@example.com" });
  const pm = await p.tokenizeCard({ organizationId: ORG, card: card(number) });
  await p.attachPaymentMethod({ organizationId: ORG, customerRef, paymentMethod: pm.id });
  return { customerRef, pm };
}

describe("tokenizer", () => {
  it("keeps brand, last4 and expiry only", async () => {
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card("4242 4242 4242 4242") });
    expect(pm).toMatchObject({ type: "card", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    expect(pm.id).toMatch(/^pm_[0-9a-f-]{36}$/);
    const rows = await handle.db.execute("select * from sandbox_payment_method");
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
  });

  it.each([
    ["number", card("4242424242424241")],
    ["number", card("42")],
    ["exp_month", card("4242424242424242", { expMonth: 13 })],
    ["exp_month", card("4242424242424242", { expMonth: 5, expYear: 2026 })],
    ["exp_year", card("4242424242424242", { expYear: 2025 })],
    ["cvc", card("4242424242424242", { cvc: "12" })],
    ["cvc", card("378282246310005", { cvc: "123" })],
  ])("rejects a bad %s", async (field, input) => {
    const error = await p.tokenizeCard({ organizationId: ORG, card: input }).catch((e) => e);
    expect(error).toBeInstanceOf(CardValidationError);
    expect(error.field).toBe(field);
    expect(error.status).toBe(422);
    expect(error.detail[0].loc).toEqual(["body", "card", field]);
  });

  it("accepts the current month", async () => {
    const pm = await p.tokenizeCard({
      organizationId: ORG,
      card: card("5555555555554444", { expMonth: 6, expYear: 2026 }),
    });
    expect(pm.brand).toBe("mastercard");
  });
});

describe("charges with test cards", () => {
  it.each([
    ["4242424242424242", null],
    ["4000000000000002", "card_declined"],
    ["4000000000009995", "insufficient_funds"],
    ["4000000000000069", "expired_card"],
  ])("card %s", async (number, code) => {
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card(number) });
    const charge = await p.charge({
      organizationId: ORG,
      amount: 1000,
      currency: "usd",
      paymentMethod: pm.id,
      offSession: false,
      idempotencyKey: key(),
    });
    expect(charge.status).toBe(code ? "failed" : "succeeded");
    expect(charge.decline?.code ?? null).toBe(code);
    if (charge.decline) expect(charge.decline.message.length).toBeGreaterThan(5);
  });

  it.each([
    ["pm_card_visa", null],
    ["pm_card_chargeDeclined", "card_declined"],
    ["pm_card_chargeDeclinedInsufficientFunds", "insufficient_funds"],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card"],
    ["pm_card_chargeCustomerFail", null],
  ])("test value %s", async (value, code) => {
    const charge = await p.charge({
      organizationId: ORG,
      amount: 500,
      currency: "eur",
      paymentMethod: value,
      offSession: false,
      idempotencyKey: key(),
    });
    expect(charge.decline?.code ?? null).toBe(code);
    expect(charge.paymentMethodId).toMatch(/^pm_/);
  });

  it("4000000000000341 succeeds once, then declines off-session", async () => {
    const { customerRef, pm } = await saved("4000000000000341");
    const base = { organizationId: ORG, amount: 900, currency: "usd", customerRef, paymentMethod: pm.id };
    const first = await p.charge({ ...base, offSession: false, idempotencyKey: key() });
    expect(first.status).toBe("succeeded");
    const renewal = await p.charge({ ...base, offSession: true, idempotencyKey: key() });
    expect(renewal.decline?.code).toBe("card_declined");
  });

  it("saved cards charge off-session; test values can be saved too", async () => {
    const { customerRef } = await p.createCustomer({ organizationId: ORG });
    const pm = await p.attachPaymentMethod({
      organizationId: ORG,
      customerRef,
      paymentMethod: "pm_card_visa",
    });
    expect(pm.customerRef).toBe(customerRef);
    const charge = await p.charge({
      organizationId: ORG,
      amount: 100,
      currency: "usd",
      customerRef,
      paymentMethod: pm.id,
      offSession: true,
      idempotencyKey: key(),
    });
    expect(charge.status).toBe("succeeded");
  });

  it("declines a saved card once the clock passes its expiry", async () => {
    const { customerRef } = await p.createCustomer({ organizationId: ORG });
    const pm = await p.tokenizeCard({
      organizationId: ORG,
      card: card("4242424242424242", { expMonth: 7, expYear: 2026 }),
    });
    await p.attachPaymentMethod({ organizationId: ORG, customerRef, paymentMethod: pm.id });
    const local = createSandboxProcessor({
      db: handle.db,
      clock: manualClock(new Date("2026-08-01T00:00:00Z")),
    });
    const charge = await local.charge({
      organizationId: ORG,
      amount: 100,
      currency: "usd",
      customerRef,
      paymentMethod: pm.id,
      offSession: true,
      idempotencyKey: key(),
    });
    expect(charge.decline?.code).toBe("expired_card");
  });

  it("refuses off-session charges without a saved method, bad amounts and currencies", async () => {
    const base = {
      organizationId: ORG,
      amount: 100,
      currency: "usd",
      paymentMethod: "pm_card_visa",
      offSession: false,
    };
    await expect(p.charge({ ...base, offSession: true, idempotencyKey: key() })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
    await expect(p.charge({ ...base, amount: 0, idempotencyKey: key() })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
    await expect(p.charge({ ...base, amount: 1.5, idempotencyKey: key() })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
    await expect(p.charge({ ...base, currency: "USD", idempotencyKey: key() })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
    await expect(p.charge({ ...base, idempotencyKey: "" })).rejects.toBeInstanceOf(PaymentParameterError);
    await expect(
      p.charge({ ...base, paymentMethod: "pm_nope", idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
  });

  it("keeps organizations apart", async () => {
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card("4242424242424242") });
    await expect(p.retrievePaymentMethod(OTHER, pm.id)).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
    await expect(
      p.charge({
        organizationId: OTHER,
        amount: 1,
        currency: "usd",
        paymentMethod: pm.id,
        offSession: false,
        idempotencyKey: key(),
      }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
  });
});

describe("idempotency", () => {
  it("the same key returns the first charge; other parameters are refused", async () => {
    const k = key();
    const input = {
      organizationId: ORG,
      amount: 700,
      currency: "usd",
      paymentMethod: "pm_card_chargeDeclined",
      offSession: false,
      idempotencyKey: k,
    };
    const a = await p.charge(input);
    const b = await p.charge(input);
    expect(b).toEqual(a);
    await expect(p.charge({ ...input, amount: 701 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it("concurrent charges with one key create one charge", async () => {
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card("4242424242424242") });
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        p.charge({
          organizationId: ORG,
          amount: 1234,
          currency: "usd",
          paymentMethod: pm.id,
          offSession: false,
          idempotencyKey: k,
        }),
      ),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = await handle.db
      .select({ id: sandboxCharge.id })
      .from(sandboxCharge)
      .where(and(eq(sandboxCharge.organizationId, ORG), eq(sandboxCharge.idempotencyKey, k)));
    const count = rows.length;
    expect(count).toBe(1);
  });
});

describe("refunds", () => {
  async function paid(amount: number) {
    return p.charge({
      organizationId: ORG,
      amount,
      currency: "usd",
      paymentMethod: "pm_card_visa",
      offSession: false,
      idempotencyKey: key(),
    });
  }

  it("partial, replayed, then too large", async () => {
    const charge = await paid(1000);
    const k = key();
    const r1 = await p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 600, idempotencyKey: k });
    expect(r1).toMatchObject({ amount: 600, currency: "usd", status: "succeeded", chargeId: charge.id });
    expect(
      await p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 600, idempotencyKey: k }),
    ).toEqual(r1);
    await expect(
      p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 500, idempotencyKey: k }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(
      p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 401, idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(RefundNotAllowedError);
    await p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 400, idempotencyKey: key() });
    expect((await p.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(1000);
  });

  it("refuses failed charges and other organizations' charges", async () => {
    const failed = await p.charge({
      organizationId: ORG,
      amount: 100,
      currency: "usd",
      paymentMethod: "pm_card_chargeDeclined",
      offSession: false,
      idempotencyKey: key(),
    });
    await expect(
      p.refund({ organizationId: ORG, chargeRef: failed.id, amount: 100, idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(RefundNotAllowedError);
    const charge = await paid(100);
    await expect(
      p.refund({ organizationId: OTHER, chargeRef: charge.id, amount: 100, idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(PaymentObjectNotFoundError);
  });

  it("concurrent refunds never exceed the charge", async () => {
    const charge = await paid(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        p.refund({ organizationId: ORG, chargeRef: charge.id, amount: 300, idempotencyKey: key() }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(RefundNotAllowedError);
    expect((await p.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(900);
  });
});

describe("saving a card while charging it (savePaymentMethod)", () => {
  it("attaches the card to the customer once the charge succeeds, not when it is declined", async () => {
    const { customerRef } = await p.createCustomer({ organizationId: ORG });
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card("4242424242424242") });
    const base = { organizationId: ORG, amount: 700, currency: "usd", customerRef, offSession: false };
    const paid = await p.charge({
      ...base,
      paymentMethod: pm.id,
      savePaymentMethod: true,
      idempotencyKey: key(),
    });
    expect(paid.status).toBe("succeeded");
    expect((await p.retrievePaymentMethod(ORG, pm.id)).customerRef).toBe(customerRef);
    const renewal = await p.charge({
      ...base,
      paymentMethod: pm.id,
      offSession: true,
      idempotencyKey: key(),
    });
    expect(renewal.status).toBe("succeeded");

    const bad = await p.tokenizeCard({ organizationId: ORG, card: card("4000000000000002") });
    const declined = await p.charge({
      ...base,
      paymentMethod: bad.id,
      savePaymentMethod: true,
      idempotencyKey: key(),
    });
    expect(declined.status).toBe("failed");
    expect((await p.retrievePaymentMethod(ORG, bad.id)).customerRef).toBeNull();
  });

  it("needs a customer, and is part of the idempotency parameters", async () => {
    const base = {
      organizationId: ORG,
      amount: 100,
      currency: "usd",
      paymentMethod: "pm_card_visa",
      offSession: false,
    };
    await expect(
      p.charge({ ...base, savePaymentMethod: true, idempotencyKey: key() }),
    ).rejects.toBeInstanceOf(PaymentParameterError);
    const { customerRef } = await p.createCustomer({ organizationId: ORG });
    const pm = await p.tokenizeCard({ organizationId: ORG, card: card("4242424242424242") });
    const input = { ...base, customerRef, paymentMethod: pm.id, idempotencyKey: key() };
    await p.charge(input);
    await expect(p.charge({ ...input, savePaymentMethod: true })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });
});
