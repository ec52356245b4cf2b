import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { creditCustomerMeter, currentCustomerMeter, settleCustomerMeter } from "./service.js";

let t: TestApp;
let seller: Seller;
const meters: Record<string, string> = {};
let ada: string;

const calls = { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Meterco");
  const defs: Record<string, unknown> = {
    count: { func: "count" },
    sum: { func: "sum", property: "tokens" },
    max: { func: "max", property: "tokens" },
    min: { func: "min", property: "tokens" },
    avg: { func: "avg", property: "tokens" },
    unique: { func: "unique", property: "model" },
  };
  for (const [key, aggregation] of Object.entries(defs)) {
    const res = await seller.api.post("/v1/meters/", { name: `calls ${key}`, filter: calls, aggregation });
    expect(res.status, res.text).toBe(201);
    meters[key] = res.body.id;
  }
  const res = await seller.api.post("/v1/customers/", { email: "ada@example.com", external_id: "usr_ada" });
  ada = res.body.id;
});
afterAll(() => t.close());

async function ingest(events: Record<string, unknown>[]) {
  const res = await seller.api.post("/v1/events/ingest", { events });
  expect(res.status, res.text).toBe(200);
}

const balance = async (meter: string, customerId = ada) =>
  t.ctx.db.transaction((tx) =>
    currentCustomerMeter(tx, t.ctx.clock.now(), seller.organizationId, {
      customerId,
      meterId: meters[meter]!,
    }),
  );

describe("customer meters", () => {
  it("adds each committed batch once, for every aggregation, evaluated in SQL", async () => {
    await ingest([
      { name: "api.call", customer_id: ada, metadata: { tokens: 10, model: "a" } },
      { name: "api.call", external_customer_id: "usr_ada", metadata: { tokens: "2.5", model: "b" } },
      { name: "api.call", external_customer_id: "usr_ada", metadata: { tokens: "many", model: "a" } },
      { name: "other", customer_id: ada, metadata: { tokens: 1000 } },
    ]);
    await t.runJobs();
    await ingest([{ name: "api.call", customer_id: ada, metadata: { tokens: 4, model: "c" } }]);
    await t.runJobs();
    await t.runJobs();
    expect((await balance("count"))?.consumedUnits).toBe("4");
    expect((await balance("sum"))?.consumedUnits).toBe("16.5");
    expect((await balance("max"))?.consumedUnits).toBe("10");
    expect((await balance("min"))?.consumedUnits).toBe("2.5");
    expect(Number((await balance("avg"))?.consumedUnits)).toBe(5.5);
    expect((await balance("unique"))?.consumedUnits).toBe("3");
  });

  it("counts events sent before their customer existed once it appears", async () => {
    await ingest([
      { name: "api.call", external_customer_id: "usr_late", metadata: { tokens: 7, model: "z" } },
      { name: "api.call", external_customer_id: "usr_late", metadata: { tokens: 1, model: "z" } },
    ]);
    await t.runJobs();
    const res = await seller.api.post("/v1/customers/", {
      email: "late@example.com",
      external_id: "usr_late",
    });
    await t.runJobs();
    expect((await balance("sum", res.body.id))?.consumedUnits).toBe("8");
    await t.runJobs();
    expect((await balance("sum", res.body.id))?.consumedUnits).toBe("8");
  });

  it("settles a period: what was committed before counts in it, the new period starts at zero", async () => {
    const before = (await balance("sum"))!;
    await ingest([{ name: "api.call", customer_id: ada, metadata: { tokens: 100 } }]);
    // Not yet counted by a job: the settlement counts it itself.
    await t.ctx.db.transaction((tx) =>
      creditCustomerMeter(
        tx,
        t.ctx.clock.now(),
        seller.organizationId,
        { customerId: ada, meterId: meters.sum! },
        "50",
      ),
    );
    const settled = await t.ctx.db.transaction((tx) =>
      settleCustomerMeter(tx, t.ctx.clock.now(), seller.organizationId, {
        customerId: ada,
        meterId: meters.sum!,
      }),
    );
    expect(Number(settled.consumedUnits)).toBe(Number(before.consumedUnits) + 100);
    expect(settled.creditedUnits).toBe("50");
    const system = await seller.api.get(
      `/v1/events/?customer_id=${ada}&source=system&name=meter.credited&name=meter.reset`,
    );
    expect(system.body.items.map((e: { name: string; metadata: unknown }) => [e.name, e.metadata])).toEqual([
      ["meter.reset", { meter_id: meters.sum }],
      ["meter.credited", { meter_id: meters.sum, units: 50, rollover: false }],
    ]);
    await t.runJobs();
    const after = (await balance("sum"))!;
    expect(after.consumedUnits).toBe("0");
    expect(after.creditedUnits).toBe("0");
    await ingest([{ name: "api.call", customer_id: ada, metadata: { tokens: 3 } }]);
    await t.runJobs();
    expect((await balance("sum"))?.consumedUnits).toBe("3");
  });

  it("never lets credits go below zero", async () => {
    const key = { customerId: ada, meterId: meters.count! };
    await t.ctx.db.transaction((tx) =>
      creditCustomerMeter(tx, t.ctx.clock.now(), seller.organizationId, key, "5"),
    );
    await t.ctx.db.transaction((tx) =>
      creditCustomerMeter(tx, t.ctx.clock.now(), seller.organizationId, key, "-8"),
    );
    expect((await balance("count"))?.creditedUnits).toBe("0");
  });
});
