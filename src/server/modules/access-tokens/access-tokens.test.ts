import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

const bearer = (token: string) => ({ noOrigin: true, headers: { authorization: `Bearer ${token}` } });

describe("organization access tokens (/v1/organization-access-tokens/)", () => {
  it("creates a token shown once, which then authenticates as the organization", async () => {
    const res = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "CI deploys",
      scopes: ["products:read"],
      expires_in: "P30D",
    });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^kassa_oat_/);
    const meta = res.body.organization_access_token;
    expect(meta).toMatchObject({
      comment: "CI deploys",
      scopes: ["products:read"],
      organization_id: seller.organizationId,
    });
    expect(Date.parse(meta.expires_at) - Date.parse(meta.created_at)).toBe(30 * 86400 * 1000);
    expect(meta.last_used_at).toBeNull();

    const list = await t.client().get("/v1/organization-access-tokens/", bearer(seller.token));
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    expect(list.body.items.map((i: { comment: string }) => i.comment)).toContain("CI deploys");

    // products:read only: listing tokens needs organization_access_tokens:read.
    const narrow = await t.client().get("/v1/organization-access-tokens/", bearer(res.body.token));
    expect(narrow.status).toBe(403);
    expect(narrow.body).toEqual({
      error: "NotPermitted",
      detail: expect.stringContaining("organization_access_tokens:read"),
    });
  });

  it("answers 401 Unauthorized without credentials or with a bad token", async () => {
    const none = await t.client().get("/v1/organization-access-tokens/", { noOrigin: true });
    expect(none.status).toBe(401);
    expect(none.body.error).toBe("Unauthorized");
    const bad = await t.client().get("/v1/organization-access-tokens/", bearer("kassa_oat_nope"));
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe("Unauthorized");
    const malformed = await t
      .client()
      .get("/v1/organization-access-tokens/", { noOrigin: true, headers: { authorization: "Basic abc" } });
    expect(malformed.status).toBe(401);
  });

  it("is also a better-auth API key of the organization", async () => {
    const keys = await seller.owner.get("/api/auth/api-key/list", {
      query: { organizationId: seller.organizationId },
    });
    expect(keys.status, JSON.stringify(keys.body)).toBe(200);
    const list = Array.isArray(keys.body) ? keys.body : keys.body.apiKeys;
    expect(list.length).toBeGreaterThan(0);
  });

  it("validates input with 422 and the field's loc", async () => {
    const res = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "",
      scopes: ["nope:read"],
    });
    expect(res.status).toBe(422);
    const locs = res.body.detail.map((d: { loc: unknown[] }) => d.loc.join("."));
    expect(locs).toContain("body.comment");
    expect(locs).toContain("body.scopes.0");
    const badDuration = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "x",
      scopes: ["products:read"],
      expires_in: "soon",
    });
    expect(badDuration.status).toBe(422);
    expect(badDuration.body.detail[0].loc).toEqual(["body", "expires_in"]);
  });

  it("paginates with page and limit, clamping limit to 100", async () => {
    for (let i = 0; i < 3; i++) {
      await seller.api.post("/v1/organization-access-tokens/", {
        comment: `page ${i}`,
        scopes: ["products:read"],
      });
    }
    const all = await seller.api.get("/v1/organization-access-tokens/", { query: { limit: 500 } });
    expect(all.status).toBe(200);
    const total = all.body.pagination.total_count;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(all.body.pagination.max_page).toBe(1);
    const second = await seller.api.get("/v1/organization-access-tokens/", {
      query: { limit: 2, page: 2, sorting: "comment" },
    });
    expect(second.body.items).toHaveLength(2);
    expect(second.body.pagination).toEqual({ total_count: total, max_page: Math.ceil(total / 2) });
    // Past the last page there is no row to carry the count: it is counted apart.
    const beyond = await seller.api.get("/v1/organization-access-tokens/", { query: { limit: 2, page: 99 } });
    expect(beyond.body).toEqual({
      items: [],
      pagination: { total_count: total, max_page: Math.ceil(total / 2) },
    });
    const zero = await seller.api.get("/v1/organization-access-tokens/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(["query", "limit"]);
    const badSort = await seller.api.get("/v1/organization-access-tokens/", { query: { sorting: "secret" } });
    expect(badSort.status).toBe(422);
  });

  it("never lets one organization see or change another's tokens (404)", async () => {
    const mine = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "mine",
      scopes: ["products:read"],
    });
    const id = mine.body.organization_access_token.id;
    const patch = await other.api.patch(`/v1/organization-access-tokens/${id}`, { comment: "stolen" });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe("ResourceNotFound");
    const del = await other.api.delete(`/v1/organization-access-tokens/${id}`);
    expect(del.status).toBe(404);
    const list = await other.api.get("/v1/organization-access-tokens/", { query: { limit: 100 } });
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(id);
  });

  it("updates comment and scopes, and revoking a token stops it at once", async () => {
    const made = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "temp",
      scopes: ["products:read"],
    });
    const id = made.body.organization_access_token.id;
    const updated = await seller.api.patch(`/v1/organization-access-tokens/${id}`, {
      comment: "renamed",
      scopes: ["organization_access_tokens:read"],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ comment: "renamed", scopes: ["organization_access_tokens:read"] });
    const works = await t.client().get("/v1/organization-access-tokens/", bearer(made.body.token));
    expect(works.status).toBe(200);
    const del = await seller.api.delete(`/v1/organization-access-tokens/${id}`);
    expect(del.status).toBe(204);
    const after = await t.client().get("/v1/organization-access-tokens/", bearer(made.body.token));
    expect(after.status).toBe(401);
  });

  it("refuses to grant scopes the caller lacks", async () => {
    const narrow = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "narrow",
      scopes: ["organization_access_tokens:write"],
    });
    const escalate = await t
      .client()
      .post(
        "/v1/organization-access-tokens/",
        { comment: "wide", scopes: ["products:write"] },
        bearer(narrow.body.token),
      );
    expect(escalate.status).toBe(403);
  });

  it("gives a member's session read scopes only", async () => {
    const { client: member, email } = await createVerifiedUser(t, { name: "Mo Member" });
    const invite = await seller.owner.post("/api/auth/organization/invite-member", {
      email,
      role: "member",
      organizationId: seller.organizationId,
    });
    expect(invite.status).toBe(200);
    const accepted = await member.post("/api/auth/organization/accept-invitation", {
      invitationId: invite.body.id,
    });
    expect(accepted.status).toBe(200);
    const read = await member.get("/v1/organization-access-tokens/");
    expect(read.status).toBe(200);
    const write = await member.post("/v1/organization-access-tokens/", {
      comment: "x",
      scopes: ["products:read"],
    });
    expect(write.status).toBe(403);
  });
});

describe("Idempotency-Key on /v1 POSTs", () => {
  it("replays the first response for the same key and body, and refuses another body with 422", async () => {
    const headers = { "idempotency-key": `key-${Date.now()}` };
    const body = { comment: "idempotent", scopes: ["products:read"] };
    const first = await seller.api.post("/v1/organization-access-tokens/", body, { headers });
    expect(first.status).toBe(201);
    const again = await seller.api.post("/v1/organization-access-tokens/", body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    const list = await seller.api.get("/v1/organization-access-tokens/", { query: { limit: 100 } });
    expect(list.body.items.filter((i: { comment: string }) => i.comment === "idempotent")).toHaveLength(1);

    const changed = await seller.api.post(
      "/v1/organization-access-tokens/",
      { ...body, comment: "other" },
      { headers },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.detail[0].loc).toEqual(["header", "Idempotency-Key"]);
  });

  it("creates once when the same key arrives twice at the same time", async () => {
    const headers = { "idempotency-key": `race-${Date.now()}` };
    const body = { comment: "race", scopes: ["products:read"] };
    const results = await Promise.all([
      seller.api.post("/v1/organization-access-tokens/", body, { headers }),
      seller.api.post("/v1/organization-access-tokens/", body, { headers }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses).toContain(201);
    const list = await seller.api.get("/v1/organization-access-tokens/", { query: { limit: 100 } });
    expect(list.body.items.filter((i: { comment: string }) => i.comment === "race")).toHaveLength(1);
  });

  it("keeps keys of different organizations apart", async () => {
    const headers = { "idempotency-key": `shared-${Date.now()}` };
    const a = await seller.api.post(
      "/v1/organization-access-tokens/",
      { comment: "a", scopes: ["products:read"] },
      { headers },
    );
    const b = await other.api.post(
      "/v1/organization-access-tokens/",
      { comment: "b", scopes: ["products:read"] },
      { headers },
    );
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.organization_access_token.comment).toBe("b");
  });
});

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document covering the routes, readable without credentials", async () => {
    const res = await t.client().get("/v1/openapi.json", { noOrigin: true });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/v1/organization-access-tokens/", "/v1/organization-access-tokens/{id}"]),
    );
    const docs = await t.client().get("/docs", { noOrigin: true });
    expect(docs.status).toBe(200);
    expect(docs.text).toContain("Kassa API reference");
  });
});
