import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer } from "../../db/schema/customers.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import type { PaymentProcessor } from "../../payments/processor.js";
import { makeBenefit, makeProduct } from "../../test/fixtures/benefit-grants.js";
import {
  chargesOf,
  client,
  countTransactions,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { customerRowOf } from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { settleAttempt } from "./settle.js";

/**
 * A one-time purchase without benefits is settled in one statement, no transaction
 * (checkouts/fulfil.ts): the checkout's settlement and the customer's invoice number are taken only
 * while both rows are as the confirmation left them. When either moved during the charge, that
 * statement writes nothing and the transactional path settles it: one order, one number each.
 */
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
let transactions: { readonly count: number };
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Settle statement");
  c = client(t);
  transactions = countTransactions(t);
});
afterAll(() => t.close());

const customerRow = (id: string) => customerRowOf(t, seller, id);

/** Each recorded event about this checkout's order or the checkout itself, by type. */
async function eventTypesOf(checkoutId: string, orderId: string) {
  const rows = await t.ctx.db
    .select({ type: webhookEvent.type })
    .from(webhookEvent)
    .where(
      and(
        eq(webhookEvent.organizationId, seller.organizationId),
        sql`${webhookEvent.subjectId} in (${checkoutId}::uuid, ${orderId}::uuid)`,
      ),
    );
  return rows.map((r) => r.type).sort();
}

/** Confirms `co` and counts the transactions the confirmation opened. */
async function confirmCounting(co: { client_secret: string }, body = payBody()) {
  const before = transactions.count;
  const res = await c.confirm(co.client_secret, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: res.body, transactions: transactions.count - before };
}

/** Runs `during` inside the processor's charge of the next confirmation. */
function duringCharge(during: () => Promise<void>): () => void {
  const real = t.ctx.payments;
  let ran = false;
  const wrapped: PaymentProcessor = {
    ...real,
    name: real.name,
    async charge(input) {
      const charge = await real.charge(input);
      if (!ran) {
        ran = true;
        await during();
      }
      return charge;
    },
  };
  t.ctx.payments = wrapped;
  return () => {
    t.ctx.payments = real;
  };
}

describe("settling a one-time purchase", () => {
  it("takes one statement after the claim, and numbers the customer's invoices in turn", async () => {
    const p = await fixedProduct(seller, 2500);
    const numbers: string[] = [];
    for (const round of [1, 2]) {
      const co = await makeCheckout(seller, { products: [p.id] });
      const confirmed = await confirmCounting(co, payBody({ customer_email: "in-turn@example.com" }));
      // None for a new buyer (claim-at-once, checkout-claim-statement.test.ts); a returning buyer's
      // claim is a transaction.
      expect(confirmed.transactions, `round ${round}`).toBe(round === 1 ? 0 : 1);
      expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("succeeded");
      const [order] = await ordersOf(seller, co.id);
      expect(order).toMatchObject({ status: "paid", total_amount: 2500, checkout_id: co.id });
      numbers.push(order!.invoice_number as string);
      const types = await eventTypesOf(co.id, order!.id as string);
      expect(types.filter((x) => x !== "checkout.created")).toEqual([
        "checkout.updated",
        "checkout.updated",
        "order.created",
        "order.paid",
      ]);
    }
    const [first, second] = numbers;
    expect(first).toMatch(/^[A-Z0-9]+-0001$/);
    expect(second).toBe(first!.replace(/0001$/, "0002"));
  });

  it("keeps the discount the attempt redeemed", async () => {
    const p = await fixedProduct(seller, 2000);
    const d = await makeDiscount(seller, { type: "fixed", amount: 500, currency: "usd", code: "FIVEOFF" });
    const co = await makeCheckout(seller, { products: [p.id] });
    const confirmed = await confirmCounting(co, payBody({ discount_code: "FIVEOFF" }));
    expect(confirmed.transactions).toBe(1);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ discount_id: d.id, discount_amount: 500, total_amount: 1500 });
  });

  it("falls back to a transaction when another order took the invoice number during the charge", async () => {
    const p = await fixedProduct(seller, 1500);
    const email = "raced-number@example.com";
    const warmup = await makeCheckout(seller, { products: [p.id] });
    const first = await confirmCounting(warmup, payBody({ customer_email: email }));
    const customerId = first.body.customer_id as string;
    const co = await makeCheckout(seller, { products: [p.id] });
    const restore = duringCharge(async () => {
      // Another order of the same customer takes 0002 while this one is being charged.
      await t.ctx.db
        .update(customer)
        .set({ invoiceNextNumber: sql`${customer.invoiceNextNumber} + 1` })
        .where(eq(customer.id, customerId));
    });
    const confirmed = await confirmCounting(co, payBody({ customer_email: email })).finally(restore);
    expect(confirmed.transactions).toBe(2);
    const orders = await ordersOf(seller, co.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.invoice_number).toMatch(/-0003$/);
    expect((await customerRow(customerId)).invoiceNextNumber).toBe(4);
    // The statement that found the number taken wrote nothing: each event once.
    const types = await eventTypesOf(co.id, orders[0]!.id as string);
    expect(types.filter((x) => x === "order.created" || x === "order.paid")).toEqual([
      "order.created",
      "order.paid",
    ]);
  });

  it("leaves the attempt to the settlement that ran during its charge: one order, one charge", async () => {
    const p = await fixedProduct(seller, 1700);
    const co = await makeCheckout(seller, { products: [p.id] });
    const restore = duringCharge(async () => {
      // The reconcile job settles the same attempt first (its charge returns the same charge).
      const settled = await settleAttempt(t.ctx, seller.organizationId, co.id as string, 1);
      expect(settled.outcome).toBe("succeeded");
    });
    const confirmed = await confirmCounting(
      co,
      payBody({ customer_email: "raced-settle@example.com" }),
    ).finally(restore);
    expect(confirmed.body.status).toBe("confirmed");
    // The settlement during the charge, then the confirmation's own finding it settled.
    expect(confirmed.transactions).toBe(2);
    expect((await seller.api.get(`/v1/checkouts/${co.id}`)).body.status).toBe("succeeded");
    const orders = await ordersOf(seller, co.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.invoice_number).toMatch(/-0001$/);
    expect(await chargesOf(t, co.id as string)).toHaveLength(1);
    const paid = await t.ctx.db
      .select({ id: webhookEvent.id })
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.type, "order.paid"), like(sql`${webhookEvent.payload}::text`, `%${co.id}%`)),
      );
    expect(paid).toHaveLength(1);
  });

  it("grants a product's benefits in a transaction", async () => {
    const benefit = await makeBenefit(seller, "custom", { note: "Thanks" });
    const productId = await makeProduct(seller, [benefit.id]);
    const co = await makeCheckout(seller, { products: [productId] });
    const confirmed = await confirmCounting(co, payBody({ customer_email: "with-benefit@example.com" }));
    expect(confirmed.transactions).toBe(1);
    const grants = await seller.api.get(`/v1/benefits/${benefit.id}/grants`);
    expect(grants.status, JSON.stringify(grants.body)).toBe(200);
    expect(grants.body.items).toHaveLength(1);
  });
});
