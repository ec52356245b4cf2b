/**
 * The ingest body's fast path (`ingest-fast-path.ts`) against the zod schema it stands in for:
 * on generated bodies, valid and not (wrong types, lengths at and past each limit, bad dates and
 * UUIDs, null where only absence is allowed, unknown keys, metadata of every kind), whatever the
 * fast path accepts the schema accepts with the same result; what it refuses goes to the schema.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EVENT_NAME_MAX, EVENT_REFERENCE_MAX } from "../../../shared/limits.js";
import { parseIngestBody } from "./ingest-fast-path.js";
import { EventsIngest } from "./schemas.js";

const text = (max: number) =>
  fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("", "a".repeat(max), "a".repeat(max + 1), 'q"\\\u00e9\u{1F600}'),
  );
const timestamp = fc.oneof(
  fc
    .date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    "2026-02-29T00:00:00Z",
    "2028-02-29T23:59:59.123456+05:30",
    "2026-11-27T10:00:00",
    "2026-11-27 10:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-11-27T24:00:00Z",
    "2026-11-27T10:00Z",
    "2026-11-27T10:00:00+1:00",
    "2026-11-27T10:00:00.Z",
  ),
  fc.integer(),
);
const uuid = fc.oneof(
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.constantFrom(
    "00000000-0000-0000-0000-000000000000",
    "01a21bca-dc1c-9680-a46d-8e53ee2eed8d",
    "01a21bca-dc1c-7680-c46d-8e53ee2eed8d",
    "not-a-uuid",
  ),
);
const value = fc.oneof(
  text(500),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([1]),
);
const metadata = fc.oneof(
  fc.dictionary(text(40), value, { maxKeys: 4 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.integer(), { minKeys: 49, maxKeys: 52 }),
  fc.constantFrom(null, [], "x", JSON.parse('{"__proto__": 1}')),
);
const maybe = <T>(arb: fc.Arbitrary<T>, extra: unknown[] = []) =>
  fc.option(fc.oneof(arb, fc.constantFrom(...extra, 7)), { nil: undefined, freq: 3 });

const event = fc.record(
  {
    name: fc.oneof(text(EVENT_NAME_MAX), fc.constant(1)),
    timestamp: maybe(timestamp),
    organization_id: maybe(fc.string({ maxLength: 4 }), [null]),
    external_id: maybe(text(EVENT_REFERENCE_MAX), [null]),
    parent_id: maybe(text(EVENT_REFERENCE_MAX), [null]),
    metadata: maybe(metadata),
    customer_id: maybe(uuid, [null]),
    external_customer_id: maybe(text(EVENT_REFERENCE_MAX), [null]),
    extra: maybe(fc.string()),
  },
  { requiredKeys: [] },
);
/** A short string, or one at the limit, or one past it. */
const near = (max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) },
    { weight: 1, arbitrary: fc.constantFrom("a".repeat(max), "a".repeat(max + 1), "") },
  );
/** Valid events or events with one field at or just past a limit, so whole batches reach the fast path often. */
const validEvent = fc
  .record(
    {
      name: near(EVENT_NAME_MAX),
      timestamp: fc
        .date({ min: new Date("2000-01-01"), max: new Date("2030-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString()),
      external_id: near(EVENT_REFERENCE_MAX),
      parent_id: near(EVENT_REFERENCE_MAX),
      metadata: fc.dictionary(near(40), fc.oneof(near(500), fc.integer(), fc.boolean()), { maxKeys: 3 }),
      customer_id: fc.uuid(),
      external_customer_id: near(EVENT_REFERENCE_MAX),
    },
    { requiredKeys: ["name"] },
  )
  .filter((e) => e.customer_id !== undefined || e.external_customer_id !== undefined);
const body = fc.oneof(
  { weight: 4, arbitrary: fc.record({ events: fc.array(validEvent, { maxLength: 3 }) }) },
  { weight: 4, arbitrary: fc.record({ events: fc.array(fc.oneof(validEvent, event), { maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.constantFrom(null, [], "x", { events: null }, { events: {} }, { other: 1 }) },
);

describe("ingest body fast path", () => {
  it("accepts only what the schema accepts, with the schema's result", () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(body, (b) => {
        // Undefined fields are absent in a JSON body.
        const sent = JSON.parse(JSON.stringify(b));
        const fast = parseIngestBody(sent);
        const zod = EventsIngest.safeParse(sent);
        if (fast !== null) {
          expect(zod.success).toBe(true);
          expect(fast).toEqual(zod.data!.events);
          if (fast.length > 0) accepted++;
        } else if (!zod.success) refused++;
        return true;
      }),
      { numRuns: 3000 },
    );
    // Both sides were exercised: non-empty batches taken by the fast path, bodies the schema refuses.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(500);
  });

  it("takes the common valid batch itself", () => {
    const events = Array.from({ length: 1000 }, (_, j) => ({
      name: j % 10 ? "api_request" : "tokens",
      timestamp: new Date(Date.UTC(2026, 10, 27, 10, 0, j % 60)).toISOString(),
      ...(j % 2
        ? { customer_id: "01a21bca-dc1c-7680-a46d-8e53ee2eed8d" }
        : { external_customer_id: `usr_${j}` }),
      external_id: `e-${j}`,
      metadata: { route: "/v1/things", tokens: j, region: "eu", cached: j % 3 === 0 },
    }));
    const fast = parseIngestBody({ events });
    expect(fast).toEqual(EventsIngest.parse({ events }).events);
    const repeated = [...events.slice(1), events[0]];
    expect(parseIngestBody({ events: repeated })).toEqual(EventsIngest.parse({ events: repeated }).events);
    expect(parseIngestBody({ events: Array.from({ length: 1001 }, () => events[0]) })).toBeNull();
    expect(
      parseIngestBody({
        events: [{ ...events[0], customer_id: undefined, external_customer_id: undefined }],
      }),
    ).toBeNull();
  });
});
