import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, email, expectCustomer, expectState } from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

describe("external_id rules (PATCH /v1/customers/{id})", () => {
  it("can be set once from null, then never changed or cleared", async () => {
    const c = await createCustomer(seller);
    const set = await seller.api.patch(`/v1/customers/${c.id}`, { external_id: "user-1" });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.external_id).toBe("user-1");
    const same = await seller.api.patch(`/v1/customers/${c.id}`, { external_id: "user-1", name: "Same id" });
    expect(same.status).toBe(200);
    expect(same.body.name).toBe("Same id");
    for (const external_id of ["user-2", null]) {
      const res = await seller.api.patch(`/v1/customers/${c.id}`, { external_id, name: "Not applied" });
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        {
          loc: ["body", "external_id"],
          msg: "Customer external ID cannot be updated.",
          type: "value_error",
          input: external_id,
        },
      ]);
    }
    const now = await seller.api.get(`/v1/customers/${c.id}`);
    expect(now.body).toMatchObject({ external_id: "user-1", name: "Same id" });
  });

  it("cannot take an external id another customer of the organization holds", async () => {
    await createCustomer(seller, { external_id: "held" });
    await createCustomer(other, { external_id: "foreign-held" });
    const c = await createCustomer(seller);
    const taken = await seller.api.patch(`/v1/customers/${c.id}`, { external_id: "held" });
    expect(taken.status).toBe(422);
    expect(locs(taken.body)).toEqual(["body.external_id"]);
    const fine = await seller.api.patch(`/v1/customers/${c.id}`, { external_id: "foreign-held" });
    expect(fine.status).toBe(200);
  });

  it("answers 422 when two requests set different external ids on one customer at once", async () => {
    const c = await createCustomer(seller);
    const results = await Promise.all(
      ["a-1", "a-2", "a-3", "a-4"].map((external_id) =>
        seller.api.patch(`/v1/customers/${c.id}`, { external_id }),
      ),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.detail[0].msg).toBe("Customer external ID cannot be updated.");
    }
    expect((await seller.api.get(`/v1/customers/${c.id}`)).body.external_id).toBe(
      winners[0]!.body.external_id,
    );
  });
});

describe("/v1/customers/external/{external_id}", () => {
  it("gets, updates and deletes by external id, within the organization only", async () => {
    const c = await createCustomer(seller, { external_id: "auth0|user 7", name: "Seven" });
    const path = `/v1/customers/external/${encodeURIComponent("auth0|user 7")}`;
    const got = await seller.api.get(path);
    expect(got.status).toBe(200);
    expectCustomer(got.body);
    expect(got.body.id).toBe(c.id);
    expect((await other.api.get(path)).status).toBe(404);
    expect((await other.api.patch(path, { name: "x" })).status).toBe(404);
    expect((await other.api.delete(path)).status).toBe(404);

    const newEmail = email("seven");
    const updated = await seller.api.patch(path, { email: newEmail, name: "Seven Up", metadata: { k: 1 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ id: c.id, email: newEmail, name: "Seven Up", metadata: { k: 1 } });
    const ignored = await seller.api.patch(path, { external_id: "other" });
    expect(ignored.status).toBe(200);
    expect(ignored.body.external_id).toBe("auth0|user 7");

    const state = await seller.api.get(`${path}/state`);
    expect(state.status).toBe(200);
    expectState(state.body);
    expect(state.body).toMatchObject({
      id: c.id,
      active_subscriptions: [],
      granted_benefits: [],
      active_meters: [],
    });

    expect((await seller.api.delete(path)).status).toBe(204);
    expect((await seller.api.get(path)).status).toBe(404);
    expect((await seller.api.get(`${path}/state`)).status).toBe(404);
    expect((await seller.api.delete(path)).status).toBe(404);
  });

  it("is a 404 for unknown external ids", async () => {
    expect((await seller.api.get("/v1/customers/external/nobody")).status).toBe(404);
    expect((await seller.api.get("/v1/customers/external/nobody/state")).status).toBe(404);
    expect((await seller.api.patch("/v1/customers/external/nobody", { name: "x" })).status).toBe(404);
  });

  it("treats the words export and state as external ids where the path says so", async () => {
    const s = await createCustomer(seller, { external_id: "state" });
    const got = await seller.api.get("/v1/customers/external/state");
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(s.id);
    const st = await seller.api.get("/v1/customers/external/state/state");
    expect(st.status).toBe(200);
    expect(st.body.id).toBe(s.id);
  });
});
