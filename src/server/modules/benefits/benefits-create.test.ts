import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { create, meter } from "../../test/fixtures/benefits-helpers.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Benefit Co");
  other = await createSeller(t, "Other Benefits");
});
afterAll(() => t.close());

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
