import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { findEventsByIds } from "./delivery-repository.js";
import { recordEvents } from "./service.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("recordEvents", () => {
  it("stores each payload whole, {type, timestamp, data}, when events share their data object", async () => {
    const now = new Date("2026-11-28T10:00:00.123Z");
    const shared = {
      id: "01a22187-3fcd-764e-a401-5e1587aa99b8",
      amount: 1500,
      text: 'quote " backslash \\ unicode é €',
      nested: { list: [1, null, "x"], empty: {} },
      missing: undefined,
    };
    const other = { id: "not-a-uuid", n: 2.5 };
    const ids = await t.ctx.db.transaction((tx) =>
      recordEvents(tx, now, "org-record-events", [
        { type: "order.paid", data: shared },
        { type: "order.updated", data: shared },
        { type: "product.updated", data: other },
        { type: "customer.deleted", data: null },
        { type: "customer.updated", data: undefined },
      ]),
    );
    const rows = new Map((await findEventsByIds(t.ctx.db, ids)).map((r) => [r.id, r]));
    const timestamp = now.toISOString();
    const expected = [
      { type: "order.paid", data: JSON.parse(JSON.stringify(shared)), subjectId: shared.id },
      { type: "order.updated", data: JSON.parse(JSON.stringify(shared)), subjectId: shared.id },
      { type: "product.updated", data: other, subjectId: null },
      { type: "customer.deleted", data: null, subjectId: null },
    ];
    expected.forEach((e, i) => {
      const row = rows.get(ids[i]!)!;
      expect(row.type).toBe(e.type);
      expect(row.organizationId).toBe("org-record-events");
      expect(row.subjectId).toBe(e.subjectId);
      expect(row.payload).toEqual({ type: e.type, timestamp, data: e.data });
      expect(row.createdAt.getTime()).toBe(now.getTime());
    });
    // No data: the payload has no `data` key, as JSON of `{type, timestamp, data: undefined}`.
    expect(rows.get(ids[4]!)!.payload).toStrictEqual({ type: "customer.updated", timestamp });
  });
});
