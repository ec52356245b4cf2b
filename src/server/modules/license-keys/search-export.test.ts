import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { issueKey } from "../../test/fixtures/license-keys.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

type Issued = Awaited<ReturnType<typeof issueKey>>;

let t: TestApp;
let seller: Seller;
let other: Seller;
let a: Issued;
let b: Issued;
let c: Issued;
let foreign: Issued;
const clock = manualClock(new Date("2026-03-01T12:00:00.000Z"));

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Key Search");
  other = await createSeller(t, "Key Search Other");
  a = await issueKey(t, seller, { prefix: "acme" }, { email: "zoe@keys.test" });
  clock.advance(60_000);
  b = await issueKey(t, seller, { limit_usage: 10 }, { email: "al@keys.test" });
  clock.advance(60_000);
  c = await issueKey(t, seller, { prefix: "acme" }, { email: "mo@keys.test" });
  foreign = await issueKey(t, other, { prefix: "acme" });
  expect((await seller.api.patch(`/v1/license-keys/${b.key.id}`, { usage: 7 })).status).toBe(200);
});
afterAll(() => t.close());

async function ids(query: string): Promise<string[]> {
  const res = await seller.api.get(`/v1/license-keys/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((k: { id: string }) => k.id);
}

describe("GET /v1/license-keys/ search and sorting (Kassa extensions)", () => {
  it("finds a key by the whole key, its beginning or its display key, ignoring case", async () => {
    expect(await ids(`?query=${b.key.key}`)).toEqual([b.key.id]);
    expect(await ids(`?query=${b.key.key.toLowerCase().slice(0, 13)}`)).toEqual([b.key.id]);
    expect(await ids("?query=acme-&sorting=created_at")).toEqual([a.key.id, c.key.id]);
    expect(await ids(`?query=${b.key.key.slice(-6)}`)).toEqual([b.key.id]);
    expect(await ids(`?query=${encodeURIComponent(c.key.displayKey)}`)).toEqual([c.key.id]);
    // A few characters from the middle of a key are no match, nor are LIKE wildcards.
    expect(await ids(`?query=${a.key.key.slice(8, 14)}`)).not.toContain(a.key.id);
    expect(await ids("?query=%25")).toEqual([]);
    expect(await ids("?query=****-")).toEqual([]);
    // Another organization's key is never found, not even by its whole key.
    expect(await ids(`?query=${foreign.key.key}`)).toEqual([]);
    const res = await seller.api.get("/v1/license-keys/?query=acme&limit=1");
    expect(res.body.pagination).toEqual({ total_count: 2, max_page: 2 });
  });

  it("sorts by creation, usage and customer", async () => {
    expect(await ids("")).toEqual([c.key.id, b.key.id, a.key.id]);
    expect(await ids("?sorting=created_at")).toEqual([a.key.id, b.key.id, c.key.id]);
    expect((await ids("?sorting=-usage"))[0]).toBe(b.key.id);
    expect(await ids("?sorting=customer")).toEqual([b.key.id, c.key.id, a.key.id]);
  });

  it("refuses a bad sort key or an overlong query, naming the parameter", async () => {
    const res = await seller.api.get(`/v1/license-keys/?sorting=key&query=${"x".repeat(201)}`);
    expect(res.status).toBe(422);
    expect(locs(res.body).sort()).toEqual(["query.query", "query.sorting.0"]);
  });
});

describe("GET /v1/license-keys/export", () => {
  const lines = (text: string) => text.trim().split(/\r?\n/);

  it("writes a header and one line per key, oldest first, with the list's filters", async () => {
    const res = await seller.api.get("/v1/license-keys/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="kassa-license-keys.csv"');
    const rows = lines(res.text);
    expect(rows[0]).toBe(
      "ID,Key,Status,Customer ID,Customer Email,Benefit ID,Usage,Usage Limit,Activation Limit," +
        "Validations,Last Validated At,Expires At,Created At",
    );
    expect(rows.slice(1).map((r) => r.split(",")[0])).toEqual([a.key.id, b.key.id, c.key.id]);
    expect(rows[2]).toBe(
      [b.key.id, b.key.key, "granted", b.buyer.id, "al@keys.test", b.benefit.id, "7", "10", "", "0", "", ""]
        .concat(["2026-03-01T12:01:00.000Z"])
        .join(","),
    );

    const searched = lines((await seller.api.get("/v1/license-keys/export?query=acme")).text);
    expect(searched.slice(1).map((r) => r.split(",")[0])).toEqual([a.key.id, c.key.id]);
    const byBenefit = lines(
      (await seller.api.get(`/v1/license-keys/export?benefit_id=${c.benefit.id}`)).text,
    );
    expect(byBenefit.slice(1).map((r) => r.split(",")[0])).toEqual([c.key.id]);
    expect(lines((await seller.api.get("/v1/license-keys/export?status=revoked")).text)).toHaveLength(1);
  });

  it("exports nothing of another organization, and refuses bad filters", async () => {
    const mine = await other.api.get("/v1/license-keys/export");
    expect(
      lines(mine.text)
        .slice(1)
        .map((r) => r.split(",")[0]),
    ).toEqual([foreign.key.id]);
    const named = await seller.api.get(`/v1/license-keys/export?organization_id=${other.organizationId}`);
    expect(lines(named.text)).toHaveLength(1);
    const bad = await seller.api.get("/v1/license-keys/export?status=lost&benefit_id=nope");
    expect(bad.status).toBe(422);
    expect(locs(bad.body).sort()).toEqual(["query.benefit_id.0", "query.status.0"]);
  });
});
