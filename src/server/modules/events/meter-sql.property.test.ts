/**
 * Meter filters and aggregations as PostgreSQL evaluates them (`meter-sql.ts`) against a plain
 * TypeScript reading of the rules in its header comment, on random events and random nested
 * and/or filters over name, source, timestamp and metadata (nested paths, the `metadata.`
 * prefix, missing keys, numeric strings), with the eight operators and string, number and
 * boolean values.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { event } from "../../db/schema/events.js";
import { uuidv7 } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import {
  type MeterAggregation,
  type MeterFilter,
  type MeterFilterClause,
  meterFilterSql,
  meterUniqueSql,
  meterValueSql,
  NUMERIC_TEXT,
} from "./meter-sql.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Scalar = string | number | boolean;
type Metadata = Record<string, Scalar | { x: Scalar }>;
interface TestEvent {
  name: string;
  source: "user" | "system";
  timestamp: Date;
  metadata: Metadata;
}

// ---- The reference: the header's rules, in TypeScript ----

const NUMERIC = new RegExp(NUMERIC_TEXT);
const OPS = ["eq", "ne", "gt", "gte", "lt", "lte", "like", "not_like"] as const;

/** A metadata value by path (`a.b`; a leading `metadata.` names the metadata itself). */
function lookup(metadata: Metadata, property: string): unknown {
  let node: unknown = metadata;
  for (const key of property.replace(/^metadata\./, "").split(".")) {
    if (node === null || typeof node !== "object" || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** How PostgreSQL prints a JSON scalar as text (`#>>`). */
const asText = (v: unknown) => (typeof v === "string" ? v : String(v));

/** The number a metadata value stands for: JSON numbers and numeric strings, else null. */
function asNumber(v: unknown): number | null {
  if (typeof v === "number") return v;
  if (typeof v === "string" && NUMERIC.test(v)) return Number(v);
  return null;
}

function compare<T extends string | number>(op: MeterFilterClause["operator"], a: T, b: T): boolean {
  switch (op) {
    case "eq":
      return a === b;
    case "ne":
      return a !== b;
    case "gt":
      return a > b;
    case "gte":
      return a >= b;
    case "lt":
      return a < b;
    case "lte":
      return a <= b;
    default:
      throw new Error(op);
  }
}

function textClause(op: MeterFilterClause["operator"], actual: string, value: Scalar): boolean {
  const v = String(value);
  if (op === "like") return actual.includes(v);
  if (op === "not_like") return !actual.includes(v);
  return compare(op, actual, v);
}

function clauseMatches(e: TestEvent, c: MeterFilterClause): boolean {
  const { property, operator, value } = c;
  if (property === "name") return textClause(operator, e.name, value);
  if (property === "source") return textClause(operator, e.source, value);
  if (property === "timestamp") {
    if (operator === "like" || operator === "not_like") {
      return textClause(operator, e.timestamp.toISOString().slice(0, 19), value);
    }
    const at =
      typeof value === "number" ? new Date(value * 1000) : typeof value === "string" ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime())) return false;
    return compare(operator, e.timestamp.getTime(), at.getTime());
  }
  const actual = lookup(e.metadata, property);
  if (actual === undefined) return false;
  if (operator === "like" || operator === "not_like") return textClause(operator, asText(actual), value);
  if (typeof value === "number") {
    const n = asNumber(actual);
    return n !== null && compare(operator, n, value);
  }
  if (typeof value === "boolean") {
    const text = asText(actual);
    if (typeof actual !== "boolean" && text !== "true" && text !== "false") return false;
    return compare(operator, text, String(value));
  }
  return compare(operator, asText(actual), value);
}

function filterMatches(e: TestEvent, f: MeterFilter): boolean {
  if (f.clauses.length === 0) return true;
  const results = f.clauses.map((c) => ("conjunction" in c ? filterMatches(e, c) : clauseMatches(e, c)));
  return f.conjunction === "and" ? results.every(Boolean) : results.some(Boolean);
}

function aggregate(events: TestEvent[], a: MeterAggregation) {
  const values = a.func === "count" ? [] : events.map((e) => asNumber(lookup(e.metadata, a.property)));
  const numbers = values.filter((v): v is number => v !== null);
  const uniques =
    a.func === "unique"
      ? events.map((e) => (a.property === "name" ? e.name : lookup(e.metadata, a.property)))
      : [];
  return {
    count: events.length,
    sum: numbers.reduce((s, n) => s + n, 0),
    max: numbers.length ? Math.max(...numbers) : null,
    min: numbers.length ? Math.min(...numbers) : null,
    avg: numbers.length ? numbers.reduce((s, n) => s + n, 0) / numbers.length : null,
    unique: new Set(uniques.filter((u) => u !== undefined).map(asText)).size,
  };
}

// ---- Random events and filters ----

const strings = [
  "api",
  "api.call",
  "gpt-4",
  "10",
  "2.50",
  "-3",
  "1e2",
  " 5",
  "true",
  "false",
  "a%b",
  "a_b",
  "",
];
const numbers = [0, 1, 2.5, -3, 10, 100, 0.25];
const scalar: fc.Arbitrary<Scalar> = fc.oneof(
  fc.constantFrom(...strings),
  fc.constantFrom(...numbers),
  fc.boolean(),
  fc.integer({ min: -20, max: 20 }),
);
const KEYS = ["tokens", "model", "flag", "n"] as const;

const testEvent: fc.Arbitrary<TestEvent> = fc.record({
  name: fc.constantFrom("api.call", "api.other", "x", "10", "a%b"),
  source: fc.constantFrom("user" as const, "system" as const),
  timestamp: fc
    .integer({ min: Date.UTC(2026, 0, 1) / 1000, max: Date.UTC(2026, 2, 1) / 1000 })
    .map((s) => new Date(s * 1000)),
  metadata: fc
    .record(
      { tokens: scalar, model: scalar, flag: scalar, n: scalar, obj: scalar.map((x) => ({ x })) },
      { requiredKeys: [] },
    )
    .map((m) => m as Metadata),
});

const clause: fc.Arbitrary<MeterFilterClause> = fc.record({
  property: fc.constantFrom(
    "name",
    "source",
    "timestamp",
    ...KEYS,
    "obj.x",
    "metadata.tokens",
    "missing",
    "obj.missing",
  ),
  operator: fc.constantFrom(...OPS),
  value: fc.oneof(
    fc.constantFrom<Scalar>(...strings, "user", "system", "2026-02-01T00:00:00Z", "2026-01", "x"),
    fc.constantFrom<Scalar>(...[0, 1, 2, -3, 10, 100, 1769904000]),
    fc.integer({ min: -20, max: 20 }),
    fc.boolean(),
  ),
});

const filter: fc.Arbitrary<MeterFilter> = fc.letrec<{ f: MeterFilter }>((tie) => ({
  f: fc.record({
    conjunction: fc.constantFrom("and" as const, "or" as const),
    clauses: fc.array(fc.oneof({ depthSize: "small", maxDepth: 2 }, clause, tie("f")), { maxLength: 4 }),
  }),
})).f;

const aggregation: fc.Arbitrary<MeterAggregation> = fc.oneof(
  fc.constant({ func: "count" as const }),
  fc.record({
    func: fc.constantFrom("sum" as const, "max" as const, "min" as const, "avg" as const, "unique" as const),
    property: fc.constantFrom(...KEYS, "obj.x", "metadata.n", "missing"),
  }),
  fc.constant({ func: "unique" as const, property: "name" }),
);

// ---- PostgreSQL's answer ----

interface DbResult {
  ids: string[];
  count: string;
  sum: string | null;
  max: string | null;
  min: string | null;
  avg: string | null;
  unique: string;
}

async function evaluate(events: TestEvent[], f: MeterFilter, a: MeterAggregation) {
  const organizationId = `prop-${uuidv7()}`;
  const rows = events.map((e) => ({
    id: uuidv7(),
    organizationId,
    ingestedAt: e.timestamp,
    ...e,
    // Nested objects are what a dotted path reads; the column's type lists only scalars.
    metadata: { ...e.metadata } as Record<string, string | number | boolean>,
  }));
  if (rows.length) await t.ctx.db.insert(event).values(rows);
  const result = (await t.ctx.db.execute(sql`
    select coalesce(array_agg(e.id::text order by e.id), '{}') as ids, count(*)::text as count,
      sum(v.value)::text as sum, max(v.value)::text as max, min(v.value)::text as min,
      avg(v.value)::text as avg, count(distinct v.unique_value)::text as unique
    from ${event} e
    cross join lateral (select ${meterValueSql(a)} as value, ${meterUniqueSql(a)} as unique_value) v
    where e.organization_id = ${organizationId} and ${meterFilterSql(f)}`)) as unknown as {
    rows: DbResult[];
  };
  const out = result.rows[0]!;
  const ids =
    typeof out.ids === "string"
      ? (out.ids as string).replace(/[{}]/g, "").split(",").filter(Boolean)
      : out.ids;
  const index = new Map(rows.map((r, i) => [r.id, i]));
  return { ...out, matched: ids.map((id) => index.get(id)!).sort((x, y) => x - y) };
}

const num = (v: string | null) => (v === null ? null : Number(v));
function close(actual: number | null, expected: number | null, label: string) {
  if (expected === null || actual === null) return expect(actual, label).toBe(expected);
  expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThan(
    1e-9 * Math.max(1, Math.abs(expected)),
  );
}

describe("meterFilterSql and the aggregations (PostgreSQL) against the reference", () => {
  it("select the same events and add them up the same way", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(testEvent, { maxLength: 12 }), filter, aggregation, async (events, f, a) => {
        const db = await evaluate(events, f, a);
        const expectedIdx = events.flatMap((e, i) => (filterMatches(e, f) ? [i] : []));
        expect(db.matched, JSON.stringify({ f, events })).toEqual(expectedIdx);
        const ref = aggregate(
          expectedIdx.map((i) => events[i]!),
          a,
        );
        expect(Number(db.count)).toBe(ref.count);
        if (a.func !== "count") {
          close(num(db.sum) ?? 0, ref.sum, "sum");
          close(num(db.max), ref.max, "max");
          close(num(db.min), ref.min, "min");
          close(num(db.avg), ref.avg, "avg");
        }
        if (a.func === "unique") expect(Number(db.unique), JSON.stringify({ a, events })).toBe(ref.unique);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
