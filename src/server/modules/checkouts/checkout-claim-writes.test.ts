import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCustomer } from "../../db/schema/sandbox-payments.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { manualClock } from "../../lib/clock.js";
import type { PaymentProcessor } from "../../payments/processor.js";
import { fromRef } from "../../payments/refs.js";
import {
  chargesOf,
  client,
  fixedProduct,
  makeCheckout,
  makeDiscount,
  ordersOf,
  payBody,
} from "../../test/fixtures/checkouts.js";
import { createCustomer, customerRowOf } from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { RECONCILE_AFTER_MS } from "./confirm.js";

/**
 * What the confirmation's claim writes together (docs/checkout.md, Performance): a new paying
 * customer with its processor customer, the customer's events with `checkout.updated`, the
 * order with its items and system events. Each is checked for what it leaves behind, once.
 */
const clock = manualClock(new Date("2026-07-01T09:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Claim writes");
  c = client(t);
});
afterAll(() => t.close());

const customerRow = (id: string) => customerRowOf(t, seller, id);

const sandboxCustomers = () =>
  t.ctx.db.select().from(sandboxCustomer).where(eq(sandboxCustomer.organizationId, seller.organizationId));

async function systemEvents(
  customerId: string,
): Promise<{ name: string; metadata: Record<string, unknown> }[]> {
  const res = await seller.api.get(`/v1/events/?source=system&limit=100&customer_id=${customerId}`);
  expect(res.status).toBe(200);
  return res.body.items;
}
const systemEventNames = async (customerId: string) =>
  (await systemEvents(customerId)).map((e) => e.name).sort();

describe("a confirmation's claim", () => {
  it("creates a new paying customer with its processor customer, and records each event once", async () => {
    const p = await fixedProduct(seller, 2500);
    const co = await makeCheckout(seller, { products: [p.id] });
    const before = (await sandboxCustomers()).length;
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "new-payer@example.com" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const customerId = res.body.customer_id as string;

    const row = await customerRow(customerId);
    expect(row.processorCustomerRef).toMatch(/^cus_/);
    const made = await sandboxCustomers();
    expect(made).toHaveLength(before + 1);
    const mine = made.find((s) => s.id === fromRef("cus", row.processorCustomerRef!));
    expect(mine).toMatchObject({ email: "new-payer@example.com", name: "Ada Buyer" });
    const [charge] = await chargesOf(t, co.id);
    expect(charge?.customerId).toBe(mine!.id);

    // customer.created before the checkout.updated of the same statement; each once.
    const events = await t.ctx.db
      .select({ type: webhookEvent.type, subjectId: webhookEvent.subjectId })
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, seller.organizationId))
      .orderBy(webhookEvent.id);
    const about = events.filter((e) => e.subjectId === customerId || e.subjectId === co.id);
    expect(about.map((e) => e.type)).toEqual([
      "checkout.created",
      "customer.created",
      "checkout.updated",
      "checkout.updated",
    ]);
    expect(await systemEventNames(customerId)).toEqual(["customer.created", "order.paid"]);
    const [order] = await ordersOf(seller, co.id);
    expect(order).toMatchObject({ status: "paid", total_amount: 2500 });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ amount: 2500, label: p.name });
  });

  it("commits the processor customer with the customer: the reconcile job charges it after a crash", async () => {
    const p = await fixedProduct(seller, 1800);
    const co = await makeCheckout(seller, { products: [p.id] });
    const real = t.ctx.payments;
    const dying: PaymentProcessor = {
      ...real,
      name: real.name,
      async charge() {
        throw new Error("connection reset by the processor");
      },
    };
    t.ctx.payments = dying;
    const res = await c.confirm(co.client_secret, payBody({ customer_email: "crash-payer@example.com" }));
    t.ctx.payments = real;
    expect(res.status).toBe(500);
    const customerId = (await seller.api.get(`/v1/checkouts/${co.id}`)).body.customer_id as string;
    const ref = (await customerRow(customerId)).processorCustomerRef;
    expect(ref).toMatch(/^cus_/);
    const count = (await sandboxCustomers()).length;

    clock.advance(RECONCILE_AFTER_MS);
    await t.runJobs();
    const charges = await chargesOf(t, co.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.customerId).toBe(fromRef("cus", ref!));
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
    expect((await customerRow(customerId)).processorCustomerRef).toBe(ref);
    expect(await sandboxCustomers()).toHaveLength(count);
  });

  it("makes no processor customer for a checkout with nothing to pay", async () => {
    const p = await fixedProduct(seller, 1200);
    const d = await makeDiscount(seller, { type: "percentage", basis_points: 10000, code: "ALLFREE" });
    const co = await makeCheckout(seller, { products: [p.id], discount_id: d.id });
    const before = (await sandboxCustomers()).length;
    const res = await c.confirm(co.client_secret, {
      customer_email: "free-taker@example.com",
      customer_name: "Free Taker",
      customer_billing_address: { country: "DE" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await customerRow(res.body.customer_id as string)).processorCustomerRef).toBeNull();
    expect(await sandboxCustomers()).toHaveLength(before);
    expect(await ordersOf(seller, co.id)).toHaveLength(1);
  });

  it("gives a known customer without one a processor customer once, and no stray one", async () => {
    const known = await createCustomer(seller, { email: "known-payer@example.com" });
    const p = await fixedProduct(seller, 900);
    const before = (await sandboxCustomers()).length;
    for (const round of [1, 2]) {
      const co = await makeCheckout(seller, { products: [p.id] });
      const res = await c.confirm(co.client_secret, payBody({ customer_email: known.email }));
      expect(res.status, `${round}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.customer_id).toBe(known.id);
    }
    expect(await sandboxCustomers()).toHaveLength(before + 1);
    expect((await customerRow(known.id)).processorCustomerRef).toMatch(/^cus_/);
    // The first confirmation adds the name and address (customer.updated); each order is paid once.
    const names = await systemEventNames(known.id);
    expect(names.filter((n) => n !== "customer.updated")).toEqual([
      "customer.created",
      "order.paid",
      "order.paid",
    ]);
    expect((await systemEvents(known.id)).find((e) => e.name === "customer.updated")?.metadata).toMatchObject(
      {
        updated_fields: { name: "Ada Buyer" },
      },
    );
  });
});
