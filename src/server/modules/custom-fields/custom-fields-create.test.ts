import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectField, makeField } from "../../test/fixtures/custom-fields-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Fieldco");
  other = await createSeller(t, "Otherfield");
});
afterAll(() => t.close());

describe("POST /v1/custom-fields/", () => {
  it("creates each of the five types in Polar's shape", async () => {
    const bodies = [
      {
        type: "text",
        slug: "company",
        name: "Company",
        properties: { form_label: "Company", textarea: true, min_length: 2, max_length: 80 },
      },
      {
        type: "number",
        slug: "seats",
        name: "Seats",
        properties: { ge: 1, le: 500, form_placeholder: "10" },
      },
      { type: "date", slug: "start_date", name: "Start", properties: { ge: 1767225600, le: 1798761600 } },
      { type: "checkbox", slug: "tos", name: "Terms", properties: { form_help_text: "Please accept" } },
      {
        type: "select",
        slug: "size",
        name: "Size",
        properties: {
          options: [
            { value: "s", label: "Small" },
            { value: "l", label: "Large" },
          ],
        },
        metadata: { shop: "eu" },
      },
    ];
    for (const body of bodies) {
      const res = await seller.api.post("/v1/custom-fields/", body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectField(res.body);
      expect(res.body).toMatchObject({
        type: body.type,
        slug: body.slug,
        name: body.name,
        properties: body.properties,
        organization_id: seller.organizationId,
        modified_at: null,
        metadata: body.metadata ?? {},
      });
      const got = await seller.api.get(`/v1/custom-fields/${res.body.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(res.body);
    }
  });

  it("refuses a duplicate slug, ignoring case, with loc body.slug", async () => {
    await makeField(seller, { slug: "VAT_number" });
    const dup = await seller.api.post("/v1/custom-fields/", {
      type: "checkbox",
      slug: "vat_NUMBER",
      name: "Another",
      properties: {},
    });
    expect(dup.status).toBe(422);
    expect(dup.body.detail).toEqual([
      expect.objectContaining({ loc: ["body", "slug"], input: "vat_NUMBER" }),
    ]);
    // Another organization may use the same slug.
    await makeField(other, { slug: "vat_number" });
  });

  it("validates the slug format", async () => {
    for (const slug of ["", "has space", "dot.ted", "ümlaut"]) {
      const res = await seller.api.post("/v1/custom-fields/", {
        type: "text",
        slug,
        name: "X",
        properties: {},
      });
      expect(res.status).toBe(422);
      expect(locs(res.body)).toEqual(["body.slug"]);
    }
  });

  it("checks min_length ≤ max_length and ge ≤ le, naming the field", async () => {
    const text = await seller.api.post("/v1/custom-fields/", {
      type: "text",
      slug: "bad-text",
      name: "Bad",
      properties: { min_length: 10, max_length: 5 },
    });
    expect(text.status).toBe(422);
    expect(locs(text.body)).toEqual(["body.properties.max_length"]);
    for (const type of ["number", "date"]) {
      const res = await seller.api.post("/v1/custom-fields/", {
        type,
        slug: `bad-${type}`,
        name: "Bad",
        properties: { ge: 10, le: 5 },
      });
      expect(res.status).toBe(422);
      expect(locs(res.body)).toEqual(["body.properties.le"]);
    }
    const equal = await makeField(seller, { type: "number", properties: { ge: 5, le: 5 } });
    expectField(equal);
    const negative = await seller.api.post("/v1/custom-fields/", {
      type: "text",
      slug: "neg",
      name: "Neg",
      properties: { min_length: -1 },
    });
    expect(locs(negative.body)).toEqual(["body.properties.min_length"]);
    const fraction = await seller.api.post("/v1/custom-fields/", {
      type: "number",
      slug: "frac",
      name: "Frac",
      properties: { ge: 1.5 },
    });
    expect(locs(fraction.body)).toEqual(["body.properties.ge"]);
  });

  it("requires non-empty select options with unique values", async () => {
    const none = await seller.api.post("/v1/custom-fields/", {
      type: "select",
      slug: "sel",
      name: "Sel",
      properties: { options: [] },
    });
    expect(none.status).toBe(422);
    expect(locs(none.body)).toEqual(["body.properties.options"]);
    const missing = await seller.api.post("/v1/custom-fields/", {
      type: "select",
      slug: "sel",
      name: "Sel",
      properties: {},
    });
    expect(locs(missing.body)).toEqual(["body.properties.options"]);
    const dup = await seller.api.post("/v1/custom-fields/", {
      type: "select",
      slug: "sel",
      name: "Sel",
      properties: {
        options: [
          { value: "a", label: "A" },
          { value: "b", label: "B" },
          { value: "a", label: "A again" },
        ],
      },
    });
    expect(dup.status).toBe(422);
    expect(locs(dup.body)).toEqual(["body.properties.options.2.value"]);
    const empty = await seller.api.post("/v1/custom-fields/", {
      type: "select",
      slug: "sel",
      name: "Sel",
      properties: { options: [{ value: "", label: "" }] },
    });
    expect(locs(empty.body).sort()).toEqual([
      "body.properties.options.0.label",
      "body.properties.options.0.value",
    ]);
  });

  it("validates type, name, form texts and metadata", async () => {
    const type = await seller.api.post("/v1/custom-fields/", {
      type: "color",
      slug: "c",
      name: "C",
      properties: {},
    });
    expect(type.status).toBe(422);
    expect(locs(type.body)[0]).toMatch(/^body\.type/);
    const res = await seller.api.post("/v1/custom-fields/", {
      type: "checkbox",
      slug: "ok",
      name: " ",
      properties: { form_label: "" },
      metadata: { ["k".repeat(41)]: 1 },
    });
    expect(res.status).toBe(422);
    const l = locs(res.body);
    expect(l).toContain("body.name");
    expect(l).toContain("body.properties.form_label");
    expect(l.some((x) => x.startsWith("body.metadata"))).toBe(true);
    const noProps = await seller.api.post("/v1/custom-fields/", { type: "text", slug: "np", name: "NP" });
    expect(locs(noProps.body)).toEqual(["body.properties"]);
  });

  it("refuses to create a field for another organization", async () => {
    const res = await seller.api.post("/v1/custom-fields/", {
      type: "text",
      slug: "x-org",
      name: "X",
      properties: {},
      organization_id: other.organizationId,
    });
    expect(res.status).toBe(403);
  });
});
