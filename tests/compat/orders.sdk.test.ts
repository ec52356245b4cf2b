import { NotPaidOrder } from "@polar-sh/sdk/models/errors/notpaidorder.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeOrder, makeProduct } from "../../src/server/test/fixtures/orders.js";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: orders", () => {
  let productId: string;
  let customerId: string;
  let orderIds: string[];

  beforeAll(async () => {
    productId = await makeProduct(k.seller, { name: "Compat course" });
    customerId = await makeCustomer(k.t, k.seller, { email: "sdk-buyer@example.com", externalId: "sdk_1" });
    const orders = [];
    for (let i = 0; i < 3; i++) {
      orders.push(await makeOrder(k.t, k.seller, { customerId, productId, items: [1000 + i], taxes: [100] }));
    }
    orders.push(await makeOrder(k.t, k.seller, { paid: false }));
    orderIds = orders.map((o) => o.id);
  });

  it("lists every page with filters", async () => {
    const all = await collect(await ok(k.polar.orders.list({ limit: 2 })));
    expect(all.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    const byCustomer = await collect(
      await ok(k.polar.orders.list({ customerId, productBillingType: "one_time", sorting: ["created_at"] })),
    );
    expect(byCustomer.map((o) => o.id)).toEqual(orderIds.slice(0, 3));
    const byExternal = await collect(await ok(k.polar.orders.list({ externalCustomerId: "sdk_1" })));
    expect(byExternal).toHaveLength(3);
    expect(byExternal[0]!.customer.email).toBe("sdk-buyer@example.com");
  });

  it("gets an order with every field the SDK expects", async () => {
    const order = await ok(k.polar.orders.get({ id: orderIds[0]! }));
    expect(order).toMatchObject({
      id: orderIds[0],
      status: "paid",
      paid: true,
      subtotalAmount: 1000,
      taxAmount: 100,
      totalAmount: 1100,
      billingReason: "purchase",
      customerId,
      productId,
      description: "Compat course",
      isInvoiceGenerated: false,
    });
    expect(order.items).toHaveLength(1);
    expect(order.product?.name).toBe("Compat course");
    await expectNotFound(k.polar.orders.get({ id: UNKNOWN_ID }));
  });

  it("updates billing details", async () => {
    const updated = await ok(
      k.polar.orders.update({
        id: orderIds[1]!,
        orderUpdate: {
          billingName: "SDK Corp",
          billingAddress: { line1: "9 Harbour Road", city: "Hamburg", postalCode: "20095", country: "DE" },
        },
      }),
    );
    expect(updated.billingName).toBe("SDK Corp");
    expect(updated.billingAddress?.city).toBe("Hamburg");
    await expectNotFound(k.polar.orders.update({ id: UNKNOWN_ID, orderUpdate: { billingName: "x" } }));
  });

  it("generates the invoice and returns its URL", async () => {
    await expectNotFound(k.polar.orders.invoice({ id: orderIds[0]! }));
    await ok(k.polar.orders.generateInvoice({ id: orderIds[0]! }));
    await k.t.runJobs();
    const invoice = await ok(k.polar.orders.invoice({ id: orderIds[0]! }));
    const res = await fetch(invoice.url.replace(k.t.ctx.config.baseUrl, k.baseUrl));
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString("latin1"),
    ).toBe("%PDF-");
    expect((await ok(k.polar.orders.get({ id: orderIds[0]! }))).isInvoiceGenerated).toBe(true);
  });

  it("maps Polar's invoice errors", async () => {
    let error: unknown;
    try {
      await k.polar.orders.generateInvoice({ id: orderIds[3]! });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NotPaidOrder);
    expect((error as NotPaidOrder).statusCode).toBe(422);
  });

  it("exports CSV", async () => {
    const csv = await ok(k.polar.orders.export({ productId }));
    const lines = String(csv).trim().split("\n");
    expect(lines[0]).toBe("Email,Created At,Product,Net Amount,Currency,Status,Invoice number");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("sdk-buyer@example.com");
  });

  it("answers 422 the SDK understands", async () => {
    expect(await expectInvalid(k.polar.orders.get({ id: "not-a-uuid" }))).toEqual(["path.id"]);
  });
});
