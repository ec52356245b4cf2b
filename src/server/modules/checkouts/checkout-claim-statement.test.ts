import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer } from "../../db/schema/customers.js";
import { sandboxCustomer } from "../../db/schema/sandbox-payments.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { manualClock } from "../../lib/clock.js";
import { fromRef } from "../../payments/refs.js";
import {
  chargesOf,
  client,
  countTransactions,
  fixedProduct,
  makeCheckout,
  makeProduct,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

/**
 * A new buyer's confirmation of a one-time product is claimed in one statement without a
 * transaction (checkouts/claim-at-once.ts): the checkout is confirmed only while it is as read,
 * the customer inserted only when no customer has the email. Anything else, or a row that moved,
 * takes the transactional claim, with the same answers.
 */
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
let transactions: { readonly count: number };
beforeAll(async () => {
  // The clock stands still: a confirmation that waits longer than RECONCILE_AFTER_MS in wall time
  // would settle a concurrent winner's attempt itself (by design, for a dead process).
  t = await createTestApp({ clock: manualClock(new Date("2026-06-01T10:00:00.000Z")) });
  seller = await createSeller(t, "Claim statement");
  c = client(t);
  transactions = countTransactions(t);
});
afterAll(() => t.close());

const customersWithEmail = (email: string) =>
  t.ctx.db
    .select()
    .from(customer)
    .where(and(eq(customer.organizationId, seller.organizationId), sql`lower(${customer.email}) = ${email}`));

const eventsAbout = async (subjectId: string) =>
  (
    await t.ctx.db
      .select({ type: webhookEvent.type })
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.subjectId, subjectId)),
      )
  )
    .map((e) => e.type)
    .sort();

describe("claiming a new buyer's confirmation", () => {
  it("opens no transaction, and writes the customer, its processor customer and each event once", async () => {
    const p = await fixedProduct(seller, 3100);
    const co = await makeCheckout(seller, { products: [p.id] });
    const before = transactions.count;
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "first-time@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(transactions.count - before).toBe(0);

    const [made] = await customersWithEmail("first-time@example.com");
    expect(made).toMatchObject({ id: res.body.customer_id, name: "Ada Buyer", invoiceNextNumber: 2 });
    expect(made!.processorCustomerRef).toMatch(/^cus_/);
    const [sandbox] = await t.ctx.db
      .select()
      .from(sandboxCustomer)
      .where(eq(sandboxCustomer.id, fromRef("cus", made!.processorCustomerRef)!));
    expect(sandbox).toMatchObject({ email: "first-time@example.com" });
    expect(await eventsAbout(made!.id)).toEqual(["customer.created"]);
    expect((await eventsAbout(co.id as string)).filter((x) => x === "checkout.updated")).toHaveLength(2);

    const checkout = (await seller.api.get(`/v1/checkouts/${co.id}`)).body;
    expect(checkout).toMatchObject({ status: "succeeded", customer_id: made!.id, total_amount: 3100 });
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ status: "paid", customer_id: made!.id, total_amount: 3100 });
    expect(await chargesOf(t, co.id as string)).toHaveLength(1);
  });

  it("gives one customer to ten concurrent first checkouts of one email", { timeout: 60_000 }, async () => {
    const p = await fixedProduct(seller, 1200);
    const checkouts = [];
    for (let i = 0; i < 10; i++) checkouts.push(await makeCheckout(seller, { products: [p.id] }));
    const results = await Promise.all(
      checkouts.map((co) =>
        c.confirm(co.client_secret, payBody({ customer_email: "Same.Buyer@example.com" })),
      ),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const made = await customersWithEmail("same.buyer@example.com");
    expect(made).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.customer_id))).toEqual(new Set([made[0]!.id]));
    expect(await eventsAbout(made[0]!.id)).toEqual(["customer.created"]);
    const orders = (await Promise.all(checkouts.map((co) => ordersOf(seller, co.id)))).flat();
    expect(orders).toHaveLength(10);
    // Ten orders of one customer: ten invoice numbers, none twice.
    expect(new Set(orders.map((o) => o.invoice_number)).size).toBe(10);
  });

  it("takes the transactional claim for a subscription", async () => {
    const p = await makeProduct(seller, {
      name: "Claimed monthly",
      recurring_interval: "month",
      prices: [{ amount_type: "fixed", price_amount: 900 }],
    });
    const co = await makeCheckout(seller, { products: [p.id] });
    const before = transactions.count;
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "subscriber@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The claim's and the fulfilment's.
    expect(transactions.count - before).toBe(2);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ billing_reason: "subscription_create", total_amount: 900 });
  });

  it("refuses what is missing as the transactional claim does, writing nothing", async () => {
    const p = await fixedProduct(seller, 800);
    const co = await makeCheckout(seller, { products: [p.id] });
    const res = await c.confirm(
      co.client_secret,
      payBody({ customer_email: "no-card@example.com", confirmation_token_id: undefined }),
    );
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d: { loc: string[] }) => d.loc.join("."))).toEqual([
      "body.confirmation_token_id",
    ]);
    expect(await customersWithEmail("no-card@example.com")).toHaveLength(0);
    const after = (await seller.api.get(`/v1/checkouts/${co.id}`)).body;
    expect(after).toMatchObject({ status: "open" });
    const paid = await c.confirm(co.client_secret, payBody({ customer_email: "no-card@example.com" }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });
});
