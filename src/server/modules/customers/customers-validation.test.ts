import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, email } from "../../test/fixtures/customers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { parseTaxId } from "./tax-id.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

async function rejected(body: Record<string, unknown>) {
  const res = await seller.api.post("/v1/customers/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return { locs: locs(res.body), body: res.body };
}

describe("422s naming the field", () => {
  it("rejects a missing or malformed email", async () => {
    expect((await rejected({ name: "No email" })).locs).toEqual(["body.email"]);
    expect((await rejected({ email: "not-an-email" })).locs).toEqual(["body.email"]);
    expect((await rejected({ email: "a@b" })).locs).toEqual(["body.email"]);
  });

  it("rejects unsupported countries and US/CA states that do not exist", async () => {
    for (const country of ["XX", "RU", "", "USA"]) {
      const { locs: l } = await rejected({ email: email(), billing_address: { country } });
      expect(l).toEqual(["body.billing_address.country"]);
    }
    expect((await rejected({ email: email(), billing_address: { city: "Paris" } })).locs).toEqual([
      "body.billing_address.country",
    ]);
    expect(
      (await rejected({ email: email(), billing_address: { country: "US", state: "ZZ" } })).locs,
    ).toEqual(["body.billing_address.state"]);
    const ca = await createCustomer(seller, {
      billing_address: { country: "CA", state: "CA-qc", line1: "" },
    });
    expect(ca.billing_address).toMatchObject({ country: "CA", state: "CA-QC", line1: null });
    const fr = await createCustomer(seller, { billing_address: { country: "fr", state: "Île-de-France" } });
    expect(fr.billing_address).toMatchObject({ country: "FR", state: "Île-de-France" });
  });

  it("rejects a tax id of the wrong shape, or without a billing country", async () => {
    const bad = await rejected({ email: email(), billing_address: { country: "DE" }, tax_id: "DE12" });
    expect(bad.locs).toEqual(["body.tax_id"]);
    expect(bad.body.detail[0].msg).toContain("DE");
    const noCountry = await rejected({ email: email(), tax_id: "DE123456789" });
    expect(noCountry.locs).toEqual(["body.billing_address"]);
    const unknownCountry = await rejected({
      email: email(),
      billing_address: { country: "AQ" },
      tax_id: "123",
    });
    expect(unknownCountry.locs).toEqual(["body.tax_id"]);
  });

  it("rejects other bad fields: locale, type, name, metadata, organization_id", async () => {
    expect((await rejected({ email: email(), locale: "not a locale!" })).locs).toEqual(["body.locale"]);
    expect((await rejected({ email: email(), type: "team" })).locs).toEqual(["body.type"]);
    expect((await rejected({ email: email(), name: "x".repeat(257) })).locs).toEqual(["body.name"]);
    expect((await rejected({ email: email(), external_id: "" })).locs).toEqual(["body.external_id"]);
    expect((await rejected({ email: email(), metadata: { k: { nested: 1 } } })).locs[0]).toMatch(
      /^body\.metadata/,
    );
    expect((await rejected({ email: email(), organization_id: other.organizationId })).locs).toEqual([
      "body.organization_id",
    ]);
  });

  it("rejects the same problems on update, and changes nothing", async () => {
    const c = await createCustomer(seller, { name: "Keep", billing_address: { country: "GB" } });
    for (const [body, loc] of [
      [{ email: "nope" }, "body.email"],
      [{ billing_address: { country: "ZZ" } }, "body.billing_address.country"],
      [{ billing_address: null }, "body.billing_address"],
      [{ tax_id: "123" }, "body.tax_id"],
      [{ type: "team" }, "body.type"],
    ] as const) {
      const res = await seller.api.patch(`/v1/customers/${c.id}`, { name: "Changed", ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body)).toEqual([loc]);
    }
    expect((await seller.api.get(`/v1/customers/${c.id}`)).body.name).toBe("Keep");
    const vat = await seller.api.patch(`/v1/customers/${c.id}`, { tax_id: "GB 123 4567 89" });
    expect(vat.body.tax_id).toEqual(["GB123456789", "gb_vat"]);
    const moved = await seller.api.patch(`/v1/customers/${c.id}`, { billing_address: { country: "DE" } });
    expect(moved.status).toBe(422);
    expect(locs(moved.body)).toEqual(["body.tax_id"]);
  });

  it("answers a body that is not JSON with a 400, never a 500", async () => {
    const res = await seller.api.post("/v1/customers/", "{not json");
    expect(res.status).toBe(400);
  });
});

describe("uniqueness", () => {
  it("keeps emails unique per organization, ignoring case, among live customers", async () => {
    const address = email("dup");
    await createCustomer(seller, { email: address });
    const dup = await seller.api.post("/v1/customers/", { email: address.toUpperCase() });
    expect(dup.status).toBe(422);
    expect(dup.body.detail).toEqual([
      {
        loc: ["body", "email"],
        msg: "A customer with this email address already exists.",
        type: "value_error",
        input: address.toUpperCase(),
      },
    ]);
    expect((await other.api.post("/v1/customers/", { email: address })).status).toBe(201);
    const second = await createCustomer(seller);
    const taken = await seller.api.patch(`/v1/customers/${second.id}`, { email: address });
    expect(taken.status).toBe(422);
    expect(locs(taken.body)).toEqual(["body.email"]);
  });

  it("keeps external ids unique per organization; deleting a customer frees its external id", async () => {
    await createCustomer(seller, { external_id: "ext-unique" });
    const dup = await seller.api.post("/v1/customers/", { email: email(), external_id: "ext-unique" });
    expect(dup.status).toBe(422);
    expect(dup.body.detail[0]).toMatchObject({
      loc: ["body", "external_id"],
      msg: "A customer with this external ID already exists.",
    });
    expect(
      (await other.api.post("/v1/customers/", { email: email(), external_id: "ext-unique" })).status,
    ).toBe(201);
    const both = await seller.api.post("/v1/customers/", {
      email: (await createCustomer(seller)).email,
      external_id: "ext-unique",
    });
    expect(locs(both.body)).toEqual(["body.email", "body.external_id"]);
    const deleted = await createCustomer(seller, { external_id: "ext-deleted" });
    await seller.api.delete(`/v1/customers/${deleted.id}`);
    const reuse = await seller.api.post("/v1/customers/", { email: email(), external_id: "ext-deleted" });
    expect(reuse.status).toBe(201);
    expect(reuse.body.external_id).toBe("ext-deleted");
  });

  it("creates one customer when the same email is posted concurrently", async () => {
    const address = email("race");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        seller.api.post("/v1/customers/", { email: i % 2 ? address : address.toUpperCase() }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
    for (const r of results.filter((r) => r.status === 422)) expect(locs(r.body)).toEqual(["body.email"]);
    const listed = await seller.api.get(`/v1/customers/?email=${address}`);
    expect(listed.body.pagination.total_count).toBe(1);
  });

  it("creates one customer when the same external id is posted concurrently", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        seller.api.post("/v1/customers/", { email: email(), external_id: "ext-race" }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(422);
      expect(locs(r.body)).toEqual(["body.external_id"]);
    }
  });
});

describe("parseTaxId", () => {
  it("compacts values and finds the country's format", () => {
    expect(parseTaxId("fr 61 954 506 077", "FR")).toEqual(["FR61954506077", "eu_vat"]);
    expect(parseTaxId("EL123456789", "GR")).toEqual(["EL123456789", "eu_vat"]);
    expect(parseTaxId("123456789", "NO")).toEqual(["123456789MVA", "no_vat"]);
    expect(parseTaxId("123456789RT0001", "CA")).toEqual(["123456789RT0001", "ca_gst_hst"]);
    expect(parseTaxId("CHE-123.456.789 MWST", "CH")).toEqual(["CHE123456789MWST", "ch_vat"]);
    expect(parseTaxId("12345678", "US")).toBeNull();
    expect(parseTaxId("DE123456789", "IT")).toBeNull();
    expect(parseTaxId("   ", "DE")).toBeNull();
    expect(parseTaxId("123", "AQ")).toBeNull();
  });
});
