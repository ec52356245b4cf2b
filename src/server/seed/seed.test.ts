import { Organization$inboundSchema } from "@polar-sh/sdk/models/components/organization.js";
import { Product$inboundSchema } from "@polar-sh/sdk/models/components/product.js";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, organization, user } from "../db/schema/auth.js";
import { meter } from "../db/schema/meters.js";
import { webhookEvent } from "../db/schema/webhook-events.js";
import { signIn } from "../test/auth-helpers.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { DEMO_MARK } from "./catalog.js";
import { type DemoSeedResult, seedDemo, seedJson } from "./demo.js";
import { DEMO_EMAIL, DEMO_ORG_SLUG, DEMO_PASSWORD } from "./owner.js";
import { DEMO_USAGE_CUSTOMERS, DEMO_USAGE_DAYS } from "./usage.js";

let t: TestApp;
let first: DemoSeedResult;
let second: DemoSeedResult;
beforeAll(async () => {
  t = await createTestApp();
  first = await seedDemo(t.ctx, { historyDays: 0 });
  second = await seedDemo(t.ctx, { historyDays: 0 });
});
afterAll(() => t.close());

const bearer = (token: string) => ({ noOrigin: true, headers: { authorization: `Bearer ${token}` } });

async function countWhere<T>(
  table: Parameters<ReturnType<TestApp["ctx"]["db"]["select"]>["from"]>[0],
  where: T,
) {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(table)
    .where(where as never);
  return row?.n ?? 0;
}

describe("kassa seed --demo", () => {
  it("creates the owner and organization once, and finds them again on a second run", async () => {
    expect(first.created).toEqual({ owner: true, organization: true });
    expect(second.created).toEqual({ owner: false, organization: false });
    expect(second.organization_id).toBe(first.organization_id);
    expect(second.password).toBe(first.password);
    expect(await countWhere(user, eq(user.email, DEMO_EMAIL))).toBe(1);
    expect(await countWhere(organization, eq(organization.slug, DEMO_ORG_SLUG))).toBe(1);
    expect(await countWhere(member, eq(member.organizationId, first.organization_id))).toBe(1);
    const [owner] = await t.ctx.db
      .select({ role: member.role })
      .from(member)
      .where(eq(member.organizationId, first.organization_id));
    expect(owner?.role).toBe("owner");
  });

  it("creates the catalog once: a meter, benefits and a product per kind of price", async () => {
    expect(second.catalog).toEqual(first.catalog);
    const meters = await t.ctx.db.select().from(meter).where(eq(meter.organizationId, first.organization_id));
    expect(meters.filter((m) => m.metadata[DEMO_MARK])).toHaveLength(1);

    const api = (path: string) =>
      t.client().get(path, { ...bearer(second.access_token), query: { limit: 100 } });
    const products = (await api("/v1/products/")).body.items as {
      id: string;
      name: string;
      is_recurring: boolean;
      recurring_interval: string | null;
      prices: { amount_type: string }[];
      benefits: { type: string }[];
    }[];
    expect(products).toHaveLength(6);
    for (const product of products) {
      const parsed = Product$inboundSchema.safeParse(product);
      expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    }
    const kinds = products.map((p) => `${p.recurring_interval ?? "once"}:${p.prices[0]!.amount_type}`).sort();
    expect(kinds).toEqual(
      ["month:fixed", "month:metered_unit", "once:custom", "once:fixed", "once:free", "year:fixed"].sort(),
    );
    const starter = products.find((p) => p.name === "Starter Kit")!;
    expect(starter.benefits.map((b) => b.type)).toEqual(["license_keys"]);
    const monthly = products.find(
      (p) => p.recurring_interval === "month" && p.prices[0]!.amount_type === "fixed",
    )!;
    expect(monthly.benefits.map((b) => b.type)).toEqual(["license_keys", "custom"]);
    const benefits = (await api("/v1/benefits/")).body.items as { type: string }[];
    expect(benefits.map((b) => b.type).sort()).toEqual(["custom", "license_keys"]);

    const discounts = (await api("/v1/discounts/")).body.items as { code: string; basis_points: number }[];
    expect(discounts.map((d) => [d.code, d.basis_points])).toEqual([["DEMO20", 2000]]);

    // The second run changed nothing, so it recorded no webhook events either.
    const events = await t.ctx.db
      .select({ type: webhookEvent.type, n: count() })
      .from(webhookEvent)
      .where(eq(webhookEvent.organizationId, first.organization_id))
      .groupBy(webhookEvent.type);
    expect(Object.fromEntries(events.map((e) => [e.type, e.n]))).toMatchObject({
      "organization.updated": 1,
      "product.created": 6,
      "product.updated": 3,
      "benefit.created": 2,
    });
  });

  it("sends usage for the API requests meter once: a few customers, spread over the last 30 days", async () => {
    expect(first.usage.inserted).toBeGreaterThan(500);
    expect(second.usage).toEqual({ customers: 3, inserted: 0, duplicates: first.usage.inserted });
    const api = (path: string, query: Record<string, string | number> = {}) =>
      t.client().get(path, { ...bearer(second.access_token), query: { limit: 100, ...query } });
    const events = await api("/v1/events/", { name: "api_request", sorting: "timestamp" });
    expect(events.status, events.text).toBe(200);
    expect(events.body.pagination.total_count).toBe(first.usage.inserted);
    const customers = new Set<string>();
    const days = new Set<string>();
    for (let page = 1; page <= events.body.pagination.max_page; page++) {
      const res = await api("/v1/events/", { name: "api_request", page });
      for (const e of res.body.items as {
        timestamp: string;
        external_customer_id: string;
        customer_id: string;
      }[]) {
        customers.add(e.external_customer_id);
        days.add(e.timestamp.slice(0, 10));
        expect(e.customer_id).toBeTruthy();
      }
    }
    expect([...customers].sort()).toEqual(DEMO_USAGE_CUSTOMERS.map((c) => c.external_id).sort());
    expect(days.size).toBe(DEMO_USAGE_DAYS);
    const now = t.ctx.clock.now().getTime();
    const first30 = events.body.items[0].timestamp as string;
    expect(now - new Date(first30).getTime()).toBeLessThanOrEqual((DEMO_USAGE_DAYS + 1) * 86_400_000);
  });

  it("gives JSON with exactly the documented keys", () => {
    const json = seedJson(second);
    expect(Object.keys(json).sort()).toEqual(
      ["access_token", "email", "organization_id", "organization_slug", "password"].sort(),
    );
    expect(json).toMatchObject({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      organization_slug: DEMO_ORG_SLUG,
      organization_id: first.organization_id,
    });
    expect(json.access_token).toMatch(/^kassa_oat_/);
  });

  it("prints a login that signs in, verified, with the demo organization active", async () => {
    const { client, res } = await signIn(t, second.email, second.password);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user.emailVerified).toBe(true);
    const orgs = await client.get("/v1/organizations/");
    expect(orgs.status).toBe(200);
    expect(orgs.body.items[0].id).toBe(first.organization_id);
  });

  it("makes a new working all-scopes token on every run", async () => {
    expect(second.access_token).not.toBe(first.access_token);
    for (const token of [first.access_token, second.access_token]) {
      const res = await t.client().get(`/v1/organizations/${first.organization_id}`, bearer(token));
      expect(res.status).toBe(200);
      expect(Organization$inboundSchema.safeParse(res.body).success).toBe(true);
      expect(res.body).toMatchObject({ name: "Kassa Demo", slug: DEMO_ORG_SLUG, email: DEMO_EMAIL });
    }
    const tokens = await t
      .client()
      .get("/v1/organization-access-tokens/", { ...bearer(second.access_token), query: { limit: 100 } });
    expect(tokens.body.items[0].scopes.length).toBeGreaterThan(30);
  });

  it("resets a changed password of the demo owner to the documented one", async () => {
    const auth = await t.ctx.auth.$context;
    const existing = await auth.internalAdapter.findUserByEmail(DEMO_EMAIL);
    await auth.internalAdapter.updatePassword(existing!.user.id, await auth.password.hash("something-else"));
    const again = await seedDemo(t.ctx, { historyDays: 0 });
    const { res } = await signIn(t, DEMO_EMAIL, again.password);
    expect(res.status).toBe(200);
  });
});
