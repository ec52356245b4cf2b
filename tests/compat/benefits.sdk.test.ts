import type { Benefit } from "@polar-sh/sdk/models/components/benefit.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";
import { uploadFile } from "./uploads.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: benefits", () => {
  const created: Record<string, Benefit> = {};

  it("creates a benefit of each type and returns the matching union member", async () => {
    const meter = await ok(
      k.polar.meters.create({
        name: "Credits meter",
        filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "credit" }] },
        aggregation: { func: "count" },
      }),
    );
    const { completed: file } = await uploadFile(k, new TextEncoder().encode("the ebook"), {
      service: "downloadable",
      name: "ebook.pdf",
      mimeType: "application/pdf",
    });

    created.custom = await ok(
      k.polar.benefits.create({
        type: "custom",
        description: "Priority support",
        properties: { note: "Email us at vip@example.com" },
        metadata: { tier: "gold" },
      }),
    );
    created.license_keys = await ok(
      k.polar.benefits.create({
        type: "license_keys",
        description: "License key",
        properties: {
          prefix: "KASSA",
          expires: { ttl: 1, timeframe: "year" },
          activations: { limit: 3, enableCustomerAdmin: true },
          limitUsage: 100,
        },
      }),
    );
    created.meter_credit = await ok(
      k.polar.benefits.create({
        type: "meter_credit",
        description: "1000 credits",
        properties: { units: 1000, rollover: false, meterId: meter.id },
      }),
    );
    created.downloadables = await ok(
      k.polar.benefits.create({
        type: "downloadables",
        description: "The ebook",
        properties: { files: [file.id] },
      }),
    );
    created.github_repository = await ok(
      k.polar.benefits.create({
        type: "github_repository",
        description: "Private repository",
        properties: { repositoryOwner: "kassa", repositoryName: "private-repo", permission: "pull" },
      }),
    );
    created.discord = await ok(
      k.polar.benefits.create({
        type: "discord",
        description: "Discord role",
        properties: { guildToken: "112233445566778899", roleId: "123456789012345678", kickMember: false },
      }),
    );

    for (const [type, benefit] of Object.entries(created)) {
      expect(benefit.type).toBe(type);
      expect(benefit.createdAt).toBeInstanceOf(Date);
      expect(benefit.organizationId).toBe(k.seller.organizationId);
      expect(benefit.isDeleted).toBe(false);
    }
    const keys = created.license_keys;
    if (keys?.type !== "license_keys") throw new Error("not a license_keys benefit");
    expect(keys.properties.prefix).toBe("KASSA");
    expect(keys.properties.expires).toEqual({ ttl: 1, timeframe: "year" });
    expect(keys.properties.activations?.limit).toBe(3);
    expect(keys.properties.limitUsage).toBe(100);
    const credit = created.meter_credit;
    if (credit?.type !== "meter_credit") throw new Error("not a meter_credit benefit");
    expect(credit.properties.meterId).toBe(meter.id);
    const downloadables = created.downloadables;
    if (downloadables?.type !== "downloadables") throw new Error("not a downloadables benefit");
    expect(downloadables.properties.files).toEqual([file.id]);
    const custom = created.custom;
    if (custom?.type !== "custom") throw new Error("not a custom benefit");
    expect(custom.metadata).toEqual({ tier: "gold" });
  });

  it("gets a benefit by id", async () => {
    const got = await ok(k.polar.benefits.get({ id: created.license_keys!.id }));
    expect(got.type).toBe("license_keys");
    expect(got.description).toBe("License key");
  });

  it("lists benefits across pages, by type, id, exclusion, query and metadata", async () => {
    const all = await collect(await ok(k.polar.benefits.list({ limit: 2 })));
    expect(all).toHaveLength(6);

    const byType = await collect(await ok(k.polar.benefits.list({ typeFilter: ["custom", "license_keys"] })));
    expect(byType.map((b) => b.type).sort()).toEqual(["custom", "license_keys"]);

    const byId = await collect(await ok(k.polar.benefits.list({ id: created.discord!.id })));
    expect(byId.map((b) => b.id)).toEqual([created.discord!.id]);

    const excluded = await collect(await ok(k.polar.benefits.list({ excludeId: [created.discord!.id] })));
    expect(excluded).toHaveLength(5);

    const byQuery = await collect(await ok(k.polar.benefits.list({ query: "ebook" })));
    expect(byQuery.map((b) => b.type)).toEqual(["downloadables"]);

    const byMetadata = await collect(await ok(k.polar.benefits.list({ metadata: { tier: "gold" } })));
    expect(byMetadata.map((b) => b.id)).toEqual([created.custom!.id]);

    const sorted = await ok(k.polar.benefits.list({ sorting: ["type"], limit: 10 }));
    expect(sorted.result.items.map((b) => b.type)).toEqual([
      "custom",
      "discord",
      "downloadables",
      "github_repository",
      "license_keys",
      "meter_credit",
    ]);
    expect(sorted.result.pagination.totalCount).toBe(6);
  });

  it("updates benefits of several types", async () => {
    const custom = await ok(
      k.polar.benefits.update({
        id: created.custom!.id,
        requestBody: { type: "custom", description: "Premium support", properties: { note: "Call us" } },
      }),
    );
    expect(custom.description).toBe("Premium support");
    if (custom.type !== "custom") throw new Error("not custom");
    expect(custom.properties.note).toBe("Call us");
    expect(custom.modifiedAt).toBeInstanceOf(Date);

    const keys = await ok(
      k.polar.benefits.update({
        id: created.license_keys!.id,
        requestBody: {
          type: "license_keys",
          properties: { prefix: "KAS", expires: null, activations: null, limitUsage: null },
        },
      }),
    );
    if (keys.type !== "license_keys") throw new Error("not license_keys");
    expect(keys.properties.prefix).toBe("KAS");
    expect(keys.properties.expires).toBeNull();
  });

  it("lists a benefit's grants (none yet) and maps an unknown benefit to ResourceNotFound", async () => {
    const grants = await ok(k.polar.benefits.grants({ id: created.custom!.id, isGranted: true, limit: 5 }));
    expect(grants.result.items).toEqual([]);
    expect(grants.result.pagination.totalCount).toBe(0);
    expect(await collect(grants)).toEqual([]);
    await expectNotFound(k.polar.benefits.grants({ id: UNKNOWN_ID }));
  });

  it("deletes a benefit", async () => {
    expect(await ok(k.polar.benefits.delete({ id: created.discord!.id }))).toBeUndefined();
    await expectNotFound(k.polar.benefits.get({ id: created.discord!.id }));
    const all = await collect(await ok(k.polar.benefits.list({})));
    expect(all.map((b) => b.id)).not.toContain(created.discord!.id);
  });

  it("maps unknown ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.benefits.get({ id: UNKNOWN_ID }));
    await expectNotFound(
      k.polar.benefits.update({ id: UNKNOWN_ID, requestBody: { type: "custom", description: "Renamed" } }),
    );
    await expectNotFound(k.polar.benefits.delete({ id: UNKNOWN_ID }));
  });

  it("maps invalid input to HTTPValidationError", async () => {
    expect(
      await expectInvalid(k.polar.benefits.create({ type: "custom", description: "x", properties: {} })),
    ).toContain("body.description");
    const locs = await expectInvalid(
      k.polar.benefits.create({
        type: "meter_credit",
        description: "Credits",
        properties: { units: 10, rollover: false, meterId: UNKNOWN_ID },
      }),
    );
    expect(locs).toContain("body.properties.meter_id");
    // The update's type must be the benefit's type.
    await expectInvalid(
      k.polar.benefits.update({
        id: created.custom!.id,
        requestBody: { type: "license_keys", description: "Keys" },
      }),
    );
  });

  it("answers the SDK's feature_flag type, which Kassa does not offer, with a 422 on body.type", async () => {
    const locs = await expectInvalid(
      k.polar.benefits.create({ type: "feature_flag", description: "Beta access", properties: {} }),
    );
    expect(locs.some((l) => l.startsWith("body.type") || l === "body")).toBe(true);
  });
});
