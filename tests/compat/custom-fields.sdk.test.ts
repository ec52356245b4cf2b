import type { CustomField } from "@polar-sh/sdk/models/components/customfield.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: customFields", () => {
  const created: Record<string, CustomField> = {};
  const field = (type: string): CustomField => {
    const found = created[type];
    if (!found) throw new Error(`no ${type} field was created`);
    return found;
  };

  it("creates each field type and returns the matching union member", async () => {
    created.text = await ok(
      k.polar.customFields.create({
        type: "text",
        slug: "company",
        name: "Company",
        properties: { formLabel: "Company", textarea: false, minLength: 2, maxLength: 100 },
        metadata: { source: "sdk" },
      }),
    );
    created.number = await ok(
      k.polar.customFields.create({
        type: "number",
        slug: "seats",
        name: "Seats",
        properties: { ge: 1, le: 500 },
      }),
    );
    created.date = await ok(
      k.polar.customFields.create({ type: "date", slug: "start", name: "Start date", properties: {} }),
    );
    created.checkbox = await ok(
      k.polar.customFields.create({
        type: "checkbox",
        slug: "terms",
        name: "Accept terms",
        properties: { formLabel: "I accept" },
      }),
    );
    created.select = await ok(
      k.polar.customFields.create({
        type: "select",
        slug: "plan-size",
        name: "Team size",
        properties: {
          options: [
            { value: "small", label: "1-10" },
            { value: "large", label: "11+" },
          ],
        },
      }),
    );

    for (const [type, field] of Object.entries(created)) {
      expect(field.type).toBe(type);
      expect(field.createdAt).toBeInstanceOf(Date);
      expect(field.organizationId).toBe(k.seller.organizationId);
    }
    const text = field("text");
    if (text.type !== "text") throw new Error("not a text field");
    expect(text.properties.maxLength).toBe(100);
    expect(text.metadata).toEqual({ source: "sdk" });
    const select = field("select");
    if (select.type !== "select") throw new Error("not a select field");
    expect(select.properties.options.map((o) => o.value)).toEqual(["small", "large"]);
  });

  it("gets a field by id", async () => {
    const got = await ok(k.polar.customFields.get({ id: field("select").id }));
    expect(got.type).toBe("select");
    expect(got.slug).toBe("plan-size");
    expect(got.modifiedAt === null || got.modifiedAt instanceof Date).toBe(true);
  });

  it("lists fields across pages, filtered by type and query", async () => {
    const all = await collect(await ok(k.polar.customFields.list({ limit: 2 })));
    expect(all).toHaveLength(5);

    const selects = await collect(await ok(k.polar.customFields.list({ typeFilter: "select" })));
    expect(selects.map((f) => f.id)).toEqual([field("select").id]);
    const several = await collect(await ok(k.polar.customFields.list({ typeFilter: ["text", "number"] })));
    expect(several.map((f) => f.type).sort()).toEqual(["number", "text"]);

    const byQuery = await collect(await ok(k.polar.customFields.list({ query: "seat" })));
    expect(byQuery.map((f) => f.id)).toEqual([field("number").id]);

    const sorted = await ok(k.polar.customFields.list({ sorting: ["slug"], limit: 10 }));
    expect(sorted.result.items.map((f) => f.slug)).toEqual([
      "company",
      "plan-size",
      "seats",
      "start",
      "terms",
    ]);
    expect(sorted.result.pagination.totalCount).toBe(5);
  });

  it("updates a field", async () => {
    const updated = await ok(
      k.polar.customFields.update({
        id: field("text").id,
        customFieldUpdate: { type: "text", name: "Company name", properties: { textarea: true } },
      }),
    );
    expect(updated.name).toBe("Company name");
    if (updated.type !== "text") throw new Error("not a text field");
    expect(updated.properties.textarea).toBe(true);
    expect(updated.modifiedAt).toBeInstanceOf(Date);
  });

  it("deletes a field", async () => {
    const result = await ok(k.polar.customFields.delete({ id: field("checkbox").id }));
    expect(result).toBeUndefined();
    await expectNotFound(k.polar.customFields.get({ id: field("checkbox").id }));
  });

  it("maps unknown ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.customFields.get({ id: UNKNOWN_ID }));
    await expectNotFound(
      k.polar.customFields.update({ id: UNKNOWN_ID, customFieldUpdate: { type: "text", name: "x" } }),
    );
    await expectNotFound(k.polar.customFields.delete({ id: UNKNOWN_ID }));
  });

  it("maps invalid input to HTTPValidationError", async () => {
    // A select field needs at least one option.
    const locs = await expectInvalid(
      k.polar.customFields.create({
        type: "select",
        slug: "empty",
        name: "Empty",
        properties: { options: [] },
      }),
    );
    expect(locs.some((l) => l.startsWith("body"))).toBe(true);
    // Slugs are unique per organization.
    await expectInvalid(
      k.polar.customFields.create({ type: "text", slug: "company", name: "Again", properties: {} }),
    );
    // The update's type must match the field's type.
    await expectInvalid(
      k.polar.customFields.update({ id: field("text").id, customFieldUpdate: { type: "number", name: "x" } }),
    );
  });
});
