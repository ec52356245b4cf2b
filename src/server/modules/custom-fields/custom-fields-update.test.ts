import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectField, makeField } from "../../test/fixtures/custom-fields-helpers.js";
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
