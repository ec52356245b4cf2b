import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeOrder } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import { signInCustomer } from "../../test/portal-helpers.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let prefix = "";
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme Tools");
  other = await createSeller(t, "Globex");
  const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
    email: "billing@acme.example",
    invoice_details: {
      legal_name: "Acme Tools GmbH",
      address: { line1: "Werkstraße 7", postal_code: "1010", city: "Wien", country: "AT" },
      tax_id: "ATU12345678",
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(() => t.close());

/** Follows a `{url}` answer to the PDF and returns its text. */
async function pdfAt(res: { status: number; body: { url: string } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const file = await t.app.request(new URL(res.body.url).pathname);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");
  const doc = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
  return { doc, text: pdfText(doc), disposition: file.headers.get("content-disposition") };
}

async function refund(orderId: string, amount: number, reason = "customer_request") {
  const res = await seller.api.post("/v1/refunds/", { order_id: orderId, amount, reason });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.status).toBe("succeeded");
  return res.body as { id: string; amount: number; tax_amount: number };
}

async function creditNotesOf(orderId: string) {
  const res = await seller.api.get(`/v1/credit-notes/?order_id=${orderId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Record<string, unknown>[];
}

describe("the invoice a European seller can send", () => {
  it("shows the seller's legal name, address and VAT id, the buyer's country by name and tax id, and the card", async () => {
    const customerId = await makeCustomer(t, seller, { email: "compta@client.example" });
    const buyer = await seller.api.patch(`/v1/customers/${customerId}`, {
      billing_address: { line1: "2 rue de la Paix", postal_code: "75002", city: "Paris", country: "FR" },
      tax_id: "FR61954506077",
    });
    expect(buyer.status, JSON.stringify(buyer.body)).toBe(200);
    const order = await makeOrder(t, seller, {
      customerId,
      items: [10000],
      taxes: [2000],
      billingName: "Client SARL",
      billingAddress: { line1: "2 rue de la Paix", postal_code: "75002", city: "Paris", country: "FR" },
      card: { brand: "visa", last4: "4242" },
    });
    expect((await seller.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(202);
    await t.runJobs();
    const { text } = await pdfAt(await seller.api.get(`/v1/orders/${order.id}/invoice`));
    for (const expected of [
      "Acme Tools GmbH",
      "Werkstraße 7",
      "1010 Wien",
      "Austria",
      "VAT ID: ATU12345678",
      "billing@acme.example",
      "Client SARL",
      "75002 Paris",
      "France",
      "VAT ID: FR61954506077",
      "Payment method",
      "Visa ending in 4242",
      order.invoiceNumber,
      "USD 100.00",
      "USD 20.00",
      "USD 120.00",
    ]) {
      expect(text).toContain(expected);
    }
    // The country by name, never its code alone.
    expect(text.split("\n")).not.toContain("FR");
    expect(text.split("\n")).not.toContain("AT");
  });
});

describe("credit notes", () => {
  it("a partial refund issues a numbered credit note with the tax reversed in proportion, with its PDF", async () => {
    const order = await makeOrder(t, seller, { items: [1000], taxes: [190] });
    const r = await refund(order.id, 333);
    expect(r.tax_amount).toBe(63); // 333 × 190 / 1000 = 63.27, rounded by the money module
    const [note] = await creditNotesOf(order.id);
    expect(note).toMatchObject({
      invoice_number: order.invoiceNumber,
      order_id: order.id,
      refund_id: r.id,
      customer_id: order.customerId,
      organization_id: seller.organizationId,
      reason: "customer_request",
      currency: "usd",
      subtotal_amount: 333,
      tax_amount: 63,
      total_amount: 396,
      lines: [{ label: "Partial refund: Item 1", amount: 333, tax_amount: 63 }],
    });
    expect(note!.number).toMatch(/^[A-Z0-9]{8}-CN-0001$/);
    prefix = String(note!.number).slice(0, 8);
    expect((await seller.api.get(`/v1/credit-notes/${note!.id}`)).body).toEqual(note);

    const { doc, text, disposition } = await pdfAt(await seller.api.get(`/v1/credit-notes/${note!.id}/pdf`));
    expect(disposition).toContain(`filename="Credit-note-${note!.number}.pdf"`);
    expect(doc.getTitle()).toBe(`Credit note ${note!.number}`);
    for (const expected of [
      "Credit note",
      String(note!.number),
      "Credits invoice",
      order.invoiceNumber,
      "Acme Tools GmbH",
      "VAT ID: ATU12345678",
      "Ada Lovelace",
      "Germany",
      "Customer request",
      "-USD 3.33",
      "-USD 0.63",
      "-USD 3.96",
    ]) {
      expect(text).toContain(expected);
    }

    // The rest of the order: the last refund takes the tax that is left; the next number.
    const last = await refund(order.id, 667, "other");
    expect(last.tax_amount).toBe(127);
    const notes = await creditNotesOf(order.id);
    expect(notes.map((n) => n.number)).toEqual([`${prefix}-CN-0002`, `${prefix}-CN-0001`]);
    expect(notes.reduce((s, n) => s + Number(n.total_amount), 0)).toBe(1190);

    // The invoice, generated after the refunds, names its credit notes.
    expect((await seller.api.post(`/v1/orders/${order.id}/invoice`)).status).toBe(202);
    await t.runJobs();
    const invoice = await pdfAt(await seller.api.get(`/v1/orders/${order.id}/invoice`));
    expect(invoice.text).toContain("Credit notes issued");
    expect(invoice.text).toContain(`${prefix}-CN-0002`);
  });

  it("a full refund credits each line and the discount", async () => {
    const discount = await seller.api.post("/v1/discounts/", {
      name: "Launch",
      type: "fixed",
      amount: 500,
      currency: "usd",
      duration: "once",
    });
    const order = await makeOrder(t, seller, {
      items: [3000, 2000],
      taxes: [450, 300],
      discountId: discount.body.id,
      discountAmount: 500,
    });
    await refund(order.id, 4500, "duplicate");
    const [note] = await creditNotesOf(order.id);
    expect(note).toMatchObject({
      number: `${prefix}-CN-0003`,
      subtotal_amount: 4500,
      tax_amount: 750,
      total_amount: 5250,
      lines: [
        { label: "Item 1", amount: 3000, tax_amount: 450 },
        { label: "Item 2", amount: 2000, tax_amount: 300 },
        { label: "Discount (Launch)", amount: -500, tax_amount: 0 },
      ],
    });
  });

  it("numbers exactly once under concurrent refunds: one note per refund, no gap, no repeat", async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => makeOrder(t, seller, { items: [500] })));
    const before = (await seller.api.get("/v1/credit-notes/?limit=1")).body.pagination.total_count as number;
    const responses = await Promise.all(
      orders.flatMap((o) =>
        [100, 150].map((amount) =>
          seller.api.post("/v1/refunds/", { order_id: o.id, amount, reason: "other" }),
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(16).fill(201));
    const all = await seller.api.get("/v1/credit-notes/?limit=100");
    expect(all.body.pagination.total_count).toBe(before + 16);
    const numbers = (all.body.items as { number: string }[]).map((n) => n.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: before + 16 }, (_, i) => `${prefix}-CN-${String(i + 1).padStart(4, "0")}`),
    );
    const refundIds = new Set((all.body.items as { refund_id: string }[]).map((n) => n.refund_id));
    for (const r of responses) expect(refundIds.has(r.body.id)).toBe(true);
  });

  it("is the seller's own: another organization gets 404s and an empty list; bad filters are 422", async () => {
    const order = await makeOrder(t, seller, { items: [800] });
    await refund(order.id, 100);
    const [note] = await creditNotesOf(order.id);
    expect((await other.api.get(`/v1/credit-notes/${note!.id}`)).status).toBe(404);
    expect((await other.api.get(`/v1/credit-notes/${note!.id}/pdf`)).status).toBe(404);
    expect((await other.api.get(`/v1/credit-notes/?order_id=${order.id}`)).body.items).toEqual([]);
    const bad = await seller.api.get("/v1/credit-notes/?order_id=nope");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "order_id"]);
  });

  it("the buyer finds the credit notes next to the order's invoice in the portal", async () => {
    const order = await makeOrder(t, seller, { items: [1200], taxes: [240] });
    await refund(order.id, 600);
    const buyer = await signInCustomer(t, seller, order.customerId);
    const list = await buyer.get(`/v1/customer-portal/orders/${order.id}/credit-notes`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ order_id: order.id, subtotal_amount: 600, tax_amount: 120 });
    const { text } = await pdfAt(await buyer.get(`/v1/customer-portal/credit-notes/${list.body[0].id}/pdf`));
    expect(text).toContain(list.body[0].number);

    const stranger = await signInCustomer(t, seller, await makeCustomer(t, seller));
    expect((await stranger.get(`/v1/customer-portal/orders/${order.id}/credit-notes`)).status).toBe(404);
    expect((await stranger.get(`/v1/customer-portal/credit-notes/${list.body[0].id}/pdf`)).status).toBe(404);
  });
});
