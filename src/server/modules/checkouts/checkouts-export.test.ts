import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { fixedProduct, makeCheckout } from "../../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

type Wire = Awaited<ReturnType<typeof makeCheckout>>;

const clock = manualClock(new Date("2026-04-01T09:00:00.000Z"));
let t: TestApp;
let seller: Seller;
let other: Seller;
let cheap: Wire;
let dear: Wire;
let anonymous: Wire;

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Checkout Exporter");
  other = await createSeller(t, "Checkout Other");
  const small = await fixedProduct(seller, 1250, { name: "=Sticker, cheap" });
  const big = await fixedProduct(seller, 9900, { name: "Course" });
  dear = await makeCheckout(seller, { products: [big.id], customer_email: "ann@buyers.test" });
  clock.advance(60_000);
  cheap = await makeCheckout(seller, { products: [small.id], customer_email: "bo@buyers.test" });
  clock.advance(60_000);
  anonymous = await makeCheckout(seller, { products: [small.id] });
  await makeCheckout(other, { products: [(await fixedProduct(other, 500)).id], customer_email: "x@y.test" });
});
afterAll(() => t.close());

const lines = (text: string) => text.trim().split(/\r?\n/);

describe("GET /v1/checkouts/ sorting by amount (Kassa extension)", () => {
  it("orders by the total", async () => {
    const ids = async (sorting: string) =>
      (await seller.api.get(`/v1/checkouts/?sorting=${sorting}`)).body.items.map((c: Wire) => c.id);
    expect(await ids("-amount")).toEqual([dear.id, cheap.id, anonymous.id]);
    expect((await ids("amount"))[2]).toBe(dear.id);
  });
});

describe("GET /v1/checkouts/export", () => {
  it("writes a header and one line per checkout, oldest first, amounts in major units", async () => {
    const res = await seller.api.get("/v1/checkouts/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="kassa-checkouts.csv"');
    const rows = lines(res.text);
    expect(rows[0]).toBe(
      "ID,Created At,Expires At,Status,Customer Email,Customer ID,Product ID,Product,Currency,Amount,Discount,Tax,Total",
    );
    expect(rows.slice(1).map((r) => r.split(",")[0])).toEqual([dear.id, cheap.id, anonymous.id]);
    expect(rows[1]).toBe(
      [
        dear.id,
        "2026-04-01T09:00:00.000Z",
        "2026-04-02T09:00:00.000Z",
        "open",
        "ann@buyers.test",
        "",
        dear.product_id,
        "Course",
        "usd",
        "99.00",
        "0.00",
        "0.00",
        "99.00",
      ].join(","),
    );
    // A cell a spreadsheet would run as a formula is quoted.
    expect(rows[2]).toContain(`,bo@buyers.test,,${cheap.product_id},"'=Sticker, cheap",usd,12.50,`);
  });

  it("applies the list's filters and never shows another organization's checkouts", async () => {
    const ids = async (query: string) =>
      lines((await seller.api.get(`/v1/checkouts/export${query}`)).text)
        .slice(1)
        .map((r) => r.split(",")[0]);
    expect(await ids("?query=ann@")).toEqual([dear.id]);
    expect(await ids(`?product_id=${cheap.product_id}`)).toEqual([cheap.id, anonymous.id]);
    expect(await ids("?status=succeeded")).toEqual([]);
    expect(await ids(`?organization_id=${other.organizationId}`)).toEqual([]);
    expect(lines((await other.api.get("/v1/checkouts/export")).text)).toHaveLength(2);
    const bad = await seller.api.get("/v1/checkouts/export?status=paid&product_id=nope");
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["query.product_id.0", "query.status.0"]);
  });
});
