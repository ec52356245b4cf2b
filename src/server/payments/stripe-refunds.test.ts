/** Stripe processor refunds, through the `stripe` SDK against the local stand-in. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeFixture, startStripeFixture } from "../test/standins/stripe/testing.js";
import { IdempotencyKeyReusedError, PaymentParameterError, RefundNotAllowedError } from "./errors.js";

const ORG = "org_refunds";
let f: StripeFixture;
let n = 0;
const key = (what = "k") => `${what}-${++n}`;

beforeAll(async () => {
  f = await startStripeFixture();
});
afterAll(() => f.close());

async function paid(amount = 1000, paymentMethod = "pm_card_visa") {
  return f.processor.charge({
    organizationId: ORG,
    amount,
    currency: "eur",
    paymentMethod,
    offSession: false,
    idempotencyKey: key("charge"),
  });
}

const refund = (chargeRef: string, amount: number, over: Record<string, unknown> = {}) =>
  f.processor.refund({ organizationId: ORG, chargeRef, amount, idempotencyKey: key("refund"), ...over });

describe("refunds", () => {
  it("refunds in part, then the rest, and the charge shows what was refunded", async () => {
    const charge = await paid(1000);
    const first = await refund(charge.id, 300, { reason: "customer_request" });
    expect(first).toMatchObject({
      chargeId: charge.id,
      amount: 300,
      currency: "eur",
      reason: "customer_request",
      status: "succeeded",
    });
    expect(first.id).toMatch(/^re_/);
    const sent = [...f.standIn.requests].reverse().find((r) => r.path === "/v1/refunds")!;
    expect(sent.params).toMatchObject({
      payment_intent: charge.id,
      amount: "300",
      reason: "requested_by_customer",
      metadata: { kassa_organization_id: ORG, kassa_reason: "customer_request" },
    });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^kassa:${ORG}:refund-`));
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(300);

    const rest = await refund(charge.id, 700, { reason: "service_disruption" });
    expect(rest.reason).toBe("service_disruption");
    const restSent = [...f.standIn.requests].reverse().find((r) => r.path === "/v1/refunds")!;
    expect(restSent.params.reason).toBeUndefined();
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(1000);
    await expect(refund(charge.id, 1)).rejects.toBeInstanceOf(RefundNotAllowedError);
  });

  it("refunds the full amount at once", async () => {
    const charge = await paid(2500);
    const full = await refund(charge.id, 2500);
    expect(full.amount).toBe(2500);
    expect(full.reason).toBeNull();
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(2500);
  });

  it("refuses more than what is left, with a 422 on amount, and refunds nothing", async () => {
    const charge = await paid(1000);
    await refund(charge.id, 600);
    const error = await refund(charge.id, 500).catch((e) => e);
    expect(error).toBeInstanceOf(RefundNotAllowedError);
    expect(error.status).toBe(422);
    expect(error.detail[0].loc).toEqual(["body", "amount"]);
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(600);
  });

  it("refuses refunds of a declined charge, and bad amounts before calling Stripe", async () => {
    const declined = await paid(1000, "pm_card_chargeDeclined");
    await expect(refund(declined.id, 100)).rejects.toBeInstanceOf(RefundNotAllowedError);
    const charge = await paid(1000);
    await expect(refund(charge.id, 0)).rejects.toBeInstanceOf(PaymentParameterError);
    await expect(refund(charge.id, 10.5)).rejects.toBeInstanceOf(PaymentParameterError);
    await expect(refund(charge.id, 100, { idempotencyKey: "" })).rejects.toBeInstanceOf(
      PaymentParameterError,
    );
  });

  it("returns the first refund for a retried key and never refunds twice", async () => {
    const charge = await paid(1000);
    const idempotencyKey = key("refund");
    const first = await refund(charge.id, 400, { idempotencyKey });
    const again = await refund(charge.id, 400, { idempotencyKey });
    expect(again.id).toBe(first.id);
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(400);
    await expect(refund(charge.id, 300, { idempotencyKey })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
  });

  it("concurrent refunds never exceed the charge", async () => {
    const charge = await paid(1000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => refund(charge.id, 300)));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(3);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toBeInstanceOf(RefundNotAllowedError);
    }
    expect((await f.processor.retrieveCharge(ORG, charge.id)).amountRefunded).toBe(900);
  });
});
