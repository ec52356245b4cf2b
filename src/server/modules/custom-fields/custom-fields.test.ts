import { CustomField$inboundSchema } from "@polar-sh/sdk/models/components/customfield.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { getCustomField, serializeCustomField } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Fieldco");
  other = await createSeller(t, "Otherfield");
});
afterAll(() => t.close());

function expectField(body: unknown) {
  const parsed = CustomField$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

let n = 0;
async function makeField(s: Seller, body: Record<string, unknown>) {
  n += 1;
  const res = await s.api.post("/v1/custom-fields/", {
    type: "text",
    slug: `field-${n}`,
    name: `Field ${n}`,
    properties: {},
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

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

describe("GET /v1/custom-fields/", () => {
  let seller2: Seller;
  beforeAll(async () => {
    seller2 = await createSeller(t, "Listfield");
    await makeField(seller2, { slug: "b-phone", name: "Phone number", type: "text" });
    await makeField(seller2, { slug: "a-age", name: "Age", type: "number" });
    await makeField(seller2, { slug: "c-birthday", name: "Birthday", type: "date" });
    await makeField(seller2, { slug: "d-newsletter", name: "Newsletter", type: "checkbox" });
    await makeField(seller2, {
      slug: "e-plan",
      name: "Plan phone",
      type: "select",
      properties: { options: [{ value: "x", label: "X" }] },
    });
  });

  const slugs = (body: { items: { slug: string }[] }) => body.items.map((i) => i.slug);

  it("lists the caller's fields, by slug by default", async () => {
    const res = await seller2.api.get("/v1/custom-fields/");
    expect(res.status).toBe(200);
    for (const item of res.body.items) expectField(item);
    expect(slugs(res.body)).toEqual(["a-age", "b-phone", "c-birthday", "d-newsletter", "e-plan"]);
    expect(res.body.pagination).toEqual({ total_count: 5, max_page: 1 });
  });

  it("filters by query (name or slug) and by repeated type", async () => {
    const q = await seller2.api.get("/v1/custom-fields/", { query: { query: "PHONE" } });
    expect(slugs(q.body)).toEqual(["b-phone", "e-plan"]);
    const bySlug = await seller2.api.get("/v1/custom-fields/", { query: { query: "birth" } });
    expect(slugs(bySlug.body)).toEqual(["c-birthday"]);
    const one = await seller2.api.get("/v1/custom-fields/", { query: { type: "date" } });
    expect(slugs(one.body)).toEqual(["c-birthday"]);
    const two = await seller2.api.get("/v1/custom-fields/?type=number&type=select");
    expect(slugs(two.body)).toEqual(["a-age", "e-plan"]);
    const bad = await seller2.api.get("/v1/custom-fields/", { query: { type: "color" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc.slice(0, 2)).toEqual(["query", "type"]);
  });

  it("sorts by name, type and -created_at", async () => {
    const byName = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "name" } });
    expect(byName.body.items.map((i: { name: string }) => i.name)).toEqual([
      "Age",
      "Birthday",
      "Newsletter",
      "Phone number",
      "Plan phone",
    ]);
    const byType = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "-type" } });
    expect(byType.body.items.map((i: { type: string }) => i.type)).toEqual([
      "text",
      "select",
      "number",
      "date",
      "checkbox",
    ]);
    const newest = await seller2.api.get("/v1/custom-fields/", { query: { sorting: "-created_at" } });
    expect(slugs(newest.body)).toEqual(["e-plan", "d-newsletter", "c-birthday", "a-age", "b-phone"]);
  });

  it("paginates with page and limit", async () => {
    const p2 = await seller2.api.get("/v1/custom-fields/", { query: { page: 2, limit: 2 } });
    expect(slugs(p2.body)).toEqual(["c-birthday", "d-newsletter"]);
    expect(p2.body.pagination).toEqual({ total_count: 5, max_page: 3 });
    const p3 = await seller2.api.get("/v1/custom-fields/", { query: { page: 3, limit: 2 } });
    expect(slugs(p3.body)).toEqual(["e-plan"]);
    const clamped = await seller2.api.get("/v1/custom-fields/", { query: { limit: 101 } });
    expect(clamped.body.pagination.max_page).toBe(1);
    const zero = await seller2.api.get("/v1/custom-fields/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(["query", "limit"]);
  });

  it("filters by organization_id and never shows another organization's fields", async () => {
    const theirs = await seller2.api.get("/v1/custom-fields/", {
      query: { organization_id: seller.organizationId },
    });
    expect(theirs.body.items).toEqual([]);
    const mine = await seller2.api.get("/v1/custom-fields/", {
      query: { organization_id: seller2.organizationId },
    });
    expect(mine.body.pagination.total_count).toBe(5);
    const sellerList = await seller.api.get("/v1/custom-fields/", { query: { limit: 100 } });
    for (const item of sellerList.body.items) expect(item.organization_id).toBe(seller.organizationId);
  });
});

describe("PATCH and DELETE /v1/custom-fields/{id}", () => {
  it("updates name, slug, metadata and replaces properties", async () => {
    const f = await makeField(seller, { type: "text", properties: { form_label: "Old", textarea: true } });
    const res = await seller.api.patch(`/v1/custom-fields/${f.id}`, {
      type: "text",
      name: "Renamed",
      slug: "renamed-slug",
      metadata: { v: 2 },
      properties: { max_length: 10 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectField(res.body);
    expect(res.body).toMatchObject({
      id: f.id,
      name: "Renamed",
      slug: "renamed-slug",
      metadata: { v: 2 },
      properties: { max_length: 10 },
      created_at: f.created_at,
    });
    expect(res.body.properties).not.toHaveProperty("form_label");
    expect(res.body.modified_at).not.toBeNull();
    const same = await seller.api.patch(`/v1/custom-fields/${f.id}`, { type: "text", slug: "RENAMED-slug" });
    expect(same.status).toBe(200);
    expect(same.body.slug).toBe("RENAMED-slug");
    expect(same.body.name).toBe("Renamed");
  });

  it("refuses to change the type, or to take a used slug", async () => {
    const f = await makeField(seller, { type: "checkbox", slug: "keep-type" });
    const type = await seller.api.patch(`/v1/custom-fields/${f.id}`, { type: "text" });
    expect(type.status).toBe(422);
    expect(locs(type.body)).toEqual(["body.type"]);
    const noType = await seller.api.patch(`/v1/custom-fields/${f.id}`, { name: "x" });
    expect(noType.status).toBe(422);
    expect(locs(noType.body)[0]).toMatch(/^body\.type/);
    await makeField(seller, { slug: "taken-slug" });
    const slug = await seller.api.patch(`/v1/custom-fields/${f.id}`, {
      type: "checkbox",
      slug: "Taken-Slug",
    });
    expect(slug.status).toBe(422);
    expect(locs(slug.body)).toEqual(["body.slug"]);
  });

  it("validates updated properties with the same rules", async () => {
    const f = await makeField(seller, {
      type: "select",
      properties: { options: [{ value: "a", label: "A" }] },
    });
    const res = await seller.api.patch(`/v1/custom-fields/${f.id}`, {
      type: "select",
      properties: {
        options: [
          { value: "a", label: "A" },
          { value: "a", label: "B" },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(locs(res.body)).toEqual(["body.properties.options.1.value"]);
    const n = await makeField(seller, { type: "number", properties: {} });
    const bounds = await seller.api.patch(`/v1/custom-fields/${n.id}`, {
      type: "number",
      properties: { ge: 3, le: 1 },
    });
    expect(locs(bounds.body)).toEqual(["body.properties.le"]);
  });

  it("deletes with 204, after which the field is gone", async () => {
    const f = await makeField(seller, { slug: "to-delete" });
    const del = await seller.api.delete(`/v1/custom-fields/${f.id}`);
    expect(del.status).toBe(204);
    expect((await seller.api.get(`/v1/custom-fields/${f.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/custom-fields/${f.id}`)).status).toBe(404);
    // The slug is free again.
    await makeField(seller, { slug: "to-delete" });
  });

  it("answers 404 for another organization's field and 422 for a malformed id", async () => {
    const f = await makeField(seller, { slug: "private-field" });
    expect((await other.api.get(`/v1/custom-fields/${f.id}`)).status).toBe(404);
    const patch = await other.api.patch(`/v1/custom-fields/${f.id}`, { type: "text", name: "Stolen" });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe("ResourceNotFound");
    expect((await other.api.delete(`/v1/custom-fields/${f.id}`)).status).toBe(404);
    const still = await seller.api.get(`/v1/custom-fields/${f.id}`);
    expect(still.body.name).toBe(f.name);
    const malformed = await seller.api.delete("/v1/custom-fields/123");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0].loc).toEqual(["path", "id"]);
  });

  it("needs the custom_fields scopes", async () => {
    const narrow = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "read fields",
      scopes: ["custom_fields:read"],
    });
    const headers = { authorization: `Bearer ${narrow.body.token}` };
    expect((await t.client().get("/v1/custom-fields/", { noOrigin: true, headers })).status).toBe(200);
    const write = await t
      .client()
      .post(
        "/v1/custom-fields/",
        { type: "text", slug: "s", name: "S", properties: {} },
        { noOrigin: true, headers },
      );
    expect(write.status).toBe(403);
  });
});

describe("custom-fields service exports", () => {
  it("getCustomField returns the organization's row or null, and serializeCustomField gives the wire shape", async () => {
    const f = await makeField(seller, { slug: "exported" });
    const row = await getCustomField(t.ctx, seller.organizationId, f.id);
    expect(row).not.toBeNull();
    expect(serializeCustomField(row!)).toEqual(f);
    expect(await getCustomField(t.ctx, other.organizationId, f.id)).toBeNull();
  });
});
