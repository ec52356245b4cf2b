import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import {
  ensureEventPartitions,
  monthPartition,
  PARTITIONS_JOB,
  scheduleEventPartitions,
} from "./partitions.js";

const clock = manualClock(new Date("2026-03-15T12:00:00.000Z"));
let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Partitionco");
});
afterAll(() => t.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function ingest(externalId: string) {
  const res = await seller.api.post("/v1/events/ingest", {
    events: [{ name: "partitioned", external_customer_id: "usr_p", external_id: externalId }],
  });
  expect(res.status, res.text).toBe(200);
}

const partitionOf = async (externalId: string) =>
  (
    await rows<{ partition: string }>(
      sql`select tableoid::regclass::text as partition from event where external_id = ${externalId}`,
    )
  )[0]?.partition;

describe("monthly partitions of event", () => {
  it("names and bounds a UTC month, across a year end", () => {
    expect(monthPartition(new Date("2026-12-31T23:59:59Z"), 1)).toEqual({
      name: "event_2027_01",
      start: new Date("2027-01-01T00:00:00Z"),
      end: new Date("2027-02-01T00:00:00Z"),
    });
    expect(monthPartition(new Date("2026-03-01T00:00:00Z"), 0).name).toBe("event_2026_03");
  });

  it("creates the next months, leaves a month the default partition holds events of, moves nothing", async () => {
    await ingest("p-march");
    expect(await partitionOf("p-march")).toBe("event_default");

    expect(await ensureEventPartitions(t.ctx)).toEqual({
      created: ["event_2026_04", "event_2026_05"],
      skipped: ["event_2026_03"],
    });
    expect(await partitionOf("p-march")).toBe("event_default");
    // A second run changes nothing.
    expect(await ensureEventPartitions(t.ctx)).toEqual({ created: [], skipped: ["event_2026_03"] });
  });

  it("stores a new month's events in its partition, still listed with the others", async () => {
    clock.set(new Date("2026-04-02T08:00:00.000Z"));
    await ingest("p-april");
    expect(await partitionOf("p-april")).toBe("event_2026_04");
    const list = await seller.api.get("/v1/events/?name=partitioned");
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.map((e: { name: string }) => e.name)).toEqual(["partitioned", "partitioned"]);
  });

  it("runs as a daily job that schedules its next run", async () => {
    await scheduleEventPartitions(t.ctx);
    await t.runJobs();
    const names = await rows<{ name: string }>(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'event'::regclass order by 1`,
    );
    expect(names.map((r) => r.name)).toEqual([
      "event_2026_04",
      "event_2026_05",
      "event_2026_06",
      "event_default",
    ]);
    const next = await rows<{ run_at: string | Date }>(
      sql`select run_at from job where name = ${PARTITIONS_JOB} and status = 'queued'`,
    );
    expect(next.map((r) => new Date(r.run_at).toISOString())).toEqual(["2026-04-03T02:00:00.000Z"]);
  });
});
