import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, sessionClient } from "../../auth-helpers.js";
import { createTestApp, type TestApp } from "../../harness.js";
import { type FuzzRequest, requestsFor } from "../v1/requests.js";
import { seededRng } from "../v1/rng.js";
import type { Fixtures } from "../v1/sample.js";
import type { OpenApiDocument } from "../v1/schema.js";
import { FUZZ_SEED, SLOW_MS, seedFor } from "../v1/seed.js";
import { describeOutcome, type FuzzOutcome, sendFuzz } from "../v1/send.js";
import { authOperations, clientAuthPaths } from "./routes.js";

/**
 * Bad input to every /api/auth route the web app and the checkout page call (read from their
 * sources), with the bodies and queries better-auth's own schemas describe, signed in as the
 * install's admin with an active organization (and signed out). Nothing may answer 5xx or take over 5 s.
 */
let t: TestApp;
let adminId: string;
let fixtures: Fixtures;
const ORIGIN = { origin: "http://localhost:3000" };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createVerifiedUser(t, { name: "Fuzz Admin" }); // the first account administers
  adminId = admin.userId;
  const other = await createVerifiedUser(t, { name: "Fuzz Member" });
  const org = await admin.client.post("/api/auth/organization/create", {
    name: "Fuzz Org",
    slug: "fuzz-org",
  });
  expect(org.status, org.text).toBe(200);
  const team = await admin.client.post("/api/auth/organization/create-team", { name: "Fuzz Team" });
  const invite = await admin.client.post("/api/auth/organization/invite-member", {
    email: "invitee@example.com",
    role: "member",
  });
  const key = await admin.client.post("/api/auth/api-key/create", { name: "fuzz" });
  fixtures = {
    organization: org.body.id,
    user: other.userId,
    team: team.body.id,
    invitation: invite.body.id,
    key: key.body.id,
    id: key.body.id,
    slug: "fuzz-org",
  };
}, 60_000);
afterAll(() => t.close());

/** Routes that end sessions, memberships or objects go last, so the others run signed in. */
const DESTRUCTIVE = /delete|remove|leave|sign-out|revoke|ban|impersonat|set-role|disable/;

describe("bad input to the /api/auth routes the front ends call", () => {
  it("never answers 5xx nor takes over 5 s", async () => {
    const started = performance.now();
    const paths = clientAuthPaths();
    const { operations, unknown } = authOperations(t.ctx.auth, paths);
    expect(operations.length).toBeGreaterThan(50);
    const ordered = [
      ...operations.filter((o) => !DESTRUCTIVE.test(o.path)),
      ...operations.filter((o) => DESTRUCTIVE.test(o.path)),
    ];
    const doc: OpenApiDocument = { paths: {} };
    const bad: FuzzOutcome[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const op of ordered) {
      const requests: FuzzRequest[] = requestsFor(
        doc,
        op,
        fixtures,
        seededRng(seedFor(`${op.method} ${op.path}`)),
      );
      for (const r of requests) {
        // A fresh session per request: a variant that signs out or revokes must not sign the next one out.
        // The earlier ones are deleted first, so that the admin does not pile up ~2,000 sessions that
        // list-sessions and revoke-other-sessions would then work through under the 5 s limit.
        await (await t.ctx.auth.$context).internalAdapter.deleteUserSessions(adminId);
        const session = await sessionClient(t, adminId);
        const credentials = {
          token: { ...ORIGIN, cookie: session.cookieHeader() },
          "bad-token": { ...ORIGIN, cookie: "better-auth.session_token=forged.signature" },
          none: ORIGIN,
        };
        const outcome = await sendFuzz(t, credentials, r);
        sent += 1;
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.status >= 500 || outcome.ms > SLOW_MS) bad.push(outcome);
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `auth fuzz (seed ${FUZZ_SEED}): ${sent} requests to ${operations.length} operations of ${paths.length} client calls ` +
        `in ${seconds} s (not routes of their own: ${unknown.join(", ")}); ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    expect(bad.map(describeOutcome)).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
  }, 300_000);
});
