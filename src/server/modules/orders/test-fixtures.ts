/**
 * Test fixtures of the orders and refunds tests: paid orders without the checkout flow. A
 * customer row straight into its table, a real sandbox charge (`pm_card_visa`), then
 * `createOrder` in a transaction, as the checkout's fulfilment does.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { type AddressValue, customer } from "../../db/schema/customers.js";
import type { BillingReason } from "../../db/schema/orders.js";
import { uuidv7 } from "../../lib/ids.js";
import type { TestApp } from "../../test/harness.js";
import type { Seller } from "../../test/v1-helpers.js";
import { createOrder, type NewOrderItem } from "./create.js";
import type { OrderRow } from "./repository.js";

let counter = 0;

export async function makeCustomer(
  t: TestApp,
  seller: Seller,
  opts: { email?: string; name?: string | null; externalId?: string | null } = {},
): Promise<string> {
  counter += 1;
  const id = uuidv7();
  await t.ctx.db.insert(customer).values({
    id,
    organizationId: seller.organizationId,
    externalId: opts.externalId ?? null,
    email: opts.email ?? `buyer${counter}-${Date.now().toString(36)}@example.com`,
    name: opts.name === undefined ? `Buyer ${counter}` : opts.name,
    invoicePrefix: `T${String(counter).padStart(3, "0")}${randomUUID().slice(0, 4).toUpperCase()}`,
    createdAt: t.ctx.clock.now(),
  });
  return id;
}

export async function makeProduct(
  seller: Seller,
  opts: { name?: string; amount?: number; recurring?: boolean } = {},
): Promise<string> {
  const res = await seller.api.post("/v1/products/", {
    name: opts.name ?? "Pro license",
    recurring_interval: opts.recurring ? "month" : null,
    prices: [{ amount_type: "fixed", price_amount: opts.amount ?? 1000 }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

export const ADDRESS: AddressValue = {
  line1: "1 Main Street",
  line2: null,
  postal_code: "10115",
  city: "Berlin",
  state: null,
  country: "DE",
};

export interface OrderFixture {
  customerId?: string;
  productId?: string | null;
  /** Pre-tax line amounts (one item per entry). Default: one item of 1000. */
  items?: number[];
  /** Tax per item, same length as `items` (default 0). */
  taxes?: number[];
  discountAmount?: number;
  discountId?: string | null;
  checkoutId?: string | null;
  subscriptionId?: string | null;
  billingReason?: BillingReason;
  currency?: string;
  billingName?: string | null;
  billingAddress?: AddressValue | null;
  metadata?: Record<string, string | number | boolean>;
  /** false: a pending order without a charge. */
  paid?: boolean;
}

/** A paid order charged through the sandbox processor (or free / pending, as asked). */
export async function makeOrder(t: TestApp, seller: Seller, f: OrderFixture = {}): Promise<OrderRow> {
  const customerId = f.customerId ?? (await makeCustomer(t, seller));
  const amounts = f.items ?? [1000];
  const items: NewOrderItem[] = amounts.map((amount, i) => ({
    label: `Item ${i + 1}`,
    amount,
    taxAmount: f.taxes?.[i] ?? 0,
    proration: false,
    productPriceId: null,
  }));
  const discountAmount = f.discountAmount ?? 0;
  const currency = f.currency ?? "usd";
  const total = items.reduce((s, i) => s + i.amount + i.taxAmount, 0) - discountAmount;
  const paid = f.paid ?? true;
  let chargeRef: string | null = null;
  if (paid && total > 0) {
    const charge = await t.ctx.payments.charge({
      organizationId: seller.organizationId,
      amount: total,
      currency,
      paymentMethod: "pm_card_visa",
      offSession: false,
      idempotencyKey: `fixture-${uuidv7()}`,
    });
    expect(charge.status).toBe("succeeded");
    chargeRef = charge.id;
  }
  const now = t.ctx.clock.now();
  return t.ctx.db.transaction((tx) =>
    createOrder(tx, now, {
      organizationId: seller.organizationId,
      customerId,
      productId: f.productId ?? null,
      discountId: f.discountId ?? null,
      subscriptionId: f.subscriptionId ?? null,
      checkoutId: f.checkoutId ?? null,
      billingReason: f.billingReason ?? "purchase",
      currency,
      items,
      discountAmount,
      billingName: f.billingName === undefined ? "Ada Lovelace" : f.billingName,
      billingAddress: f.billingAddress === undefined ? ADDRESS : f.billingAddress,
      metadata: f.metadata ?? {},
      customFieldData: {},
      processor: chargeRef ? t.ctx.payments.name : null,
      chargeRef,
      paymentMethodId: null,
      paid,
    }),
  );
}
