import { ListResourceBenefit$inboundSchema } from "@polar-sh/sdk/models/components/listresourcebenefit.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { create, expectBenefit, meter } from "../../test/fixtures/benefits-helpers.js";
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

  it("needs a Discord benefit's guild_token on update (as Polar); the read benefit carries it", async () => {
    const b = await create(seller, {
      type: "discord",
      description: "Discord role",
      properties: { guild_token: "123456789012345678", role_id: "223456789012345678" },
    });
    const withoutToken = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "discord",
      properties: { role_id: "323456789012345678", kick_member: false },
    });
    expect(withoutToken.status).toBe(422);
    expect(locs(withoutToken.body)).toEqual(["body.properties.guild_token"]);
    const token = b.properties.guild_token;
    const ok = await seller.api.patch(`/v1/benefits/${b.id}`, {
      type: "discord",
      properties: { guild_token: token, role_id: "323456789012345678", kick_member: false },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.properties.role_id).toBe("323456789012345678");
  });
});
