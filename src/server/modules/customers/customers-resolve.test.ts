import { ListResourceBenefitGrant$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefitgrant.js";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer } from "../../db/schema/customers.js";
import { type ManualClock, manualClock } from "../../lib/clock.js";
import {
  createBenefit,
  createCustomer,
  email,
  eventsOf,
  expectCustomer,
  insertGrant,
} from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import type { CheckoutCustomerInput } from "./resolve.js";
import {
  getCustomerRow,
  loadCustomersById,
  nextInvoiceNumber,
  resolveCheckoutCustomer,
  serializeCustomer,
} from "./service.js";

let t: TestApp;
let clock: ManualClock;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  clock = manualClock(new Date("2026-06-01T12:00:00.000Z"));
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

const input = (extra: Partial<CheckoutCustomerInput> = {}): CheckoutCustomerInput => ({
  customerId: null,
  externalId: null,
  email: email("checkout"),
  name: null,
  billingName: null,
  billingAddress: null,
  taxId: null,
  metadata: {},
  locale: null,
  ...extra,
});

const resolve = (v: CheckoutCustomerInput, org = seller.organizationId) =>
  t.ctx.db.transaction((tx) => resolveCheckoutCustomer(tx, clock.now(), org, v));

describe("resolveCheckoutCustomer", () => {
  it("creates a customer with the checkout's details and records customer.created", async () => {
    const v = input({
      externalId: "shop-user-1",
      name: "Buyer",
      billingName: "Buyer GmbH",
      billingAddress: { country: "DE", city: "Köln" },
      taxId: ["DE123456789", "eu_vat"],
      metadata: { source: "checkout" },
      locale: "de",
    });
    const row = await resolve(v);
    expect(row).toMatchObject({
      organizationId: seller.organizationId,
      email: v.email,
      externalId: "shop-user-1",
      name: "Buyer",
      billingName: "Buyer GmbH",
      metadata: { source: "checkout" },
      invoicePrefix: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
    const api = await seller.api.get(`/v1/customers/${row.id}`);
    expectCustomer(api.body);
    expect(api.body).toMatchObject({ billing_name: "Buyer GmbH", tax_id: ["DE123456789", "eu_vat"] });
    const created = (await eventsOf(t, seller.organizationId, "customer.created")).filter(
      (e) => e.id === row.id,
    );
    expect(created).toEqual([api.body]);
  });

  it("finds by id, then external id, then email (ignoring case), and merges metadata", async () => {
    const a = await createCustomer(seller, { external_id: "ext-a", metadata: { keep: 1, over: "old" } });
    const b = await createCustomer(seller, { email: email("Mixed") });
    expect((await resolve(input({ customerId: a.id, email: b.email }))).id).toBe(a.id);
    expect((await resolve(input({ externalId: "ext-a", email: b.email }))).id).toBe(a.id);
    expect((await resolve(input({ email: b.email.toUpperCase() }))).id).toBe(b.id);
    const merged = await resolve(input({ externalId: "ext-a", metadata: { over: "new", add: true } }));
    expect(merged.metadata).toEqual({ keep: 1, over: "new", add: true });
  });

  it("gives a customer found by email the checkout's external id when it has none", async () => {
    const c = await createCustomer(seller);
    const row = await resolve(input({ email: c.email, externalId: "late-ext", name: "Named now" }));
    expect(row).toMatchObject({ id: c.id, externalId: "late-ext", name: "Named now" });
    const keeps = await resolve(input({ email: c.email, externalId: "another-ext" }));
    expect(keeps).toMatchObject({ id: c.id, externalId: "late-ext" });
  });

  it("records customer.updated only when the checkout changed something", async () => {
    const c = await createCustomer(seller, { name: "Same" });
    const updates = async () =>
      (await eventsOf(t, seller.organizationId, "customer.updated")).filter((e) => e.id === c.id);
    await resolve(input({ email: c.email, name: "Same" }));
    expect(await updates()).toHaveLength(0);
    clock.advance(1000);
    await resolve(input({ email: c.email, name: "Different", billingAddress: { country: "FR" } }));
    const recorded = await updates();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ name: "Different", billing_address: { country: "FR" } });
    expect(recorded[0]?.modified_at).toBe(clock.now().toISOString());
  });

  it("sees the stored address and metadata as unchanged whatever order their keys come in", async () => {
    const c = await createCustomer(seller, { name: "Keys" });
    const updates = async () =>
      (await eventsOf(t, seller.organizationId, "customer.updated")).filter((e) => e.id === c.id);
    const address = { line1: "1 Rue", city: "Paris", postal_code: "75001", country: "FR" };
    await resolve(input({ email: c.email, billingAddress: address, metadata: { zeta: "1", alpha: "2" } }));
    expect(await updates()).toHaveLength(1);
    // jsonb keeps the keys in its own order; the same address and metadata typed again change nothing.
    clock.advance(1000);
    const reordered = { country: "FR", postal_code: "75001", city: "Paris", line1: "1 Rue" };
    await resolve(input({ email: c.email, billingAddress: reordered, metadata: { alpha: "2", zeta: "1" } }));
    expect(await updates()).toHaveLength(1);
  });

  it("skips deleted customers and never crosses organizations", async () => {
    const gone = await createCustomer(seller, { external_id: "gone-ext" });
    await seller.api.delete(`/v1/customers/${gone.id}`);
    const fresh = await resolve(input({ email: gone.email, externalId: "gone-ext" }));
    expect(fresh.id).not.toBe(gone.id);
    // Deletion cleared the old customer's external id: the new customer takes it.
    expect(fresh.externalId).toBe("gone-ext");
    const mine = await createCustomer(seller, { external_id: "shared-ext" });
    const theirs = await resolve(
      input({ email: mine.email, externalId: "shared-ext" }),
      other.organizationId,
    );
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.organizationId).toBe(other.organizationId);
    await expect(resolve(input({ customerId: mine.id }), other.organizationId)).rejects.toMatchObject({
      status: 422,
      detail: [{ loc: ["body", "customer_id"] }],
    });
  });

  it("makes exactly one customer when 20 checkouts of a new email complete at once", async () => {
    const address = email("rush");
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        resolve(input({ email: i % 2 ? address : address.toUpperCase(), metadata: { n: i % 2 } })),
      ),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    const stored = await t.ctx.db
      .select()
      .from(customer)
      .where(eq(customer.organizationId, seller.organizationId));
    expect(stored.filter((r) => r.email.toLowerCase() === address)).toHaveLength(1);
    const created = (await eventsOf(t, seller.organizationId, "customer.created")).filter(
      (e) => e.id === rows[0]!.id,
    );
    expect(created).toHaveLength(1);
  });

  it("makes exactly one customer when checkouts of one new external id race with different emails", async () => {
    const rows = await Promise.all(
      Array.from({ length: 8 }, () => resolve(input({ externalId: "race-ext" }))),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
  });
});

describe("nextInvoiceNumber", () => {
  it("counts per customer from 0001 with the customer's prefix, without gaps under concurrency", async () => {
    const a = await createCustomer(seller);
    const b = await createCustomer(seller);
    const prefix = (await getCustomerRow(t.ctx.db, seller.organizationId, a.id))!.invoicePrefix;
    const first = await t.ctx.db.transaction((tx) => nextInvoiceNumber(tx, seller.organizationId, a.id));
    expect(first).toBe(`${prefix}-0001`);
    const many = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.ctx.db.transaction((tx) => nextInvoiceNumber(tx, seller.organizationId, a.id)),
      ),
    );
    expect(new Set(many).size).toBe(12);
    expect([...many].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `${prefix}-${String(i + 2).padStart(4, "0")}`),
    );
    const bPrefix = (await getCustomerRow(t.ctx.db, seller.organizationId, b.id))!.invoicePrefix;
    expect(await t.ctx.db.transaction((tx) => nextInvoiceNumber(tx, seller.organizationId, b.id))).toBe(
      `${bPrefix}-0001`,
    );
    expect(bPrefix).not.toBe(prefix);
  });

  it("does not take a number when the order's transaction rolls back", async () => {
    const c = await createCustomer(seller);
    const prefix = (await getCustomerRow(t.ctx.db, seller.organizationId, c.id))!.invoicePrefix;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await nextInvoiceNumber(tx, seller.organizationId, c.id);
        throw new Error("order failed");
      }),
    ).rejects.toThrow("order failed");
    expect(await t.ctx.db.transaction((tx) => nextInvoiceNumber(tx, seller.organizationId, c.id))).toBe(
      `${prefix}-0001`,
    );
  });
});

describe("getCustomerRow and loadCustomersById", () => {
  it("scope to the organization; deleted customers only when asked (loadCustomersById always)", async () => {
    const live = await createCustomer(seller);
    const gone = await createCustomer(seller);
    await seller.api.delete(`/v1/customers/${gone.id}`);
    expect((await getCustomerRow(t.ctx.db, seller.organizationId, live.id))?.id).toBe(live.id);
    expect(await getCustomerRow(t.ctx.db, other.organizationId, live.id)).toBeNull();
    expect(await getCustomerRow(t.ctx.db, seller.organizationId, gone.id)).toBeNull();
    const kept = await getCustomerRow(t.ctx.db, seller.organizationId, gone.id, { includeDeleted: true });
    expect(kept?.deletedAt).not.toBeNull();
    const map = await loadCustomersById(t.ctx.db, seller.organizationId, [live.id, gone.id, live.id]);
    expect([...map.keys()].sort()).toEqual([live.id, gone.id].sort());
    expect(map.get(live.id)).toEqual(
      serializeCustomer((await getCustomerRow(t.ctx.db, seller.organizationId, live.id))!),
    );
    expect((await loadCustomersById(t.ctx.db, other.organizationId, [live.id])).size).toBe(0);
  });

  it("embeds the customer in GET /v1/benefits/{id}/grants", async () => {
    const c = await createCustomer(seller);
    const benefit = await createBenefit(seller);
    await insertGrant(t, { organizationId: seller.organizationId, customerId: c.id, benefitId: benefit.id });
    const res = await seller.api.get(`/v1/benefits/${benefit.id}/grants`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse(res.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    expect(res.body.items[0].customer).toEqual(c);
  });
});
