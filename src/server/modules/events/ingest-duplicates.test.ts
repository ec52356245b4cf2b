import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller } from "../../test/v1-helpers.js";
import { storeExpectingNoDuplicates } from "./ingest.js";
import type { IngestRow } from "./ingest-repository.js";

const row = (externalId: string | null): IngestRow => ({
  id: "00000000-0000-7000-8000-000000000000",
  timestamp: "2026-11-29T00:00:00.000Z",
  name: "n",
  customerId: null,
  externalCustomerId: "c",
  externalId,
  parentId: null,
  metadata: "{}",
});
const uniqueViolation = Object.assign(new Error("duplicate key"), { code: "23505" });

/** A store that records how it was asked to claim keys and fails `"fail"` while `conflict` holds. */
function fakeStore(conflict: () => boolean) {
  const calls: string[] = [];
  const store = async (duplicates: "skip" | "fail") => {
    calls.push(duplicates);
    if (duplicates === "fail" && conflict()) throw new Error("wrapped", { cause: uniqueViolation });
    return duplicates;
  };
  return { calls, store };
}

describe("how a batch claims its dedupe keys", () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 29) + ms);

  it("claims with a plain insert, and sends the batch again skipping known keys when one is met", async () => {
    const { calls, store } = fakeStore(() => true);
    expect(await storeExpectingNoDuplicates("org-plain", at(0), [row("a"), row("b")], store)).toBe("skip");
    expect(calls).toEqual(["fail", "skip"]);
  });

  it("skips known keys directly for the organization's next batches for a minute, then tries plain again", async () => {
    const { calls, store } = fakeStore(() => true);
    await storeExpectingNoDuplicates("org-memory", at(0), [row("a")], store);
    await storeExpectingNoDuplicates("org-memory", at(59_999), [row("b")], store);
    expect(calls).toEqual(["fail", "skip", "skip"]);
    // Another organization is not affected.
    await storeExpectingNoDuplicates("org-other", at(1), [row("a")], store);
    expect(calls.slice(3)).toEqual(["fail", "skip"]);
    await storeExpectingNoDuplicates("org-memory", at(60_000), [row("c")], store);
    expect(calls.slice(5)).toEqual(["fail", "skip"]);
  });

  it("skips known keys directly when the batch repeats a key of its own", async () => {
    const { calls, store } = fakeStore(() => false);
    await storeExpectingNoDuplicates("org-repeat", at(0), [row(null), row(null), row("a"), row("a")], store);
    expect(calls).toEqual(["skip"]);
    // Rows without an external id are not a repeat.
    await storeExpectingNoDuplicates("org-repeat", at(0), [row(null), row(null), row("a")], store);
    expect(calls).toEqual(["skip", "fail"]);
  });

  it("does not retry other errors", async () => {
    const calls: string[] = [];
    const failing = async (duplicates: "skip" | "fail") => {
      calls.push(duplicates);
      throw Object.assign(new Error("deadlock"), { code: "40P01" });
    };
    await expect(storeExpectingNoDuplicates("org-error", at(0), [row("a")], failing)).rejects.toThrow(
      "deadlock",
    );
    expect(calls).toEqual(["fail"]);
  });
});

describe("POST /v1/events/ingest with known keys", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores each external_id once when concurrent batches without repeats overlap, and a resent batch stores nothing", async () => {
    const seller = await createSeller(t, "Overlapco");
    // Ten batches of 20 distinct keys; neighbours share half of theirs (110 keys in all).
    const batches = Array.from({ length: 10 }, (_, k) =>
      Array.from({ length: 20 }, (_, i) => ({
        name: "overlap",
        external_customer_id: "usr_overlap",
        external_id: `overlap-${k * 10 + i}`,
      })),
    );
    const results = await Promise.all(
      batches.map(async (events) => {
        const res = await seller.api.post("/v1/events/ingest", { events });
        expect(res.status, res.text).toBe(200);
        return res.body as { inserted: number; duplicates: number };
      }),
    );
    expect(results.reduce((n, r) => n + r.inserted, 0)).toBe(110);
    expect(results.reduce((n, r) => n + r.duplicates, 0)).toBe(90);
    const again = await seller.api.post("/v1/events/ingest", { events: batches[3] });
    expect(again.body).toEqual({ inserted: 0, duplicates: 20 });
    const list = await seller.api.get("/v1/events/?name=overlap&limit=1");
    expect(list.body.pagination.total_count).toBe(110);
    // The statements that met a known key left nothing behind: one key and one meter feed entry per event.
    const keys = await t.ctx.db.execute(
      sql`select count(*)::int as n from event_external_id where organization_id = ${seller.organizationId}`,
    );
    expect(rowsOf<{ n: number }>(keys)[0]?.n).toBe(110);
    const fed = await t.ctx.db.execute(
      sql`select coalesce(sum(cardinality(event_ids)), 0)::int as n from event_meter_pending where organization_id = ${seller.organizationId}`,
    );
    expect(rowsOf<{ n: number }>(fed)[0]?.n).toBe(110);
  });
});
