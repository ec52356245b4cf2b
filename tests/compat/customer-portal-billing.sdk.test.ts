import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribe } from "../../src/server/test/fixtures/subscriptions-renewal.js";
import { ok } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
let security: { customerSession: string };
let customerId: string;

beforeAll(async () => {
  k = await startKassa();
  const sub = await subscribe(k.t, k.seller, {
    amount: 1500,
    productName: "Compat plan",
    email: "sdk-portal@example.com",
  });
  customerId = sub.customerId;
  const session = await ok(k.polar.customerSessions.create({ customerId }));
  security = { customerSession: session.token };
}, 120_000);
afterAll(() => k.close());

describe("Polar SDK 0.47: customerPortal.customers", () => {
  it("gets and updates the signed-in customer", async () => {
    const me = await ok(k.polar.customerPortal.customers.get(security));
    expect(me.id).toBe(customerId);
    expect(me.email).toBe("sdk-portal@example.com");
    const updated = await ok(
      k.polar.customerPortal.customers.update(security, {
        billingName: "SDK Buyer GmbH",
        billingAddress: { country: "DE", city: "Berlin", line1: "Hauptstr. 3", postalCode: "10115" },
        taxId: "DE123456789",
      }),
    );
    expect(updated.billingName).toBe("SDK Buyer GmbH");
    expect(updated.taxId).toEqual(["DE123456789", "eu_vat"]);
  });

  it("lists, adds and deletes payment methods", async () => {
    const before = await collect(await k.polar.customerPortal.customers.listPaymentMethods(security, {}));
    expect(before).toHaveLength(1);
    const added = await ok(
      k.polar.customerPortal.customers.addPaymentMethod(security, {
        confirmationTokenId: "pm_card_visa",
        setDefault: true,
        returnUrl: "https://shop.example/back",
      }),
    );
    expect(added.status).toBe("succeeded");
    const card = "paymentMethod" in added ? added.paymentMethod : null;
    expect((card as { methodMetadata?: { last4: string } } | null)?.methodMetadata?.last4).toBe("4242");
    const me = await ok(k.polar.customerPortal.customers.get(security));
    expect(me.defaultPaymentMethodId).toBe(card?.id);
    // The checkout's card no longer pays anything: it can go.
    await k.polar.customerPortal.customers.deletePaymentMethod(security, { id: before[0]!.id });
    const after = await collect(await k.polar.customerPortal.customers.listPaymentMethods(security, {}));
    expect(after.map((c) => c.id)).toEqual([card?.id]);
  });

  it("changes the email through the emailed link", async () => {
    await k.polar.customerPortal.customers.requestEmailUpdate(security, { email: "sdk-moved@example.com" });
    const mail = await k.t.lastEmail("sdk-moved@example.com", "customer-portal-email-update");
    const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? "")![1]!);
    await k.polar.customerPortal.customers.checkEmailUpdate({ token });
    const verified = await ok(k.polar.customerPortal.customers.verifyEmailUpdate({ token }));
    expect(verified.token).toMatch(/^polar_cst_/);
    security = { customerSession: verified.token };
    expect((await ok(k.polar.customerPortal.customers.get(security))).email).toBe("sdk-moved@example.com");
  });
});

describe("Polar SDK 0.47: customerPortal.orders", () => {
  it("lists, gets and updates orders, makes the invoice and tells the payment status", async () => {
    const orders = await collect(
      await k.polar.customerPortal.orders.list(security, { productBillingType: "recurring" }),
    );
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order.product?.name).toBe("Compat plan");
    expect(order.product?.organization.id).toBe(k.seller.organizationId);
    const got = await ok(k.polar.customerPortal.orders.get(security, { id: order.id }));
    expect(got.subscription?.status).toBe("active");
    const updated = await ok(
      k.polar.customerPortal.orders.update(security, {
        id: order.id,
        customerOrderUpdate: { billingName: "SDK Buyer GmbH" },
      }),
    );
    expect(updated.billingName).toBe("SDK Buyer GmbH");
    await k.polar.customerPortal.orders.generateInvoice(security, { id: order.id });
    await k.t.runJobs();
    const invoice = await ok(k.polar.customerPortal.orders.invoice(security, { id: order.id }));
    expect(invoice.url).toContain(k.t.ctx.config.baseUrl);
    const status = await ok(k.polar.customerPortal.orders.getPaymentStatus(security, { id: order.id }));
    expect(status).toMatchObject({ status: "succeeded", error: null });
    // A paid order cannot be retried: the SDK raises Polar's 422.
    await expect(
      k.polar.customerPortal.orders.confirmRetryPayment(security, {
        id: order.id,
        customerOrderConfirmPayment: { confirmationTokenId: "pm_card_visa" },
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe("Polar SDK 0.47: customerPortal.customerSession and organizations", () => {
  it("introspects the session, reads its user and the organization by slug", async () => {
    const session = await ok(k.polar.customerPortal.customerSession.introspect(security));
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const user = await ok(k.polar.customerPortal.customerSession.getAuthenticatedUser(security));
    expect(user).toMatchObject({ type: "customer", customerId });
    const org = await ok(k.polar.organizations.get({ id: k.seller.organizationId }));
    const portalOrg = await ok(k.polar.customerPortal.organizations.get({ slug: org.slug }));
    expect(portalOrg.organization.id).toBe(k.seller.organizationId);
  });
});
