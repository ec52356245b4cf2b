import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  apiPut,
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
} from "../../test/fixtures/benefit-grants.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { type DiscordStandIn, startDiscordStandIn } from "../../test/standins/discord.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

const TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0.bot-token";
const GUILD = "112233445566778899";
const ROLE = "223344556677889900";
const MEMBER = "334455667788990011";
const OUTSIDER = "445566778899001122";
let discord: DiscordStandIn;
let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-02-01T09:00:00.000Z"));
beforeAll(async () => {
  discord = await startDiscordStandIn({
    token: TOKEN,
    guildId: GUILD,
    roles: [ROLE],
    members: [MEMBER, "556677889900112233"],
  });
  t = await createTestApp({ clock, env: { DISCORD_API_URL: `${discord.url}/api/v10` } });
  seller = await createSeller(t, "Guild Seller");
  const put = await apiPut(t, seller, "/v1/benefit-integrations/discord", { token: TOKEN });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
});
afterAll(async () => {
  await t.close();
  await discord.close();
});

async function roleProduct(kick = false) {
  const benefit = await makeBenefit(seller, "discord", {
    guild_token: GUILD,
    role_id: ROLE,
    kick_member: kick,
  });
  return makeProduct(seller, [benefit.id]);
}

describe("discord grants", () => {
  it("gives the customer the role with the bot token, and takes it back on revoke", async () => {
    const productId = await roleProduct();
    const buyer = await insertCustomer(t, seller.organizationId, {
      email: "gamer@example.com",
      metadata: { discord_user_id: MEMBER },
    });
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    let [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).not.toBeNull();
    expect(grant!.properties).toEqual({
      account_id: MEMBER,
      granted_account_id: MEMBER,
      guild_id: GUILD,
      role_id: ROLE,
    });
    const put = discord.calls.at(-1)!;
    expect(`${put.method} ${put.path}`).toBe(`PUT /api/v10/guilds/${GUILD}/members/${MEMBER}/roles/${ROLE}`);
    expect(put.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(discord.members.get(MEMBER)?.has(ROLE)).toBe(true);
    expect((await t.lastEmail("gamer@example.com", "benefit-grant")).text).toContain("Discord");

    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    const del = discord.calls.at(-1)!;
    expect(`${del.method} ${del.path}`).toBe(
      `DELETE /api/v10/guilds/${GUILD}/members/${MEMBER}/roles/${ROLE}`,
    );
    expect(discord.members.get(MEMBER)?.has(ROLE)).toBe(false);
    [grant] = await grantsOf(t, order.id);
    expect(grant!.revokedAt).not.toBeNull();
  });

  it("removes the member from the server on revoke when the benefit kicks members", async () => {
    const productId = await roleProduct(true);
    const kicked = "556677889900112233";
    const buyer = await insertCustomer(t, seller.organizationId, { metadata: { discord_user_id: kicked } });
    const order = await purchase(t, seller, productId, buyer.id);
    await t.runJobs();
    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    const del = discord.calls.at(-1)!;
    expect(`${del.method} ${del.path}`).toBe(`DELETE /api/v10/guilds/${GUILD}/members/${kicked}`);
    expect(discord.members.has(kicked)).toBe(false);
  });

  it("records a customer who is not in the server, or has no Discord id, as a permanent error", async () => {
    const productId = await roleProduct();
    const outsider = await insertCustomer(t, seller.organizationId, {
      metadata: { discord_user_id: OUTSIDER },
    });
    const order = await purchase(t, seller, productId, outsider.id);
    await t.runJobs();
    const [grant] = await grantsOf(t, order.id);
    expect(grant!.grantedAt).toBeNull();
    expect(grant!.error).toMatchObject({ type: "discord_refused" });
    expect(grant!.error!.message).toContain("Discord answered 404 (Unknown Member)");
    expect(grant!.error!.message).toContain("must join the server first");

    const nobody = await insertCustomer(t, seller.organizationId);
    const order2 = await purchase(t, seller, productId, nobody.id);
    await t.runJobs();
    const [grant2] = await grantsOf(t, order2.id);
    expect(grant2!.error).toMatchObject({ type: "missing_account" });
    expect(grant2!.error!.message).toContain('"discord_user_id"');
  });

  it("retries when Discord rate-limits, and a grant revoked before it was granted calls nothing", async () => {
    const productId = await roleProduct();
    const buyer = await insertCustomer(t, seller.organizationId, { metadata: { discord_user_id: MEMBER } });
    const order = await purchase(t, seller, productId, buyer.id);
    discord.failNext({
      status: 429,
      body: { message: "You are being rate limited.", retry_after: 1, global: false },
    });
    await t.runJobs();
    expect((await grantsOf(t, order.id))[0]!.error).toMatchObject({ type: "discord_unavailable" });
    clock.advance(10_000);
    await t.runJobs();
    expect((await grantsOf(t, order.id))[0]!.grantedAt).not.toBeNull();

    const early = await purchase(t, seller, productId, buyer.id);
    await revokeOrder(t, seller.organizationId, early.id);
    const before = discord.calls.length;
    await t.runJobs();
    expect(discord.calls.length).toBe(before);
    expect((await grantsOf(t, early.id))[0]!.revokedAt).not.toBeNull();
  });
});
