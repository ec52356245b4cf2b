import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.js";
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

  it("stores the same jsonb, byte for byte, as each payload sent whole when sub-objects repeat", async () => {
    const now = new Date("2026-11-28T11:00:00.456Z");
    const product = (n: number) => ({
      id: "01a22187-3fcd-764e-a401-5e1587aa0001",
      name: `Plan ${n} "quoted" \\ é € \u2028`,
      prices: [{ amount: 1500, currency: "usd", tiers: [] }],
      metadata: { a: null, b: [1, 2.5, -0, 1e21] },
    });
    const customer = (n: number) => ({
      id: `01a22187-3fcd-764e-a401-5e1587aa${String(n).padStart(4, "0")}`,
      email: `c${n}@example.com`,
      billing_address: { country: "DE", city: null },
    });
    class Money {
      toJSON() {
        return { amount: 1, currency: "eur", note: "a class with toJSON, long enough to be a part" };
      }
    }
    const shared = product(9);
    const products = [product(0), product(1)];
    const datas: unknown[] = [];
    for (let n = 0; n < 6; n++)
      datas.push({
        id: `01a22187-3fcd-764e-a401-5e1587aa${String(100 + n).padStart(4, "0")}`,
        product: products[n % 2], // the same object in every other event
        copy: product(n % 2), // equal ones, not the same object
        same: shared, // the same object in each
        customer: customer(n),
        items: n % 3 === 0 ? [] : [{ label: "x".repeat(70), amount: n }],
        small: { a: n },
        when: new Date(Date.UTC(2026, 10, n + 1)),
        money: new Money(),
        gone: undefined,
        fn: () => 1,
        ["__proto__"]: { sneaky: "a key named __proto__, long enough to be a part of its own" },
      });
    // Own keys named __proto__ (the literal above sets the prototype instead).
    for (const d of datas)
      Object.defineProperty(d, "__proto__", {
        value: { own: "an own key named __proto__, long enough to be taken out as a part" },
        enumerable: true,
      });
    datas.push(
      [product(1), product(1)],
      "text",
      42,
      null,
      new Money(),
      Object.assign(Object.create(null), { customer: customer(1), n: 1 }),
    );
    const ids = await t.ctx.db.transaction((tx) =>
      recordEvents(
        tx,
        now,
        "org-record-events-split",
        datas.map((data) => ({ type: "order.updated" as const, data })),
      ),
    );
    for (const [i, id] of ids.entries()) {
      const whole = JSON.stringify({ type: "order.updated", timestamp: now.toISOString(), data: datas[i] });
      const [row] = rowsOf<{ stored: string; sent: string; same: boolean }>(
        await t.ctx.db.execute(
          sql`select payload::text as stored, ${whole}::jsonb::text as sent, payload = ${whole}::jsonb as same
            from webhook_event where id = ${id}`,
        ),
      );
      expect(row!.stored).toBe(row!.sent);
      expect(row!.same).toBe(true);
    }
  });
});
