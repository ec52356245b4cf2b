import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { sandboxCharge } from "../db/schema/sandbox-payments.js";
import { manualClock } from "../lib/clock.js";
import { openTestDatabase } from "../test/database.js";
import { IdempotencyKeyReusedError, PaymentObjectNotFoundError, PaymentParameterError } from "./errors.js";
import type { Charge, ChargeInput, PaymentProcessor } from "./processor.js";
import { createSandboxProcessor } from "./sandbox.js";

const ORG = "org_sandbox_bulk_a";
const OTHER = "org_sandbox_bulk_b";
const clock = manualClock(new Date("2026-06-15T12:00:00Z"));
let handle: DatabaseHandle;
let p: PaymentProcessor;
let n = 0;
const key = () => `bulk-key-${++n}`;

beforeAll(async () => {
  handle = await openTestDatabase();
  p = createSandboxProcessor({ db: handle.db, clock });
});
afterAll(async () => {
  await handle.close();
});

async function saved(number: string, organizationId = ORG) {
  const { customerRef } = await p.createCustomer({ organizationId, email: "a@example.com" });
  const pm = await p.tokenizeCard({
    organizationId,
    card: { number, expMonth: 12, expYear: 2030, cvc: "123" },
  });
  await p.attachPaymentMethod({ organizationId, customerRef, paymentMethod: pm.id });
  return { customerRef, paymentMethod: pm.id };
}

const offSession = (
  card: { customerRef: string; paymentMethod: string },
  over: Partial<ChargeInput> = {},
): ChargeInput => ({
  organizationId: ORG,
  amount: 1500,
  currency: "usd",
  offSession: true,
  idempotencyKey: key(),
  ...card,
  ...over,
});

const value = (r: PromiseSettledResult<Charge>) => {
  if (r.status !== "fulfilled") throw new Error(`expected a charge, got ${String(r.reason)}`);
  return r.value;
};
const reason = (r: PromiseSettledResult<Charge>) => (r.status === "rejected" ? r.reason : r.value);

async function chargeRows(organizationId: string) {
  return handle.db.select().from(sandboxCharge).where(eq(sandboxCharge.organizationId, organizationId));
}

describe("chargeMany", () => {
  it("charges saved cards off session as charge does, one row each, in input order", async () => {
    const visa = await saved("4242424242424242");
    const declined = await saved("4000000000000002");
    const other = await saved("4242424242424242", OTHER);
    const before = (await chargeRows(ORG)).length;
    const inputs = [
      offSession(visa, { amount: 1000 }),
      offSession(declined),
      offSession(other, { organizationId: OTHER, amount: 700 }),
      offSession(visa, { amount: 2000 }),
    ];
    const results = await p.chargeMany(inputs);
    expect(results.map((r) => [value(r).status, value(r).amount])).toEqual([
      ["succeeded", 1000],
      ["failed", 1500],
      ["succeeded", 700],
      ["succeeded", 2000],
    ]);
    expect(value(results[1]!).decline).toMatchObject({ code: "card_declined" });
    expect(value(results[0]!)).toMatchObject({
      customerRef: visa.customerRef,
      paymentMethodId: visa.paymentMethod,
      offSession: true,
    });
    expect((await chargeRows(ORG)).length).toBe(before + 3);
    // The same inputs again replay the first charges (one charge per key); `charge` agrees.
    const again = await p.chargeMany(inputs);
    expect(again.map((r) => value(r).id)).toEqual(results.map((r) => value(r).id));
    expect((await p.charge(inputs[0]!)).id).toBe(value(results[0]!).id);
    expect((await chargeRows(ORG)).length).toBe(before + 3);
  });

  it("a key given twice in one call charges once; with other parameters it is refused", async () => {
    const visa = await saved("4242424242424242");
    const first = offSession(visa);
    const [a, b, c] = await p.chargeMany([first, { ...first }, { ...first, amount: 99 }]);
    expect(value(b!).id).toBe(value(a!).id);
    expect(reason(c!)).toBeInstanceOf(IdempotencyKeyReusedError);
    const rows = (await chargeRows(ORG)).filter((r) => r.idempotencyKey === first.idempotencyKey);
    expect(rows).toHaveLength(1);
  });

  it("the succeed-once card: its first off-session charge succeeds, the next in the same call declines", async () => {
    const once = await saved("4000000000000341");
    const [a, b] = await p.chargeMany([offSession(once), offSession(once)]);
    expect([value(a!).status, value(b!).status]).toEqual(["succeeded", "failed"]);
    const [c] = await p.chargeMany([offSession(once)]);
    expect(value(c!).status).toBe("failed");
  });

  it("refuses each bad input on its own, as charge would, and charges the rest", async () => {
    const visa = await saved("4242424242424242");
    const stranger = await saved("4242424242424242");
    const results = await p.chargeMany([
      offSession(visa, { paymentMethod: stranger.paymentMethod }),
      offSession(visa, { customerRef: "cus_00000000-0000-7000-8000-000000000000" }),
      offSession(visa, { amount: 0 }),
      offSession(visa, { currency: "USD" }),
      offSession(visa, { organizationId: OTHER }),
      offSession(visa),
    ]);
    expect(reason(results[0]!)).toBeInstanceOf(PaymentParameterError);
    expect(reason(results[1]!)).toBeInstanceOf(PaymentObjectNotFoundError);
    expect(reason(results[2]!)).toBeInstanceOf(PaymentParameterError);
    expect(reason(results[3]!)).toBeInstanceOf(PaymentParameterError);
    expect(reason(results[4]!)).toBeInstanceOf(PaymentObjectNotFoundError);
    expect(value(results[5]!).status).toBe("succeeded");
  });

  it("inputs that are not saved-card off-session charges go through charge", async () => {
    const { customerRef } = await p.createCustomer({ organizationId: ORG, email: "b@example.com" });
    const [onSession, saving] = await p.chargeMany([
      {
        organizationId: ORG,
        amount: 500,
        currency: "usd",
        paymentMethod: "pm_card_visa",
        offSession: false,
        idempotencyKey: key(),
      },
      {
        organizationId: ORG,
        amount: 600,
        currency: "usd",
        customerRef,
        paymentMethod: "pm_card_visa",
        offSession: false,
        savePaymentMethod: true,
        idempotencyKey: key(),
      },
    ]);
    expect(value(onSession!)).toMatchObject({ status: "succeeded", amount: 500, customerRef: null });
    expect(value(saving!)).toMatchObject({ status: "succeeded", amount: 600, customerRef });
    const pm = await p.retrievePaymentMethod(ORG, value(saving!).paymentMethodId);
    expect(pm.customerRef).toBe(customerRef);
  });
});
