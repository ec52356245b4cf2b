import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { findApplicableTaxRate } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Tax Org");
  other = await createSeller(t, "Other Org");
});
afterAll(() => t.close());

const create = (s: Seller, body: Record<string, unknown>) => s.api.post("/v1/tax-rates/", body);

describe("/v1/tax-rates/", () => {
  it("creates, gets, lists, updates and deletes a rate", async () => {
    const res = await create(seller, {
      country: "de",
      basis_points: 1900,
      inclusive: true,
      display_name: "MwSt",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      modified_at: null,
      organization_id: seller.organizationId,
      country: "DE",
      state: null,
      basis_points: 1900,
      inclusive: true,
      display_name: "MwSt",
    });
    const id = res.body.id;
    expect((await seller.api.get(`/v1/tax-rates/${id}`)).body).toEqual(res.body);
    const ca = await create(seller, { country: "US", state: "US-CA", basis_points: 725, display_name: "CA" });
    expect(ca.body).toMatchObject({ country: "US", state: "CA", inclusive: false });
    const list = await seller.api.get("/v1/tax-rates/");
    expect(list.body.items.map((r: { country: string }) => r.country)).toEqual(["DE", "US"]);
    expect(list.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const onlyUs = await seller.api.get("/v1/tax-rates/?country=us");
    expect(onlyUs.body.items).toHaveLength(1);

    const patched = await seller.api.patch(`/v1/tax-rates/${id}`, {
      basis_points: 700,
      display_name: "MwSt reduced",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ basis_points: 700, display_name: "MwSt reduced", inclusive: true });
    expect(patched.body.modified_at).not.toBeNull();

    expect((await seller.api.delete(`/v1/tax-rates/${id}`)).status).toBe(204);
    expect((await seller.api.get(`/v1/tax-rates/${id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/tax-rates/${id}`)).status).toBe(404);
  });

  it("keeps one rate per country and per US state, and names the bad field", async () => {
    expect((await create(seller, { country: "FR", basis_points: 2000, display_name: "TVA" })).status).toBe(
      201,
    );
    const twice = await create(seller, { country: "FR", basis_points: 550, display_name: "TVA" });
    expect(twice.status).toBe(422);
    expect(locs(twice.body)).toEqual(["body.country"]);
    const cases: [Record<string, unknown>, string][] = [
      [{ country: "XX", basis_points: 1, display_name: "x" }, "body.country"],
      [{ country: "FR", state: "CA", basis_points: 1, display_name: "x" }, "body.state"],
      [{ country: "US", state: "ZZ", basis_points: 1, display_name: "x" }, "body.state"],
      [{ country: "IT", basis_points: 10001, display_name: "x" }, "body.basis_points"],
      [{ country: "IT", basis_points: 1.5, display_name: "x" }, "body.basis_points"],
      [{ country: "IT", basis_points: -1, display_name: "x" }, "body.basis_points"],
      [{ country: "IT", basis_points: 10, display_name: "" }, "body.display_name"],
      [{ country: "IT", basis_points: 10 }, "body.display_name"],
    ];
    for (const [body, loc] of cases) {
      const res = await create(seller, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body), JSON.stringify(body)).toContain(loc);
    }
    const it_ = await create(seller, { country: "IT", basis_points: 2200, display_name: "IVA" });
    const moved = await seller.api.patch(`/v1/tax-rates/${it_.body.id}`, { country: "FR" });
    expect(moved.status).toBe(422);
  });

  it("creates exactly one rate under concurrent creates for one region", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        create(seller, { country: "NL", basis_points: 2100, display_name: "BTW" }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
  });

  it("isolates organizations and requires the organizations scopes", async () => {
    const mine = await create(seller, { country: "ES", basis_points: 2100, display_name: "IVA" });
    expect((await other.api.get(`/v1/tax-rates/${mine.body.id}`)).status).toBe(404);
    expect((await other.api.patch(`/v1/tax-rates/${mine.body.id}`, { basis_points: 1 })).status).toBe(404);
    expect((await other.api.delete(`/v1/tax-rates/${mine.body.id}`)).status).toBe(404);
    expect((await other.api.get("/v1/tax-rates/?country=ES")).body.items).toEqual([]);
    const token = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["organizations:read"],
    });
    const auth = { headers: { authorization: `Bearer ${token.body.token}` }, noOrigin: true };
    const reader = t.client({});
    expect((await reader.get("/v1/tax-rates/", auth)).status).toBe(200);
    const denied = await reader.post(
      "/v1/tax-rates/",
      { country: "PT", basis_points: 1, display_name: "x" },
      auth,
    );
    expect(denied.status).toBe(403);
  });

  it("finds the state's rate, else the country-wide one, else none", async () => {
    const s = await createSeller(t, "Lookup");
    await create(s, { country: "US", basis_points: 100, display_name: "US" });
    await create(s, { country: "US", state: "NY", basis_points: 888, display_name: "NY" });
    const find = (country: string, state: string | null) =>
      findApplicableTaxRate(t.ctx, s.organizationId, country, state).then((r) => r?.basisPoints ?? null);
    expect(await find("US", "US-NY")).toBe(888);
    expect(await find("US", "NY")).toBe(888);
    expect(await find("US", "US-TX")).toBe(100);
    expect(await find("US", null)).toBe(100);
    expect(await find("GB", null)).toBeNull();
  });
});
