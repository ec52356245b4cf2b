import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
let customerId: string;
let meterId: string;
beforeAll(async () => {
  k = await startKassa();
  const customer = await ok(
    k.polar.customers.create({ email: "usage@example.com", externalId: "usr_usage" }),
  );
  customerId = customer.id;
  const meter = await ok(
    k.polar.meters.create({
      name: "Tokens",
      filter: {
        conjunction: "and",
        clauses: [{ property: "name", operator: "eq", value: "llm.completion" }],
      },
      aggregation: { func: "sum", property: "tokens" },
    }),
  );
  meterId = meter.id;
});
afterAll(() => k.close());

describe("Polar SDK 0.47: usage (events, quantities, customer meters, state)", () => {
  it("ingests a batch, deduplicating by external id, and lists, gets and names the events", async () => {
    const sent = await ok(
      k.polar.events.ingest({
        events: [
          {
            name: "llm.completion",
            externalCustomerId: "usr_usage",
            externalId: "req-1",
            metadata: { tokens: 120 },
          },
          { name: "llm.completion", customerId, externalId: "req-2", metadata: { tokens: 30 } },
          { name: "page.view", externalCustomerId: "usr_usage", metadata: { path: "/" } },
        ],
      }),
    );
    expect(sent).toEqual({ inserted: 3, duplicates: 0 });
    const again = await ok(
      k.polar.events.ingest({
        events: [{ name: "llm.completion", customerId, externalId: "req-2", metadata: { tokens: 30 } }],
      }),
    );
    expect(again).toEqual({ inserted: 0, duplicates: 1 });
    await k.t.runJobs();

    const page = await ok(k.polar.events.list({ customerId, name: "llm.completion" }));
    expect("items" in page ? page.items.length : 0).toBe(2);
    const first = "items" in page ? page.items[0]! : undefined;
    const got = await ok(k.polar.events.get({ id: first!.id }));
    expect(got.name).toBe("llm.completion");
    expect(got.source).toBe("user");

    const names = await collect(await k.polar.events.listNames({ customerId, source: "user" }));
    expect(names.map((n) => n.name).sort()).toEqual(["llm.completion", "page.view"]);
  });

  it("reads the meter's quantities, the customer meter and the customer state", async () => {
    const now = new Date();
    const quantities = await ok(
      k.polar.meters.quantities({
        id: meterId,
        startTimestamp: new Date(now.getTime() - 2 * 86_400_000),
        endTimestamp: now,
        interval: "day",
        customerId,
      }),
    );
    expect(quantities.total).toBe(150);
    expect(quantities.quantities.reduce((sum, q) => sum + q.quantity, 0)).toBe(150);

    const meters = await collect(await k.polar.customerMeters.list({ customerId }));
    expect(meters).toHaveLength(1);
    expect(meters[0]).toMatchObject({
      customerId,
      meterId,
      consumedUnits: 150,
      creditedUnits: 0,
      balance: -150,
    });
    const one = await ok(k.polar.customerMeters.get({ id: meters[0]!.id }));
    expect(one.meter.id).toBe(meterId);
    expect(one.customer.id).toBe(customerId);

    const state = await ok(k.polar.customers.getState({ id: customerId }));
    expect(state.activeMeters).toEqual([
      expect.objectContaining({ meterId, consumedUnits: 150, creditedUnits: 0, balance: -150 }),
    ]);
  });
});
