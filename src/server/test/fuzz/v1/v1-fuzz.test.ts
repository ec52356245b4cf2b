import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { createSeller, type Seller } from "../../../test/v1-helpers.js";
import { makeFixtures } from "./fixtures.js";
import { type FuzzRequest, requestsFor } from "./requests.js";
import { seededRng } from "./rng.js";
import type { Fixtures } from "./sample.js";
import { type OpenApiDocument, operationsOf } from "./schema.js";
import { FUZZ_SEED, SLOW_MS, seedFor } from "./seed.js";
import { bearer, describeOutcome, type FuzzOutcome, sendFuzz } from "./send.js";

/**
 * Bad input to every operation of the app's own OpenAPI document: wrong types, missing fields,
 * non-object and invalid JSON bodies, 1 MiB strings, NUL and control characters, out-of-range
 * numbers, unknown and foreign ids, bad pagination, sorting, enums and metadata, wrong content
 * types, with and without the all-scopes token. Nothing may answer 5xx or take over 5 s.
 * Routes are read from the document, so a new route is fuzzed without being listed here.
 */
let t: TestApp;
let seller: Seller;
let fixtures: Fixtures;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Fuzz");
  fixtures = await makeFixtures(t, seller);
  const res = await t.app.request("/v1/openapi.json");
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
}, 60_000);
afterAll(() => t.close());

describe("bad input to every /v1 operation (generated from /v1/openapi.json)", () => {
  it("never answers 5xx nor takes over 5 s", async () => {
    const started = performance.now();
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(100);
    // Deletions last, so the objects other operations name still exist while they are fuzzed.
    const ordered = [
      ...ops.filter((o) => o.method !== "DELETE"),
      ...ops.filter((o) => o.method === "DELETE"),
    ];
    const requests: FuzzRequest[] = ordered.flatMap((op) =>
      requestsFor(doc, op, fixtures, seededRng(seedFor(`${op.method} ${op.path}`))),
    );
    const bad: FuzzOutcome[] = [];
    const statuses = new Map<number, number>();
    for (const r of requests) {
      const outcome = await sendFuzz(t, bearer(seller.token), r);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status >= 500 || outcome.ms > SLOW_MS) bad.push(outcome);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `v1 fuzz (seed ${FUZZ_SEED}): ${requests.length} requests to ${ops.length} operations in ${seconds} s; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(bad.map(describeOutcome)).toEqual([]);
    // The fuzz reached the handlers: valid requests succeeded and bad ones were refused.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(1000);
  }, 300_000);
});
