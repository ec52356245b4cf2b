import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { makeOrder, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme Tools");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

async function downloadInvoice(orderId: string) {
  const res = await seller.api.get(`/v1/orders/${orderId}/invoice`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(Object.keys(res.body)).toEqual(["url"]);
  const url = new URL(res.body.url);
  expect(url.origin).toBe(t.ctx.config.baseUrl);
  const file = await t.app.request(url.pathname);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return { bytes, doc: await PDFDocument.load(bytes), disposition: file.headers.get("content-disposition") };
}

describe("POST /v1/orders/{id}/invoice", () => {
  it("queues the PDF; once generated GET returns a download URL of a real invoice", async () => {
    const productId = await makeProduct(seller, { name: "Workbench" });
    const discount = await seller.api.post("/v1/discounts/", {
      name: "Spring sale",
      type: "fixed",
      amount: 200,
      currency: "usd",
      duration: "once",
    });
    const order = await makeOrder(t, seller, {
      productId,
      items: [1500, 500],
      taxes: [285, 95],
      discountId: discount.body.id,
      discountAmount: 200,
    });
    const before = await seller.api.get(`/v1/orders/${order.id}/invoice`);
    expect(before.status).toBe(404);
    expect(before.body.error).toBe("ResourceNotFound");
    expect(before.body.detail).toContain("No invoice exists");

    const queued = await seller.api.post(`/v1/orders/${order.id}/invoice`);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({});
    expect((await seller.api.get(`/v1/orders/${order.id}/invoice`)).status).toBe(404);
    await t.runJobs();

    const got = await seller.api.get(`/v1/orders/${order.id}`);
    expect(got.body.is_invoice_generated).toBe(true);
    const { doc, disposition } = await downloadInvoice(order.id);
    expect(disposition).toContain(`filename="Invoice-${order.invoiceNumber}.pdf"`);
    expect(doc.getTitle()).toBe(`Invoice ${order.invoiceNumber}`);
    expect(doc.getPageCount()).toBe(1);
    const text = pdfText(doc);
    for (const expected of [
      "Acme Tools",
      order.invoiceNumber,
      order.id,
      "Ada Lovelace",
      "1 Main Street",
      "10115 Berlin",
      "Item 1",
      "USD 15.00",
      "Discount (Spring sale)",
      "-USD 2.00",
      "USD 3.80",
      "USD 21.80",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Refunds");

    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, "order.updated")),
      );
    const updated = events.filter((e) => (e.payload as { data: { id: string } }).data.id === order.id);
    expect(
      updated.map(
        (e) => (e.payload as { data: { is_invoice_generated: boolean } }).data.is_invoice_generated,
      ),
    ).toEqual([true]);

    // Billing details are frozen once the invoice exists (Polar's rule).
    const patch = await seller.api.patch(`/v1/orders/${order.id}`, { billing_name: "Someone Else" });
    expect(patch.status).toBe(422);
    expect(locs(patch.body)).toEqual(["body.billing_name"]);
    expect(patch.body.detail[0].msg).toBe("This field cannot be updated after the invoice is generated.");
  });

  it("lists refunds when generated again after a refund", async () => {
    const order = await makeOrder(t, seller, { items: [1000], taxes: [200] });
    const refund = await seller.api.post("/v1/refunds/", {
      order_id: order.id,
      amount: 250,
      reason: "customer_request",
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect((await seller.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(202);
    await t.runJobs();
    const text = pdfText((await downloadInvoice(order.id)).doc);
    expect(text).toContain("Refunds");
    expect(text).toContain("Customer request (incl. tax USD 0.50)");
    expect(text).toContain("-USD 3.00");
    expect(text).toContain("USD 9.00");
  });

  it("spreads long orders over pages and draws what the font lacks as ?", async () => {
    const order = await makeOrder(t, seller, {
      items: Array.from({ length: 70 }, (_, i) => 100 + i),
      billingName: "山田 Taro",
    });
    expect((await seller.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(202);
    await t.runJobs();
    const { doc } = await downloadInvoice(order.id);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = pdfText(doc);
    expect(text).toContain("?? Taro");
    expect(text).toContain("Item 70");
    expect(text).toContain(`page 2 of ${doc.getPageCount()}`);
  });

  it("refuses unpaid orders and orders without billing details, like Polar", async () => {
    const pending = await makeOrder(t, seller, { paid: false });
    const notPaid = await seller.api.post(`/v1/orders/${pending.id}/invoice`);
    expect(notPaid.status).toBe(422);
    expect(notPaid.body).toEqual({
      error: "NotPaidOrder",
      detail: `Order ${pending.id} is not paid, so an invoice cannot be generated.`,
    });
    const anonymous = await makeOrder(t, seller, { billingName: null });
    const missing = await seller.api.post(`/v1/orders/${anonymous.id}/invoice`);
    expect(missing.status).toBe(422);
    expect(missing.body.error).toBe("MissingInvoiceBillingDetails");
    const noAddress = await makeOrder(t, seller, { billingAddress: null });
    expect((await seller.api.post(`/v1/orders/${noAddress.id}/invoice`)).body.error).toBe(
      "MissingInvoiceBillingDetails",
    );
  });

  it("is a 404 across organizations, for both POST and GET", async () => {
    const order = await makeOrder(t, seller);
    expect((await other.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(404);
    expect((await seller.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(202);
    await t.runJobs();
    expect((await other.api.get(`/v1/orders/${order.id}/invoice`)).status).toBe(404);
    expect((await seller.api.get(`/v1/orders/${order.id}/invoice`)).status).toBe(200);
  });
});
