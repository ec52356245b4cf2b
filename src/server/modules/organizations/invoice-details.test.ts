import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Bäckerei Schmidt");
});
afterAll(() => t.close());

const patch = (body: unknown) => seller.api.patch(`/v1/organizations/${seller.organizationId}`, body);

describe("organization invoice_details", () => {
  it("starts empty, is saved and returned, and changes key by key", async () => {
    const empty = await seller.api.get(`/v1/organizations/${seller.organizationId}`);
    expect(empty.body.invoice_details).toEqual({ legal_name: null, address: null, tax_id: null });

    const saved = await patch({
      invoice_details: {
        legal_name: "  Bäckerei Schmidt GmbH ",
        address: {
          line1: "Hauptstraße 5",
          line2: "2. OG",
          postal_code: "80331",
          city: "München",
          country: "de",
        },
        tax_id: "de 123 456 789",
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = {
      legal_name: "Bäckerei Schmidt GmbH",
      address: {
        line1: "Hauptstraße 5",
        line2: "2. OG",
        postal_code: "80331",
        city: "München",
        state: null,
        country: "DE",
      },
      tax_id: "DE123456789",
    };
    expect(saved.body.invoice_details).toEqual(expected);
    expect((await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.invoice_details).toEqual(
      expected,
    );

    const renamed = await patch({ invoice_details: { legal_name: "Schmidt Backwaren GmbH" } });
    expect(renamed.body.invoice_details).toEqual({ ...expected, legal_name: "Schmidt Backwaren GmbH" });
    // Other updates leave them alone.
    const other = await patch({ website: "https://schmidt.example" });
    expect(other.body.invoice_details.tax_id).toBe("DE123456789");
  });

  it("answers bad input with a 422 naming the field, and keeps what was stored", async () => {
    const before = (await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.invoice_details;
    const cases: [unknown, string[]][] = [
      [{ tax_id: "FR123" }, ["body", "invoice_details", "tax_id"]],
      [{ address: { country: "XX" } }, ["body", "invoice_details", "address", "country"]],
      [{ address: { country: "US", state: "ZZ" } }, ["body", "invoice_details", "address", "state"]],
      [{ legal_name: "x".repeat(201) }, ["body", "invoice_details", "legal_name"]],
      [{ vat: "DE123456789" }, ["body", "invoice_details"]],
    ];
    for (const [body, loc] of cases) {
      const res = await patch({ invoice_details: body });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(locs(res.body).map((l) => l.split("."))).toContainEqual(loc);
    }
    // A tax id with no address to check it against.
    await patch({ invoice_details: null });
    const orphan = await patch({ invoice_details: { tax_id: "DE123456789" } });
    expect(orphan.status).toBe(422);
    expect(orphan.body.detail[0]).toMatchObject({
      loc: ["body", "invoice_details", "tax_id"],
      msg: "A tax id needs the address (its country)",
    });
    // Changing the country re-checks the stored tax id.
    await patch({ invoice_details: before });
    const moved = await patch({ invoice_details: { address: { country: "AT" } } });
    expect(moved.status).toBe(422);
    expect(locs(moved.body)).toEqual(["body.invoice_details.tax_id"]);
    expect((await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body.invoice_details).toEqual(
      before,
    );
  });

  it("takes any tax id for a country whose formats Kassa does not know, and clears with null", async () => {
    const res = await patch({
      invoice_details: { address: { country: "MC", city: "Monaco" }, tax_id: "FR 12 345678901" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice_details.tax_id).toBe("FR 12 345678901");
    const cleared = await patch({ invoice_details: null });
    expect(cleared.body.invoice_details).toEqual({ legal_name: null, address: null, tax_id: null });
  });
});
