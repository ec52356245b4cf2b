import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { Benefit$inboundSchema } from "@polar-sh/sdk/models/components/benefit.js";
import { ListResourceBenefit$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefit.js";
import { ListResourceBenefitGrant$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefitgrant.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benefitGrant } from "../../db/schema/benefits.js";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { uuidv7 } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { listBenefitGrants } from "./grants.js";
import { getBenefit, getBenefits, serializeBenefit } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Benefit Co");
  other = await createSeller(t, "Other Benefits");
});
afterAll(() => t.close());

function expectBenefit(body: unknown) {
  const parsed = Benefit$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
}

async function create(s: Seller, body: Record<string, unknown>) {
  const res = await s.api.post("/v1/benefits/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectBenefit(res.body);
  return res.body;
}

async function uploadedFile(s: Seller, service = "downloadable", finish = true) {
  const bytes = new TextEncoder().encode("file body");
  const created = await s.api.post("/v1/files/", {
    name: "f.bin",
    mime_type: service === "downloadable" ? "application/octet-stream" : "image/png",
    size: bytes.length,
    service,
    upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: bytes.length }] },
  });
  expect(created.status).toBe(201);
  if (!finish) return created.body.id as string;
  const url = new URL(created.body.upload.parts[0].url);
  const put = await t.app.request(url.pathname + url.search, { method: "PUT", body: bytes });
  const done = await s.api.post(`/v1/files/${created.body.id}/uploaded`, {
    id: created.body.upload.id,
    path: created.body.upload.path,
    parts: [{ number: 1, checksum_etag: put.headers.get("etag"), checksum_sha256_base64: null }],
  });
  expect(done.status).toBe(200);
  return created.body.id as string;
}

async function meter(s: Seller) {
  const res = await s.api.post("/v1/meters/", {
    name: "API calls",
    filter: { conjunction: "and", clauses: [{ property: "name", operator: "eq", value: "api.call" }] },
    aggregation: { func: "count" },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe("POST /v1/benefits/", () => {
  it("creates each type in Polar's Benefit shape and records benefit.created", async () => {
    const custom = await create(seller, {
      type: "custom",
      description: "Priority support",
      properties: { note: "Mail us" },
    });
    expect(custom).toMatchObject({
      type: "custom",
      properties: { note: "Mail us" },
      selectable: true,
      deletable: true,
      is_deleted: false,
      organization_id: seller.organizationId,
      metadata: {},
      modified_at: null,
    });
    const discord = await create(seller, {
      type: "discord",
      description: "Discord role",
      properties: { guild_token: "123456789012345678", role_id: "223456789012345678" },
    });
    expect(discord.properties).toEqual({
      guild_id: "123456789012345678",
      role_id: "223456789012345678",
      kick_member: false,
      guild_token: "123456789012345678",
    });
    const jwtPayload = Buffer.from(JSON.stringify({ guild_id: "323456789012345678" })).toString("base64url");
    const discordJwt = await create(seller, {
      type: "discord",
      description: "Discord via token",
      properties: {
        guild_token: `eyJhbGciOiJIUzI1NiJ9.${jwtPayload}.sig`,
        role_id: "223456789012345678",
        kick_member: true,
      },
    });
    expect(discordJwt.properties.guild_id).toBe("323456789012345678");
    const github = await create(seller, {
      type: "github_repository",
      description: "Repo access",
      properties: { repository_owner: "kassa-dev", repository_name: "private.repo", permission: "pull" },
    });
    expect(github.properties.permission).toBe("pull");
    const fileId = await uploadedFile(seller);
    const downloads = await create(seller, {
      type: "downloadables",
      description: "The e-book",
      properties: { files: [fileId] },
    });
    expect(downloads.properties).toEqual({ files: [fileId], archived: {} });
    const keys = await create(seller, {
      type: "license_keys",
      description: "License key",
      properties: {
        prefix: "KASSA",
        expires: { ttl: 1, timeframe: "year" },
        activations: { limit: 5, enable_customer_admin: true },
        limit_usage: 100,
      },
    });
    expect(keys.properties).toEqual({
      prefix: "KASSA",
      expires: { ttl: 1, timeframe: "year" },
      activations: { limit: 5, enable_customer_admin: true },
      limit_usage: 100,
    });
    const bare = await create(seller, { type: "license_keys", description: "Bare key", properties: {} });
    expect(bare.properties).toEqual({ prefix: null, expires: null, activations: null, limit_usage: null });
    const meterId = await meter(seller);
    const credits = await create(seller, {
      type: "meter_credit",
      description: "1000 API calls",
      metadata: { plan: "pro" },
      properties: { units: 1000, rollover: true, meter_id: meterId },
    });
    expect(credits.properties).toEqual({ units: 1000, rollover: true, meter_id: meterId });

    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, "benefit.created")),
      );
    expect(events.map((e) => (e.payload.data as { id: string }).id)).toEqual(
      expect.arrayContaining([custom.id, credits.id, downloads.id]),
    );
  });

  it("validates each rule with 422 and the field's loc", async () => {
    const meterId = await meter(seller);
    const otherMeter = await meter(other);
    const mediaId = await uploadedFile(seller, "product_media");
    const pendingId = await uploadedFile(seller, "downloadable", false);
    const theirFile = await uploadedFile(other);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "custom", description: "ab", properties: {} }, "body.description"],
      [{ type: "custom", description: "x".repeat(43), properties: {} }, "body.description"],
      [{ type: "nope", description: "Valid one", properties: {} }, "body.type"],
      [{ type: "custom", description: "Valid one" }, "body.properties"],
      [
        {
          type: "discord",
          description: "Valid one",
          properties: { guild_token: "abc", role_id: "223456789012345678" },
        },
        "body.properties.guild_token",
      ],
      [
        {
          type: "discord",
          description: "Valid one",
          properties: { guild_token: "123456789012345678", role_id: "x" },
        },
        "body.properties.role_id",
      ],
      [
        {
          type: "github_repository",
          description: "Valid one",
          properties: { repository_owner: "a", repository_name: "b", permission: "owner" },
        },
        "body.properties.permission",
      ],
      [
        { type: "downloadables", description: "Valid one", properties: { files: [] } },
        "body.properties.files",
      ],
      [
        { type: "downloadables", description: "Valid one", properties: { files: [theirFile] } },
        "body.properties.files.0",
      ],
      [
        { type: "downloadables", description: "Valid one", properties: { files: [mediaId] } },
        "body.properties.files.0",
      ],
      [
        { type: "downloadables", description: "Valid one", properties: { files: [pendingId] } },
        "body.properties.files.0",
      ],
      [
        {
          type: "downloadables",
          description: "Valid one",
          properties: { files: [await uploadedFile(seller)], archived: { [theirFile]: true } },
        },
        `body.properties.archived.${theirFile}`,
      ],
      [
        {
          type: "license_keys",
          description: "Valid one",
          properties: { expires: { ttl: 0, timeframe: "day" } },
        },
        "body.properties.expires.ttl",
      ],
      [
        {
          type: "license_keys",
          description: "Valid one",
          properties: { expires: { ttl: 1, timeframe: "week" } },
        },
        "body.properties.expires.timeframe",
      ],
      [
        {
          type: "license_keys",
          description: "Valid one",
          properties: { activations: { limit: 51, enable_customer_admin: false } },
        },
        "body.properties.activations.limit",
      ],
      [
        { type: "license_keys", description: "Valid one", properties: { limit_usage: 0 } },
        "body.properties.limit_usage",
      ],
      [
        {
          type: "meter_credit",
          description: "Valid one",
          properties: { units: 0, rollover: false, meter_id: meterId },
        },
        "body.properties.units",
      ],
      [
        {
          type: "meter_credit",
          description: "Valid one",
          properties: { units: 1, rollover: false, meter_id: otherMeter },
        },
        "body.properties.meter_id",
      ],
      [
        { type: "meter_credit", description: "Valid one", properties: { units: 1, meter_id: meterId } },
        "body.properties.rollover",
      ],
      [
        { type: "custom", description: "Valid one", organization_id: other.organizationId, properties: {} },
        "body.organization_id",
      ],
      [
        { type: "custom", description: "Valid one", metadata: { ["k".repeat(41)]: "v" }, properties: {} },
        `body.metadata.${"k".repeat(41)}`,
      ],
    ];
    for (const [body, loc] of cases) {
      const res = await seller.api.post("/v1/benefits/", body);
      expect(res.status, `${loc}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(locs(res.body), JSON.stringify(res.body)).toContain(loc);
    }
  });
});

describe("GET /v1/benefits/", () => {
  it("filters by type, id, exclude_id, query, metadata and organization_id, sorts and paginates", async () => {
    const s = await createSeller(t, "Lister");
    const a = await create(s, {
      type: "custom",
      description: "Alpha perk",
      metadata: { tier: "gold" },
      properties: {},
    });
    const b = await create(s, {
      type: "custom",
      description: "Beta perk",
      metadata: { tier: "silver" },
      properties: {},
    });
    const c = await create(s, { type: "license_keys", description: "Gamma key", properties: {} });
    const all = await s.api.get("/v1/benefits/");
    expect(all.status).toBe(200);
    const parsed = ListResourceBenefit$inboundSchema.safeParse(all.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    expect(all.body.items.map((x: { id: string }) => x.id)).toEqual([c.id, b.id, a.id]);
    const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((x) => x.id);
    expect(ids(await s.api.get("/v1/benefits/?type=license_keys"))).toEqual([c.id]);
    expect(ids(await s.api.get("/v1/benefits/?type=license_keys&type=custom"))).toHaveLength(3);
    expect(ids(await s.api.get(`/v1/benefits/?id=${a.id}&id=${b.id}&sorting=created_at`))).toEqual([
      a.id,
      b.id,
    ]);
    expect(ids(await s.api.get(`/v1/benefits/?exclude_id=${a.id}`))).toEqual([c.id, b.id]);
    expect(ids(await s.api.get("/v1/benefits/?query=PERK&sorting=-description"))).toEqual([b.id, a.id]);
    expect(ids(await s.api.get("/v1/benefits/?query=%25"))).toEqual([]);
    expect(ids(await s.api.get("/v1/benefits/?metadata[tier]=gold"))).toEqual([a.id]);
    expect(ids(await s.api.get("/v1/benefits/?metadata[tier]=gold&metadata[tier]=silver"))).toHaveLength(2);
    expect(ids(await s.api.get("/v1/benefits/?sorting=type&sorting=description"))).toEqual([
      a.id,
      b.id,
      c.id,
    ]);
    expect(ids(await s.api.get("/v1/benefits/?sorting=user_order"))).toEqual([a.id, b.id, c.id]);
    expect(ids(await s.api.get(`/v1/benefits/?organization_id=${seller.organizationId}`))).toEqual([]);
    expect(ids(await s.api.get(`/v1/benefits/?organization_id=${s.organizationId}`))).toHaveLength(3);
    const page = await s.api.get("/v1/benefits/?limit=2&page=2");
    expect(page.body.items).toHaveLength(1);
    expect(page.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    const beyond = await s.api.get("/v1/benefits/?limit=2&page=5");
    expect(beyond.body.items).toEqual([]);
    expect((await s.api.get("/v1/benefits/?limit=0")).status).toBe(422);
    const badType = await s.api.get("/v1/benefits/?type=nope");
    expect(badType.status).toBe(422);
    expect(badType.body.detail[0].loc).toEqual(["query", "type", 0]);
    expect((await s.api.get("/v1/benefits/?sorting=secret")).status).toBe(422);
    expect((await s.api.get("/v1/benefits/?id=nope")).status).toBe(422);
    expect(ids(await other.api.get(`/v1/benefits/?id=${a.id}`))).toEqual([]);
  });
});

describe("GET, PATCH and DELETE /v1/benefits/{id}", () => {
  it("gets, updates (recording benefit.updated) and deletes a benefit; others get 404", async () => {
    const b = await create(seller, { type: "custom", description: "Editable", properties: { note: "a" } });
    const got = await seller.api.get(`/v1/benefits/${b.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(b);
    expect((await other.api.get(`/v1/benefits/${b.id}`)).status).toBe(404);
    expect((await seller.api.get("/v1/benefits/not-a-uuid")).status).toBe(422);

    const upd = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "custom",
      description: "Edited",
      metadata: { k: 1 },
      properties: { note: "b" },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expectBenefit(upd.body);
    expect(upd.body).toMatchObject({ description: "Edited", metadata: { k: 1 }, properties: { note: "b" } });
    expect(upd.body.modified_at).not.toBeNull();
    const onlyDesc = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "custom",
      description: "Edited again",
    });
    expect(onlyDesc.body.properties).toEqual({ note: "b" });
    const wrongType = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "license_keys",
      properties: {},
    });
    expect(wrongType.status).toBe(422);
    expect(locs(wrongType.body)).toEqual(["body.type"]);
    const noType = await seller.api.patch(`/v1/benefits/${b.id}`, { description: "x y z" });
    expect(noType.status).toBe(422);
    const short = await seller.api.patch(`/v1/benefits/${b.id}`, { type: "custom", description: "x" });
    expect(locs(short.body)).toEqual(["body.description"]);
    expect(
      (await other.api.patch(`/v1/benefits/${b.id}`, { type: "custom", description: "Stolen" })).status,
    ).toBe(404);
    const events = await t.ctx.db
      .select()
      .from(webhookEvent)
      .where(
        and(eq(webhookEvent.organizationId, seller.organizationId), eq(webhookEvent.type, "benefit.updated")),
      );
    expect(events.some((e) => (e.payload.data as { description: string }).description === "Edited")).toBe(
      true,
    );

    expect((await other.api.delete(`/v1/benefits/${b.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/benefits/${b.id}`)).status).toBe(204);
    expect((await seller.api.get(`/v1/benefits/${b.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/benefits/${b.id}`)).status).toBe(404);
    const list = await seller.api.get(`/v1/benefits/?id=${b.id}`);
    expect(list.body.items).toEqual([]);
  });

  it("re-validates properties on update (meter of this organization)", async () => {
    const meterId = await meter(seller);
    const b = await create(seller, {
      type: "meter_credit",
      description: "Credits",
      properties: { units: 10, rollover: false, meter_id: meterId },
    });
    const bad = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "meter_credit",
      properties: { units: 10, rollover: false, meter_id: await meter(other) },
    });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toEqual(["body.properties.meter_id"]);
    const ok = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "meter_credit",
      properties: { units: 20, rollover: true, meter_id: meterId },
    });
    expect(ok.body.properties).toEqual({ units: 20, rollover: true, meter_id: meterId });
  });
});

describe("GET /v1/benefits/{id}/grants", () => {
  it("lists the benefit's grants (none until a purchase grants it) and 404s for others", async () => {
    const b = await create(seller, { type: "custom", description: "Granted later", properties: {} });
    const res = await seller.api.get(`/v1/benefits/${b.id}/grants`, { query: { is_granted: "true" } });
    expect(res.status).toBe(200);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse(res.body);
    expect(parsed.success).toBe(true);
    expect(res.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    expect((await other.api.get(`/v1/benefits/${b.id}/grants`)).status).toBe(404);
    expect((await seller.api.get(`/v1/benefits/${b.id}/grants?is_granted=maybe`)).status).toBe(422);
    expect((await seller.api.get(`/v1/benefits/${b.id}/grants?customer_id=x`)).status).toBe(422);
  });
});

describe("benefit grants inserted by purchases", () => {
  it("lists grants with is_granted and customer filters, embedding the customer and the benefit", async () => {
    const b = await create(seller, { type: "custom", description: "With grants", properties: {} });
    const [c1, c2] = [uuidv7(), uuidv7()];
    const now = new Date();
    await t.ctx.db.insert(benefitGrant).values([
      {
        id: uuidv7(),
        organizationId: seller.organizationId,
        benefitId: b.id,
        customerId: c1,
        orderId: uuidv7(),
        grantedAt: now,
        createdAt: now,
      },
      {
        id: uuidv7(),
        organizationId: seller.organizationId,
        benefitId: b.id,
        customerId: c2,
        subscriptionId: uuidv7(),
        grantedAt: now,
        revokedAt: now,
        createdAt: now,
      },
    ]);
    const customer = (id: string) => ({
      id,
      created_at: now.toISOString(),
      modified_at: null,
      metadata: {},
      external_id: null,
      email: "c@example.com",
      email_verified: true,
      type: "individual",
      name: null,
      billing_address: null,
      tax_id: null,
      organization_id: seller.organizationId,
      deleted_at: null,
      avatar_url: "https://example.com/a.png",
    });
    const loader = async (_org: string, ids: string[]) => new Map(ids.map((id) => [id, customer(id)]));
    const page = { page: 1, limit: 10 };
    const all = await listBenefitGrants(t.ctx, seller.organizationId, b.id, {}, page, loader);
    expect(all.total).toBe(2);
    const parsed = ListResourceBenefitGrant$inboundSchema.safeParse({
      items: all.items,
      pagination: { total_count: 2, max_page: 1 },
    });
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    const granted = await listBenefitGrants(
      t.ctx,
      seller.organizationId,
      b.id,
      { isGranted: true },
      page,
      loader,
    );
    expect(granted.items.map((g) => g.customer_id)).toEqual([c1]);
    expect(granted.items[0]).toMatchObject({ is_granted: true, is_revoked: false, benefit: { id: b.id } });
    const revoked = await listBenefitGrants(
      t.ctx,
      seller.organizationId,
      b.id,
      { isGranted: false },
      page,
      loader,
    );
    expect(revoked.items.map((g) => g.customer_id)).toEqual([c2]);
    const byCustomer = await seller.api.get(`/v1/benefits/${b.id}/grants?customer_id=${uuidv7()}`);
    expect(byCustomer.body.items).toEqual([]);
    // Over HTTP these grants point at customer ids with no customer row (inserted directly above):
    // the route answers a clear 409, never a 500.
    const http = await seller.api.get(`/v1/benefits/${b.id}/grants`);
    expect(http.status).toBe(409);
    expect(http.body.error).toBe("CustomerUnavailable");
  });
});

describe("service exports for other modules", () => {
  it("getBenefit and getBenefits are scoped to the organization and skip deleted ones", async () => {
    const a = await create(seller, { type: "custom", description: "Export A", properties: {} });
    const b = await create(seller, { type: "custom", description: "Export B", properties: {} });
    const theirs = await create(other, { type: "custom", description: "Theirs", properties: {} });
    await seller.api.delete(`/v1/benefits/${b.id}`);
    expect(await getBenefit(t.ctx, other.organizationId, a.id)).toBeNull();
    const row = await getBenefit(t.ctx, seller.organizationId, a.id);
    expect(serializeBenefit(row!)).toEqual(a);
    const rows = await getBenefits(t.ctx, seller.organizationId, [theirs.id, a.id, b.id, a.id]);
    expect(rows.map((r) => r.id)).toEqual([a.id]);
  });
});

describe("@polar-sh/sdk against /v1/benefits", () => {
  it("creates, gets, lists, updates, lists grants and deletes without response validation errors", async () => {
    const polar = new Polar({
      accessToken: seller.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const meterId = await meter(seller);
    const created = await polar.benefits.create({
      type: "meter_credit",
      description: "SDK credits",
      properties: { units: 50, rollover: false, meterId },
    });
    expect(created.type).toBe("meter_credit");
    const keys = await polar.benefits.create({
      type: "license_keys",
      description: "SDK keys",
      properties: { prefix: "SDK", expires: { ttl: 30, timeframe: "day" } },
    });
    expect(keys.properties).toMatchObject({ prefix: "SDK", limitUsage: null });
    const got = await polar.benefits.get({ id: created.id });
    expect(got.createdAt).toBeInstanceOf(Date);
    const updated = await polar.benefits.update({
      id: keys.id,
      requestBody: { type: "license_keys", description: "SDK keys v2" },
    });
    expect(updated.description).toBe("SDK keys v2");
    const page = await polar.benefits.list({ typeFilter: ["license_keys", "meter_credit"], limit: 100 });
    expect(page.result.items.map((b) => b.id)).toEqual(expect.arrayContaining([created.id, keys.id]));
    const onlyKeys = await polar.benefits.list({ typeFilter: "license_keys", limit: 100 });
    expect(new Set(onlyKeys.result.items.map((b) => b.type))).toEqual(new Set(["license_keys"]));
    const grants = await polar.benefits.grants({ id: created.id });
    expect(grants.result.items).toEqual([]);
    await polar.benefits.delete({ id: created.id });
    await expect(polar.benefits.get({ id: created.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});
