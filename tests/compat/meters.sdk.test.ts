import type { Meter } from "@polar-sh/sdk/models/components/meter.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

const apiCalls = {
  conjunction: "and" as const,
  clauses: [{ property: "name", operator: "eq" as const, value: "api.call" }],
};

describe("Polar SDK 0.47: meters", () => {
  let count: Meter;
  let sum: Meter;

  it("creates meters with each aggregation kind and typed results", async () => {
    count = await ok(
      k.polar.meters.create({
        name: "API calls",
        filter: apiCalls,
        aggregation: { func: "count" },
        metadata: { team: "core" },
      }),
    );
    expect(count.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(count.createdAt).toBeInstanceOf(Date);
    expect(count.organizationId).toBe(k.seller.organizationId);
    expect(count.aggregation).toEqual({ func: "count" });
    expect(count.filter.clauses).toHaveLength(1);
    expect(count.metadata).toEqual({ team: "core" });

    sum = await ok(
      k.polar.meters.create({
        name: "Tokens used",
        filter: {
          conjunction: "or",
          clauses: [
            { property: "name", operator: "eq", value: "llm.completion" },
            { conjunction: "and", clauses: [{ property: "tokens", operator: "gt", value: 0 }] },
          ],
        },
        aggregation: { func: "sum", property: "tokens" },
        unit: "custom",
        customLabel: "token",
        customMultiplier: 1000,
      }),
    );
    expect(sum.aggregation).toEqual({ func: "sum", property: "tokens" });
    expect(sum.unit).toBe("custom");
    expect(sum.customLabel).toBe("token");

    const unique = await ok(
      k.polar.meters.create({
        name: "Unique users",
        filter: apiCalls,
        aggregation: { func: "unique", property: "user_id" },
      }),
    );
    expect(unique.aggregation).toEqual({ func: "unique", property: "user_id" });
  });

  it("gets a meter by id", async () => {
    const got = await ok(k.polar.meters.get({ id: count.id }));
    expect(got.id).toBe(count.id);
    expect(got.name).toBe("API calls");
    expect(got.createdAt).toBeInstanceOf(Date);
  });

  it("lists meters across pages, with query, sorting and metadata filters", async () => {
    const all = await collect(await ok(k.polar.meters.list({ limit: 1 })));
    expect(all.map((m) => m.name).sort()).toEqual(["API calls", "Tokens used", "Unique users"]);

    const page = await ok(k.polar.meters.list({ limit: 2, page: 1, sorting: ["-name"] }));
    expect(page.result.pagination.totalCount).toBe(3);
    expect(page.result.pagination.maxPage).toBe(2);
    expect(page.result.items.map((m) => m.name)).toEqual(["Unique users", "Tokens used"]);

    const byQuery = await collect(await ok(k.polar.meters.list({ query: "token" })));
    expect(byQuery.map((m) => m.id)).toEqual([sum.id]);

    const byMetadata = await collect(await ok(k.polar.meters.list({ metadata: { team: "core" } })));
    expect(byMetadata.map((m) => m.id)).toEqual([count.id]);
  });

  it("updates and archives a meter", async () => {
    const renamed = await ok(
      k.polar.meters.update({ id: count.id, meterUpdate: { name: "Requests", metadata: { team: "edge" } } }),
    );
    expect(renamed.name).toBe("Requests");
    expect(renamed.metadata).toEqual({ team: "edge" });
    expect(renamed.modifiedAt).toBeInstanceOf(Date);

    const archived = await ok(k.polar.meters.update({ id: sum.id, meterUpdate: { isArchived: true } }));
    expect(archived.archivedAt).toBeInstanceOf(Date);

    const active = await collect(await ok(k.polar.meters.list({ isArchived: false })));
    expect(active.map((m) => m.id)).not.toContain(sum.id);
    const onlyArchived = await collect(await ok(k.polar.meters.list({ isArchived: true })));
    expect(onlyArchived.map((m) => m.id)).toEqual([sum.id]);
  });

  it("maps an unknown id to ResourceNotFound", async () => {
    await expectNotFound(k.polar.meters.get({ id: UNKNOWN_ID }));
    await expectNotFound(k.polar.meters.update({ id: UNKNOWN_ID, meterUpdate: { name: "Renamed meter" } }));
  });

  it("maps invalid input to HTTPValidationError", async () => {
    const locs = await expectInvalid(
      k.polar.meters.create({ name: "", filter: apiCalls, aggregation: { func: "count" } }),
    );
    expect(locs).toContain("body.name");
    // A custom unit needs its label.
    await expectInvalid(
      k.polar.meters.create({
        name: "Custom",
        filter: apiCalls,
        aggregation: { func: "count" },
        unit: "custom",
      }),
    );
    await expectInvalid(k.polar.meters.get({ id: "not-a-uuid" }));
  });
});
