import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveCustomerCount } from "../modules/customers/repository.js";
import { orderCountOf } from "../modules/orders/repository.js";
import { subscriptionCountOf } from "../modules/subscriptions/count-repository.js";
import { openTestDatabase } from "../test/database.js";
import type { DatabaseHandle } from "./client.js";
import { COMPACT_AFTER_ROWS, compactDeltaCounter, readDeltaCounter } from "./delta-counter.js";
import { customerCount } from "./schema/customers.js";
import { orderCount } from "./schema/orders.js";
import { subscriptionCount } from "./schema/subscriptions.js";

/**
 * The list counters (`customer_count`, `order_count`, `subscription_count`): whatever statements
 * change the counted tables, and whenever deltas are compacted, each organization's counter equals
 * `count(*)` of its rows (live customers; orders and subscriptions per status).
 */
let db: DatabaseHandle;
let seq = 0;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const query = async <T>(text: string, params: unknown[] = []): Promise<T[]> =>
  db.pglite
    ? ((await db.pglite.query(text, params)).rows as T[])
    : ((await db.pool!.query(text, params)).rows as T[]);

const ORDER_STATUSES = ["pending", "paid", "refunded", "partially_refunded"] as const;
const SUB_STATUSES = ["incomplete", "trialing", "active", "past_due", "canceled"] as const;

function ids(n: number): string[] {
  return Array.from({ length: n }, () => {
    seq += 1;
    return `00000000-0000-7000-8000-${seq.toString(16).padStart(12, "0")}`;
  });
}

async function insertCustomers(org: string, n: number, deleted = false) {
  if (n === 0) return;
  const list = ids(n);
  await query(
    `insert into customer (id, organization_id, email, invoice_prefix, created_at, deleted_at)
     select id, $1, id::text || '@example.com', 'P', now(), case when $3 then now() end from unnest($2::uuid[]) id`,
    [org, list, deleted],
  );
}

async function insertOrders(org: string, n: number, status: string) {
  if (n === 0) return;
  await query(
    `insert into "order" (id, organization_id, customer_id, status, billing_reason, currency, subtotal_amount, invoice_number, created_at)
     select id, $1, id, $3, 'purchase', 'usd', 100, id::text, now() from unnest($2::uuid[]) id`,
    [org, ids(n), status],
  );
}

async function insertSubscriptions(org: string, n: number, status: string) {
  if (n === 0) return;
  await query(
    `insert into subscription (id, organization_id, customer_id, product_id, price_ids, status, amount, currency,
       recurring_interval, billing_anchor_day, current_period_start, current_period_end, created_at)
     select id, $1, id, id, '[]'::jsonb, $3, 100, 'usd', 'month', 1, now(), now(), now() from unnest($2::uuid[]) id`,
    [org, ids(n), status],
  );
}

/** Counter vs count(*) for one organization, per table and status. */
async function expectExact(org: string) {
  const [live] = await query<{ n: string }>(
    "select count(*) as n from customer where organization_id = $1 and deleted_at is null",
    [org],
  );
  expect(await liveCustomerCount(db.db, org)).toBe(Number(live!.n));
  for (const [table, statuses, counter] of [
    ['"order"', ORDER_STATUSES, (s: string[] | null) => orderCountOf(db.db, org, s as never)],
    ["subscription", SUB_STATUSES, (s: string[] | null) => subscriptionCountOf(db.db, org, s as never)],
  ] as const) {
    const rows = await query<{ status: string; n: string }>(
      `select status, count(*) as n from ${table} where organization_id = $1 group by status`,
      [org],
    );
    const by = new Map(rows.map((r) => [r.status, Number(r.n)]));
    expect(await counter(null)).toBe([...by.values()].reduce((a, b) => a + b, 0));
    for (const s of statuses) expect(await counter([s])).toBe(by.get(s) ?? 0);
    expect(await counter([statuses[0], statuses[2]])).toBe(
      (by.get(statuses[0]) ?? 0) + (by.get(statuses[2]) ?? 0),
    );
  }
}

describe("list counters", () => {
  it("count inserts, soft and hard deletes, undeletes and status changes", async () => {
    const org = "org-basic";
    await insertCustomers(org, 5);
    await insertCustomers(org, 3, true);
    await insertCustomers("org-other", 4);
    await expectExact(org);
    expect(await liveCustomerCount(db.db, org)).toBe(5);
    await query(
      "update customer set deleted_at = now() where id in (select id from customer where organization_id = $1 and deleted_at is null limit 2)",
      [org],
    );
    expect(await liveCustomerCount(db.db, org)).toBe(3);
    await query("update customer set deleted_at = null where organization_id = $1", [org]);
    expect(await liveCustomerCount(db.db, org)).toBe(8);
    await query(
      "delete from customer where id in (select id from customer where organization_id = $1 limit 3)",
      [org],
    );
    expect(await liveCustomerCount(db.db, org)).toBe(5);
    expect(await liveCustomerCount(db.db, "org-other")).toBe(4);

    await insertOrders(org, 4, "pending");
    await query(
      'update "order" set status = \'paid\' where organization_id = $1 and id in (select id from "order" where organization_id = $1 limit 3)',
      [org],
    );
    expect(await orderCountOf(db.db, org, ["paid"])).toBe(3);
    expect(await orderCountOf(db.db, org, ["pending"])).toBe(1);
    expect(await orderCountOf(db.db, org)).toBe(4);
    await insertSubscriptions(org, 2, "active");
    await query("update subscription set status = 'canceled' where organization_id = $1", [org]);
    expect(await subscriptionCountOf(db.db, org, ["active"])).toBe(0);
    expect(await subscriptionCountOf(db.db, org, ["canceled"])).toBe(2);
    await expectExact(org);
  });

  it("folds an organization's deltas into one row per key once a read sums too many", async () => {
    const org = "org-compact";
    for (let i = 0; i < COMPACT_AFTER_ROWS + 3; i++) await insertOrders(org, 1, i % 2 ? "paid" : "pending");
    expect((await readDeltaCounter(db.db, orderCount, org)).rows).toBe(COMPACT_AFTER_ROWS + 3);
    expect(await orderCountOf(db.db, org)).toBe(COMPACT_AFTER_ROWS + 3);
    expect(await readDeltaCounter(db.db, orderCount, org)).toEqual({
      total: COMPACT_AFTER_ROWS + 3,
      rows: 2,
    });
    await expectExact(org);
  });

  it("answers the exact sum on a read-only connection (a replica), leaving the rows unfolded", async () => {
    const org = "org-read-only";
    for (let i = 0; i < COMPACT_AFTER_ROWS + 1; i++) await insertOrders(org, 1, "paid");
    const client = db.pool ? await db.pool.connect() : null;
    const reader = client ? (drizzlePg(client) as unknown as typeof db.db) : db.db;
    const run = (text: string) => (client ? client.query(text) : db.pglite!.exec(text));
    await run("set default_transaction_read_only = on");
    try {
      expect(await orderCountOf(reader, org)).toBe(COMPACT_AFTER_ROWS + 1);
    } finally {
      await run("set default_transaction_read_only = off");
      client?.release();
    }
    expect((await readDeltaCounter(db.db, orderCount, org)).rows).toBe(COMPACT_AFTER_ROWS + 1);
  });

  it("property: after any sequence of writes and compactions, counter == count(*)", async () => {
    const orgs = ["org-p1", "org-p2"];
    const op = fc.oneof(
      fc.record({ k: fc.constant("customers" as const), n: fc.nat(4), deleted: fc.boolean() }),
      fc.record({ k: fc.constant("softDelete" as const), n: fc.nat(3) }),
      fc.record({ k: fc.constant("undelete" as const), n: fc.nat(3) }),
      fc.record({ k: fc.constant("deleteCustomers" as const), n: fc.nat(3) }),
      fc.record({ k: fc.constant("orders" as const), n: fc.nat(4), s: fc.constantFrom(...ORDER_STATUSES) }),
      fc.record({
        k: fc.constant("orderStatus" as const),
        n: fc.nat(4),
        s: fc.constantFrom(...ORDER_STATUSES),
      }),
      fc.record({ k: fc.constant("moveOrders" as const), n: fc.nat(2) }),
      fc.record({ k: fc.constant("deleteOrders" as const), n: fc.nat(3) }),
      fc.record({
        k: fc.constant("subscriptions" as const),
        n: fc.nat(4),
        s: fc.constantFrom(...SUB_STATUSES),
      }),
      fc.record({ k: fc.constant("subStatus" as const), n: fc.nat(4), s: fc.constantFrom(...SUB_STATUSES) }),
      fc.record({ k: fc.constant("compact" as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom(0, 1), op), { maxLength: 25 }), async (steps) => {
        for (const [o, s] of steps) {
          const org = orgs[o]!;
          const some = (table: string, extra = "") =>
            `select id from ${table} where organization_id = $1 ${extra} order by random() limit ${"n" in s ? s.n : 0}`;
          switch (s.k) {
            case "customers":
              await insertCustomers(org, s.n, s.deleted);
              break;
            case "softDelete":
              await query(`update customer set deleted_at = now() where id in (${some("customer")})`, [org]);
              break;
            case "undelete":
              await query(`update customer set deleted_at = null where id in (${some("customer")})`, [org]);
              break;
            case "deleteCustomers":
              await query(`delete from customer where id in (${some("customer")})`, [org]);
              break;
            case "orders":
              await insertOrders(org, s.n, s.s);
              break;
            case "orderStatus":
              await query(`update "order" set status = $2 where id in (${some('"order"')})`, [org, s.s]);
              break;
            case "moveOrders":
              await query(`update "order" set organization_id = $2 where id in (${some('"order"')})`, [
                org,
                orgs[1 - o],
              ]);
              break;
            case "deleteOrders":
              await query(`delete from "order" where id in (${some('"order"')})`, [org]);
              break;
            case "subscriptions":
              await insertSubscriptions(org, s.n, s.s);
              break;
            case "subStatus":
              await query(`update subscription set status = $2 where id in (${some("subscription")})`, [
                org,
                s.s,
              ]);
              break;
            case "compact":
              for (const table of [customerCount, orderCount, subscriptionCount])
                await compactDeltaCounter(db.db, table, org);
              break;
          }
        }
        for (const org of orgs) await expectExact(org);
      }),
      { numRuns: 15 },
    );
  });
});

describe.skipIf(!process.env.DATABASE_URL)("list counters under concurrency (PostgreSQL)", () => {
  it("two connections insert at once without waiting on a counter row, and no count is lost", async () => {
    const org = "org-concurrent";
    const pool = db.pool!;
    const a = await pool.connect();
    const b = await pool.connect();
    try {
      await a.query("begin");
      await a.query(
        `insert into "order" (id, organization_id, customer_id, status, billing_reason, currency, subtotal_amount, invoice_number, created_at)
         values ($1, $2, $1, 'paid', 'purchase', 'usd', 100, 'a', now())`,
        [ids(1)[0], org],
      );
      // B inserts and commits while A's insert (and its counter delta) is still open: with a
      // shared counter row B would wait for A's lock and fail on the lock timeout.
      await b.query("begin");
      await b.query("set local lock_timeout = '2s'");
      await b.query(
        `insert into "order" (id, organization_id, customer_id, status, billing_reason, currency, subtotal_amount, invoice_number, created_at)
         values ($1, $2, $1, 'paid', 'purchase', 'usd', 100, 'b', now())`,
        [ids(1)[0], org],
      );
      await b.query("commit");
      // A compaction meanwhile neither waits for A nor swallows A's uncommitted delta.
      await compactDeltaCounter(db.db, orderCount, org);
      expect(await orderCountOf(db.db, org)).toBe(1);
      await a.query("commit");
      expect(await orderCountOf(db.db, org)).toBe(2);
    } finally {
      await a.query("rollback").catch(() => {});
      a.release();
      b.release();
    }
    // Many concurrent writers and compactions over the pool's connections.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 5 === 4
          ? compactDeltaCounter(db.db, orderCount, org)
          : insertOrders(org, 1 + (i % 3), ORDER_STATUSES[i % ORDER_STATUSES.length]!),
      ),
    );
    await expectExact(org);
  });
});
