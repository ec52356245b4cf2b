import { WebhookEndpoint$inboundSchema } from "@polar-sh/sdk/models/components/webhookendpoint.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READ_SCOPES } from "../../../shared/scopes.js";
import { manualClock } from "../../lib/clock.js";
import type { TestClient, TestResponse } from "../client.js";
import { createTestApp, type TestApp } from "../harness.js";
import { buildOrganization, type Organization } from "./org.fixtures.js";
import { fill, label, MISSING_ID, type Operation, v1Operations } from "./routes.fixtures.js";

/**
 * What each organization role may do on every `/v1` operation of the app's OpenAPI document:
 * owners and admins hold every scope, members the read scopes only. Writes are sent with a
 * missing id and a body that fails validation, so an allowed caller stops at 404/422 (past the
 * authorization check) and nothing changes; a refused one gets 403 first.
 */

/** Operations for a signed-in user and no scope: creating an organization (the caller becomes its owner). */
const SESSION_ONLY = ["POST /v1/organizations/"];

/**
 * Operations guarded by their own check rather than `requireScope`/`requireAnyScope`, so their
 * document names no scope: none today (the delivery log and the webhook queues document both the
 * read and the write scope). Such an operation would still be checked below, as a read.
 */
const OWN_GUARD: string[] = [];

const ROLES = ["owner", "admin", "member"] as const;
type Role = (typeof ROLES)[number];
const WRITES: Record<Role, boolean> = { owner: true, admin: true, member: false };

/** Strings that are secrets wherever they appear (webhook signing secrets, access tokens). */
const SECRET_PATTERN = /whsec_[A-Za-z0-9+/=]{8,}|kassa_oat_[A-Za-z0-9_-]{8,}/;

let t: TestApp;
let org: Organization;
let ops: Operation[];
beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date("2026-03-02T10:00:00.000Z")) });
  org = await buildOrganization(t, "Roles");
  ops = (await v1Operations(t)).filter((op) => op.scope !== null);
}, 120_000);
afterAll(() => t.close());

/** Fixture keys taking a value that is not a UUID. */
const missing = (op: Operation): Record<string, string> =>
  Object.fromEntries(
    op.params.map((p) => [p.key, p.key === "benefit-integrations" ? "not-a-provider" : MISSING_ID]),
  );

function send(client: TestClient, op: Operation, path: string, body?: unknown): Promise<TestResponse> {
  return client.request(op.method, path, body === undefined ? {} : { body });
}

/** A write that an allowed caller cannot complete: a missing object, or a body that is not valid. */
function refusedWrite(client: TestClient, op: Operation) {
  return send(
    client,
    op,
    fill(op, missing(op), org.query),
    op.hasBody ? { unknown_field: [], name: 42 } : undefined,
  );
}

describe("organization roles on every /v1 operation", () => {
  it("documents a scope for every operation but the session-only ones", () => {
    const unscoped = ops.filter((op) => op.scope === "").map(label);
    expect(unscoped.sort()).toEqual([...OWN_GUARD, ...SESSION_ONLY].sort());
    expect(ops.length).toBeGreaterThan(100);
  });

  for (const role of ROLES) {
    it(`${role}: reads succeed; writes are ${WRITES[role] ? "allowed" : "refused with 403"}`, async () => {
      const client = org.sessions[role];
      const wrong: string[] = [];
      for (const op of ops) {
        const isWrite = !op.reads && !SESSION_ONLY.includes(label(op));
        if (!isWrite && op.method === "GET") {
          const res = await send(client, op, fill(op, org.ids, org.query));
          if (res.status !== 200) wrong.push(`${label(op)} -> ${res.status} ${res.text.slice(0, 160)}`);
          continue;
        }
        const res = await refusedWrite(client, op);
        const allowed = WRITES[role] || !isWrite;
        const ok = allowed ? [404, 422].includes(res.status) : res.status === 403;
        if (!ok) wrong.push(`${label(op)} -> ${res.status} ${res.text.slice(0, 160)}`);
        if (!allowed && res.status === 403) expect(res.body.error, label(op)).toBe("NotPermitted");
      }
      expect(wrong).toEqual([]);
      console.info(`roles: ${role} x ${ops.length} operations checked`);
    }, 120_000);
  }
});

describe("secrets by role", () => {
  async function readEverything(client: TestClient): Promise<string[]> {
    const texts: string[] = [];
    for (const op of ops.filter((o) => o.method === "GET")) {
      texts.push((await send(client, op, fill(op, org.ids, org.query))).text);
    }
    return texts;
  }

  it("gives a member no signing secret or access token in any response", async () => {
    const texts = await readEverything(org.sessions.member);
    const all = texts.join("\n");
    expect(all).not.toContain(org.secrets.webhookSecret);
    expect(all).not.toContain(org.secrets.accessToken);
    expect(all.match(SECRET_PATTERN)).toBeNull();
  });

  it("gives owners and admins the webhook secret they may rotate", async () => {
    for (const role of ["owner", "admin"] as const) {
      const res = await org.sessions[role].get(`/v1/webhooks/endpoints/${org.ids["webhooks/endpoints"]}`);
      expect(res.body.secret, role).toBe(org.secrets.webhookSecret);
      const list = await org.sessions[role].get("/v1/webhooks/endpoints");
      expect(list.body.items[0].secret, role).toBe(org.secrets.webhookSecret);
    }
  });

  it("shows a member the endpoint with an empty secret, in a shape Polar's SDK parses", async () => {
    const one = await org.sessions.member.get(`/v1/webhooks/endpoints/${org.ids["webhooks/endpoints"]}`);
    expect(one.status).toBe(200);
    expect(one.body.secret).toBe("");
    expect(WebhookEndpoint$inboundSchema.safeParse(one.body).success).toBe(true);
    const list = await org.sessions.member.get("/v1/webhooks/endpoints");
    expect(list.body.items.map((e: { secret: string }) => e.secret)).toEqual([""]);
  });
});

describe("organization access tokens by scope", () => {
  async function tokenClient(scopes: string[]): Promise<TestClient> {
    const made = await org.seller.owner.post("/v1/organization-access-tokens/", {
      comment: "scoped",
      scopes,
    });
    expect(made.status, made.text).toBe(201);
    return bearer(made.body.token);
  }
  function bearer(token: string): TestClient {
    const client = t.client({ origin: "https://anywhere.example" });
    const request = client.request.bind(client);
    client.request = (method, path, opts = {}) =>
      request(method, path, { ...opts, headers: { authorization: `Bearer ${token}`, ...opts.headers } });
    return client;
  }

  it("a token with the read scopes reads every operation and writes none", async () => {
    const client = await tokenClient(READ_SCOPES);
    const wrong: string[] = [];
    for (const op of ops.filter((o) => !SESSION_ONLY.includes(label(o)))) {
      if (op.method === "GET") {
        const res = await send(client, op, fill(op, org.ids, org.query));
        if (res.status !== 200) wrong.push(`${label(op)} -> ${res.status}`);
      } else {
        const res = await refusedWrite(client, op);
        if (res.status !== (op.reads ? 404 : 403) && !(op.reads && res.status === 422))
          wrong.push(`${label(op)} -> ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const hook = await client.get(`/v1/webhooks/endpoints/${org.ids["webhooks/endpoints"]}`);
    expect(hook.body.secret).toBe("");
  }, 120_000);

  it("a token with one write scope writes that resource only, and sees the secrets it may rotate", async () => {
    const client = await tokenClient(["webhooks:read", "webhooks:write"]);
    const hook = await client.get(`/v1/webhooks/endpoints/${org.ids["webhooks/endpoints"]}`);
    expect(hook.body.secret).toBe(org.secrets.webhookSecret);
    const product = await client.post("/v1/products/", { name: "No", prices: [] });
    expect(product.status).toBe(403);
    expect(product.body.detail).toMatch(/products:write/);
    const products = await client.get("/v1/products/");
    expect(products.status).toBe(403);
    const renamed = await client.request("PATCH", `/v1/webhooks/endpoints/${org.ids["webhooks/endpoints"]}`, {
      body: { name: "Renamed" },
    });
    expect(renamed.status).toBe(200);
  });
});
