import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order } from "../../db/schema/orders.js";
import { makeCustomer, makeOrder, makeProduct } from "../../test/fixtures/orders.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { isoInZone, minorToDecimal } from "./format.js";
import type { OrderRow } from "./repository.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
let first: OrderRow;
let second: OrderRow;
let yen: OrderRow;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Exporter");
  other = await createSeller(t, "Someone else");
  const productId = await makeProduct(seller, { name: 'Course, "advanced"' });
  const customerId = await makeCustomer(t, seller, { email: "eve@example.com", name: "Eve, Jr." });
  first = await makeOrder(t, seller, {
    customerId,
    productId,
    items: [1999],
    taxes: [380],
    discountAmount: 199,
  });
  second = await makeOrder(t, seller, { customerId, items: [500], paid: false, billingAddress: null });
  yen = await makeOrder(t, seller, { customerId, items: [1200], currency: "jpy" });
  const times = [first, second, yen].map(
    (_, i) => new Date(Date.parse("2026-05-01T22:30:00Z") + i * 86_400_000),
  );
  for (const [i, row] of [first, second, yen].entries()) {
    await t.ctx.db.update(order).set({ createdAt: times[i]! }).where(eq(order.id, row.id));
  }
  await makeOrder(t, other, { items: [777] });
});
afterAll(() => t.close());

/** Parses simple CSV (quoted fields with doubled quotes, no embedded newlines). */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split("\n")
    .map((line) => {
      const out: string[] = [];
      const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
      for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
        out.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]!);
        if (!m[3]) break;
      }
      return out;
    });
}

describe("GET /v1/orders/export", () => {
  it("writes the default columns, oldest first, with exact major-unit amounts", async () => {
    const res = await seller.api.get("/v1/orders/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="kassa-orders.csv"');
    const rows = parseCsv(res.text);
    expect(rows[0]).toEqual([
      "Email",
      "Created At",
      "Product",
      "Net Amount",
      "Currency",
      "Status",
      "Invoice number",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        "eve@example.com",
        "2026-05-01T22:30:00+00:00",
        'Course, "advanced"',
        "18.00",
        "usd",
        "paid",
        first.invoiceNumber,
      ],
      [
        "eve@example.com",
        "2026-05-02T22:30:00+00:00",
        "Purchase",
        "5.00",
        "usd",
        "pending",
        second.invoiceNumber,
      ],
      ["eve@example.com", "2026-05-03T22:30:00+00:00", "Purchase", "1200", "jpy", "paid", yen.invoiceNumber],
    ]);
  });

  it("takes columns, a time zone, a status and a date range", async () => {
    const res = await seller.api.get(
      "/v1/orders/export?columns=invoice_number&columns=customer_name&columns=billing_country&columns=subtotal_amount" +
        "&columns=discount_amount&columns=tax_amount&columns=total_amount&columns=refunded_amount&columns=billing_reason" +
        "&columns=created_at&timezone=Europe/Berlin&status=paid&created_after=2026-05-01T00:00:00Z&created_before=2026-05-02T00:00:00Z",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="kassa-orders-2026-05-01-2026-05-02.csv"',
    );
    const rows = parseCsv(res.text);
    expect(rows).toEqual([
      [
        "Invoice number",
        "Customer Name",
        "Billing Country",
        "Subtotal",
        "Discount",
        "Tax",
        "Total",
        "Refunded Amount",
        "Billing Reason",
        "Created At",
      ],
      [
        first.invoiceNumber,
        "Eve, Jr.",
        "DE",
        "19.99",
        "1.99",
        "3.80",
        "21.80",
        "0.00",
        "purchase",
        "2026-05-02T00:30:00+02:00",
      ],
    ]);
  });

  it("answers 422 naming a bad time zone or column", async () => {
    const res = await seller.api.get("/v1/orders/export?timezone=Mars/Olympus&columns=secret");
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual(["query.columns.0", "query.timezone"]);
  });

  it("exports nothing of another organization", async () => {
    const res = await other.api.get("/v1/orders/export");
    expect(parseCsv(res.text)).toHaveLength(2);
    expect(res.text).not.toContain("eve@example.com");
  });
});

describe("search (query) on the list and the export", () => {
  it("finds orders by customer email, name or invoice number, in the organization only", async () => {
    const bob = await makeCustomer(t, seller, { email: "bob@shop.test", name: "Robert Tables" });
    const bobs = await makeOrder(t, seller, { customerId: bob, items: [300] });
    // Another organization's customer with the same email is never a match.
    await makeOrder(t, other, {
      customerId: await makeCustomer(t, other, { email: "bob@shop.test" }),
      items: [100],
    });
    const ids = async (query: string) => {
      const res = await seller.api.get(`/v1/orders/${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((o: { id: string }) => o.id);
    };
    expect(await ids("?query=BOB@SHOP")).toEqual([bobs.id]);
    expect(await ids("?query=robert%20tab")).toEqual([bobs.id]);
    expect(await ids(`?query=${encodeURIComponent(first.invoiceNumber)}`)).toEqual([first.id]);
    expect(await ids("?query=eve&sorting=amount")).toEqual([second.id, yen.id, first.id]);
    expect(await ids("?query=_")).toEqual([]);
    const list = await seller.api.get("/v1/orders/?query=example.com&limit=2");
    expect(list.body.pagination).toEqual({ total_count: 3, max_page: 2 });

    const csv = parseCsv((await seller.api.get("/v1/orders/export?query=bob&columns=email")).text);
    expect(csv).toEqual([["Email"], ["bob@shop.test"]]);
    const byCustomer = await seller.api.get(`/v1/orders/export?customer_id=${bob}&columns=invoice_number`);
    expect(parseCsv(byCustomer.text)).toEqual([["Invoice number"], [bobs.invoiceNumber]]);
    const bad = await seller.api.get(`/v1/orders/?query=${"x".repeat(201)}`);
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["query.query"]);
  });
});

describe("document formats", () => {
  it("writes amounts from their digits and instants with their zone offset", () => {
    expect(minorToDecimal(5, "usd")).toBe("0.05");
    expect(minorToDecimal(-1999, "eur")).toBe("-19.99");
    expect(minorToDecimal(1200, "jpy")).toBe("1200");
    expect(minorToDecimal(12345, "kwd")).toBe("12.345");
    const at = new Date("2026-07-01T12:00:00.000Z");
    expect(isoInZone(at, "UTC")).toBe("2026-07-01T12:00:00+00:00");
    expect(isoInZone(at, "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
    expect(isoInZone(at, "Asia/Kolkata")).toBe("2026-07-01T17:30:00+05:30");
  });
});
