import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../harness.js";
import { createSeller, type Seller } from "../v1-helpers.js";
import { buildOrganization, type Organization } from "./org.fixtures.js";
import { fill, label, type Operation, v1Operations, validBody } from "./routes.fixtures.js";

/**
 * Every `/v1` operation that takes an object's id in its path, called by another organization's
 * token with organization A's ids: a 404, and none of A's objects changes. The operations come
 * from the app's OpenAPI document, so a new route is covered without editing this file.
 */

/** Path parameters that name no tenant's object (the caller's own integration by provider). */
const NOT_TENANT_IDS = new Set(["benefit-integrations"]);

let t: TestApp;
let a: Organization;
let b: Seller;
let ops: Operation[];
beforeAll(async () => {
  // A stopped clock: what A reads (signed URLs, previews) is the same before and after.
  t = await createTestApp({ clock: manualClock(new Date("2026-03-02T10:00:00.000Z")) });
  a = await buildOrganization(t, "Acme");
  b = await createSeller(t, "Intruder");
  ops = (await v1Operations(t)).filter(
    (op) => op.scope !== null && op.params.length > 0 && !op.params.some((p) => NOT_TENANT_IDS.has(p.key)),
  );
}, 120_000);
afterAll(() => t.close());

/** What A's owner reads of every object and list it can reach with a GET: the state to compare. */
async function snapshot(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const reads = (await v1Operations(t)).filter(
    (op) => op.method === "GET" && op.scope !== null && !op.params.some((p) => NOT_TENANT_IDS.has(p.key)),
  );
  for (const op of reads) {
    const path = fill(op, a.ids, a.query);
    const res = await a.seller.api.get(path, { query: { limit: 100 } });
    out[path] = { status: res.status, body: res.body };
  }
  return out;
}

function call(s: Seller, op: Operation, path: string) {
  const body = validBody(op, a.filters);
  switch (op.method) {
    case "GET":
      return s.api.get(path);
    case "POST":
      return s.api.post(path, body);
    case "PATCH":
      return s.api.patch(path, body);
    case "DELETE":
      return s.api.delete(path);
    default:
      return t.client({}).request(op.method, path, {
        body,
        noOrigin: true,
        headers: { authorization: `Bearer ${s.token}` },
      });
  }
}

describe("tenant isolation on /v1 routes taking an id", () => {
  it("finds the routes in the app's OpenAPI document (and a fixture id for each)", () => {
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) expect(() => fill(op, a.ids, a.query), label(op)).not.toThrow();
  });

  it("answers 404 to another organization's token on every such route, and changes nothing", async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(b, op, fill(op, a.ids, a.query));
      if (res.status !== 404) wrong.push(`${label(op)} -> ${res.status} ${res.text.slice(0, 200)}`);
      else expect(res.body.error, label(op)).toBe("ResourceNotFound");
    }
    expect(wrong).toEqual([]);
    const after = await snapshot();
    expect(after).toEqual(before);
    console.info(`tenant isolation: ${ops.length} routes with ids x 2 organizations checked`);
  }, 120_000);

  it("serves the same routes to the owning organization (the ids are real)", async () => {
    const reads = ops.filter((op) => op.method === "GET");
    const failed: string[] = [];
    for (const op of reads) {
      const res = await a.seller.api.get(fill(op, a.ids, a.query));
      if (res.status !== 200) failed.push(`${label(op)} -> ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failed).toEqual([]);
  });
});

/** Id filters with no object of their kind in the fixture (the caller's own list is empty anyway). */
const NO_FIXTURE_FILTER = new Set(["exclude_id", "member_id"]);

/**
 * Filters naming an object the caller cannot read that Polar answers with a 422 on the filter
 * (the events list by another organization's meter: "Meter not found"); nothing of A shows.
 */
const REFUSED_FOR_OTHERS = new Set(["GET /v1/events/ meter_id"]);

/** Lists that stay empty for A too, so their positive control is only a 200 (no delivery is ever attempted). */
/** Lists of what is pending or delivered: A's fixture has nothing queued for its endpoint. */
const EMPTY_FOR_OWNER = new Set([
  "GET /v1/webhooks/deliveries endpoint_id",
  "GET /v1/webhooks/queues endpoint_id",
]);

/**
 * Reads that are aggregates, not lists (required dates, figures instead of items): their isolation
 * is tested in modules/metrics/metrics.test.ts (another organization's figures are all 0).
 */
const NOT_LISTS = new Set(["GET /v1/metrics/", "GET /v1/metrics/export", "GET /v1/metrics/limits"]);

/** A list's items: Polar's `{items, pagination}`, or a bare array (metric dashboards). */
const itemsOf = (body: { items?: unknown[] } | unknown[]) => (Array.isArray(body) ? body : body.items);

describe("tenant isolation on /v1 lists", () => {
  const filterValue = (op: Operation, name: string) =>
    name === "id" ? a.ids[op.path.replace(/^\/v1\//, "").replace(/\/$/, "")] : a.filters[name];
  const allIds = () => [...Object.values(a.ids), ...Object.values(a.filters)];

  it("returns nothing of A to another organization filtering by A's ids", async () => {
    const lists = ops.length
      ? (await v1Operations(t)).filter(
          (op) => op.method === "GET" && !op.params.length && !NOT_LISTS.has(label(op)),
        )
      : [];
    let checked = 0;
    const leaks: string[] = [];
    for (const op of lists.filter((l) => l.scope !== null)) {
      for (const name of op.idQuery.filter((q) => !NO_FIXTURE_FILTER.has(q))) {
        const value = filterValue(op, name);
        expect(value, `a fixture value for ${name} of ${label(op)}`).toBeDefined();
        const path = `${op.path}?${name}=${encodeURIComponent(value!)}`;
        const theirs = await b.api.get(path);
        const refused = REFUSED_FOR_OTHERS.has(`${label(op)} ${name}`);
        expect(theirs.status, `${path}: ${theirs.text.slice(0, 200)}`).toBe(refused ? 422 : 200);
        if (typeof theirs.body === "object" && !refused) expect(itemsOf(theirs.body), path).toEqual([]);
        // A refusal may echo the id the caller sent (its own input), and nothing else of A.
        const leaked = allIds().filter((id) => theirs.text.includes(id) && !(refused && id === value));
        if (leaked.length) leaks.push(`${path} shows ${leaked.join(", ")}`);
        const mine = await a.seller.api.get(path);
        expect(mine.status, path).toBe(200);
        const count =
          typeof mine.body === "object"
            ? itemsOf(mine.body)!.length
            : mine.text.trim().split("\n").length - 1;
        if (!EMPTY_FOR_OWNER.has(`${label(op)} ${name}`))
          expect(count, `A's own ${path} is not empty`).toBeGreaterThan(0);
        checked += 1;
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    console.info(`tenant isolation: ${checked} list filters by another organization's ids checked`);
  }, 120_000);

  it("shows none of A's objects in another organization's unfiltered lists", async () => {
    const lists = (await v1Operations(t)).filter(
      (op) => op.method === "GET" && !op.params.length && op.scope && !NOT_LISTS.has(label(op)),
    );
    const leaks: string[] = [];
    for (const op of lists) {
      const res = await b.api.get(op.path);
      expect(res.status, label(op)).toBe(200);
      const leaked = allIds().filter((id) => res.text.includes(id));
      if (leaked.length) leaks.push(`${label(op)} shows ${leaked.join(", ")}`);
    }
    expect(leaks).toEqual([]);
  });
});
