import { Polar } from "@polar-sh/sdk";
import { HTTPClient } from "@polar-sh/sdk/lib/http.js";
import { ListResourceOrganization$inboundSchema } from "@polar-sh/sdk/models/components/listresourceorganization.js";
import { Organization$inboundSchema } from "@polar-sh/sdk/models/components/organization.js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEvent } from "../../db/schema/webhook-events.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";
import { getSellerSettings } from "./service.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

function expectOrganization(body: unknown) {
  const parsed = Organization$inboundSchema.safeParse(body);
  expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues, null, 2)).toBe(true);
}

async function eventsOf(organizationId: string) {
  return t.ctx.db
    .select()
    .from(webhookEvent)
    .where(
      and(eq(webhookEvent.organizationId, organizationId), eq(webhookEvent.type, "organization.updated")),
    );
}

describe("GET /v1/organizations/", () => {
  it("lists only the caller's organization, in Polar's list shape", async () => {
    const res = await seller.api.get("/v1/organizations/");
    expect(res.status).toBe(200);
    const parsed = ListResourceOrganization$inboundSchema.safeParse(res.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    expect(res.body.pagination).toEqual({ total_count: 1, max_page: 1 });
    expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([seller.organizationId]);
    const org = res.body.items[0];
    expect(org).toMatchObject({
      name: "Acme",
      status: "active",
      modified_at: null,
      avatar_url: null,
      email: null,
      website: null,
      socials: [],
      details_submitted_at: null,
      default_presentment_currency: "usd",
      default_tax_behavior: "location",
      proration_behavior: "prorate",
      allow_customer_updates: true,
      account_id: null,
      payout_account_id: null,
      subscription_settings: {
        allow_multiple_subscriptions: false,
        allow_customer_updates: true,
        proration_behavior: "prorate",
        benefit_revocation_grace_period: 0,
        prevent_trial_abuse: false,
      },
    });
    expect(Object.values(org.capabilities).every((v) => v === true)).toBe(true);
  });

  it("filters by slug, sorts, and pages past the end to an empty page", async () => {
    const mine = (await seller.api.get("/v1/organizations/")).body.items[0];
    const bySlug = await seller.api.get("/v1/organizations/", { query: { slug: mine.slug } });
    expect(bySlug.body.items).toHaveLength(1);
    const otherSlug = (await other.api.get("/v1/organizations/")).body.items[0].slug;
    const notMine = await seller.api.get("/v1/organizations/", { query: { slug: otherSlug } });
    expect(notMine.status).toBe(200);
    expect(notMine.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    for (const sorting of ["name", "-slug", "-created_at"]) {
      const sorted = await seller.api.get("/v1/organizations/", { query: { sorting } });
      expect(sorted.status).toBe(200);
      expect(sorted.body.items).toHaveLength(1);
    }
    const page2 = await seller.api.get("/v1/organizations/", { query: { page: 2, limit: 1 } });
    expect(page2.body).toEqual({ items: [], pagination: { total_count: 1, max_page: 1 } });
  });

  it("rejects a bad sorting, page or limit with 422 on the query parameter", async () => {
    const badSort = await seller.api.get("/v1/organizations/", { query: { sorting: "email" } });
    expect(badSort.status).toBe(422);
    expect(badSort.body.detail[0].loc).toEqual(["query", "sorting", 0]);
    const zero = await seller.api.get("/v1/organizations/", { query: { limit: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0].loc).toEqual(["query", "limit"]);
    const page = await seller.api.get("/v1/organizations/", { query: { page: 0 } });
    expect(page.body.detail[0].loc).toEqual(["query", "page"]);
  });

  it("needs organizations:read", async () => {
    const made = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "narrow",
      scopes: ["products:read"],
    });
    const res = await t.client().get("/v1/organizations/", {
      noOrigin: true,
      headers: { authorization: `Bearer ${made.body.token}` },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("NotPermitted");
  });
});

describe("GET /v1/organizations/{id}", () => {
  it("returns the caller's organization as the SDK's Organization", async () => {
    const res = await seller.api.get(`/v1/organizations/${seller.organizationId}`);
    expect(res.status).toBe(200);
    expectOrganization(res.body);
    expect(res.body.id).toBe(seller.organizationId);
  });

  it("answers 404 for another organization's id and 422 for a malformed id", async () => {
    const res = await seller.api.get(`/v1/organizations/${other.organizationId}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "ResourceNotFound", detail: "Organization not found" });
    const bad = await seller.api.get("/v1/organizations/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["path", "id"]);
  });

  it("is what the session of a member of the organization sees too", async () => {
    const res = await seller.owner.get(`/v1/organizations/${seller.organizationId}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(seller.organizationId);
  });
});

describe("PATCH /v1/organizations/{id}", () => {
  it("updates the profile and settings, records organization.updated, and keeps the slug", async () => {
    const before = (await seller.api.get(`/v1/organizations/${seller.organizationId}`)).body;
    const eventsBefore = (await eventsOf(seller.organizationId)).length;
    const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      name: "Acme Inc",
      slug: "ignored-slug",
      avatar_url: "https://example.com/logo.png",
      email: "support@acme.test",
      website: "https://acme.test",
      socials: [
        { platform: "github", url: "https://github.com/acme" },
        { platform: "x", url: "https://x.com/acme" },
      ],
      feature_settings: { issue_funding_enabled: true, usage_based_billing_enabled: true },
      subscription_settings: {
        allow_multiple_subscriptions: true,
        proration_behavior: "invoice",
        benefit_revocation_grace_period: 7,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectOrganization(res.body);
    expect(res.body).toMatchObject({
      name: "Acme Inc",
      slug: before.slug,
      avatar_url: "https://example.com/logo.png",
      email: "support@acme.test",
      website: "https://acme.test",
      socials: [
        { platform: "github", url: "https://github.com/acme" },
        { platform: "x", url: "https://x.com/acme" },
      ],
      proration_behavior: "invoice",
      allow_customer_updates: true,
      subscription_settings: {
        allow_multiple_subscriptions: true,
        allow_customer_updates: true,
        proration_behavior: "invoice",
        benefit_revocation_grace_period: 7,
        prevent_trial_abuse: false,
      },
    });
    expect(res.body.feature_settings).toMatchObject({
      issue_funding_enabled: true,
      usage_based_billing_enabled: true,
      wallets_enabled: false,
    });
    expect(res.body.modified_at).not.toBeNull();
    expect(res.body.details_submitted_at).toBeNull();

    const events = await eventsOf(seller.organizationId);
    expect(events).toHaveLength(eventsBefore + 1);
    const last = events.at(-1)!;
    expect(last.payload.type).toBe("organization.updated");
    expect(last.payload.data).toEqual(res.body);

    // A later partial update keeps the other settings.
    const partial = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      subscription_settings: { allow_customer_updates: false },
      feature_settings: { wallets_enabled: true },
    });
    expect(partial.body.subscription_settings).toMatchObject({
      allow_multiple_subscriptions: true,
      allow_customer_updates: false,
      proration_behavior: "invoice",
      benefit_revocation_grace_period: 7,
    });
    expect(partial.body.allow_customer_updates).toBe(false);
    expect(partial.body.feature_settings).toMatchObject({
      issue_funding_enabled: true,
      wallets_enabled: true,
    });
    expect(partial.body.name).toBe("Acme Inc");

    const settings = await getSellerSettings(t.ctx, seller.organizationId);
    expect(settings).toEqual({
      allow_multiple_subscriptions: true,
      allow_customer_updates: false,
      proration_behavior: "invoice",
      benefit_revocation_grace_period: 7,
      prevent_trial_abuse: false,
    });
  });

  it("clears avatar_url, email, website and socials with null, and leaves the name alone on null", async () => {
    const res = await seller.api.patch(`/v1/organizations/${seller.organizationId}`, {
      name: null,
      avatar_url: null,
      email: null,
      website: null,
      socials: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ avatar_url: null, email: null, website: null, socials: [] });
    expect(res.body.name).toBe("Acme Inc");
    expectOrganization(res.body);
  });

  it("sets details_submitted_at the first time details are given, and keeps it after", async () => {
    const first = await other.api.patch(`/v1/organizations/${other.organizationId}`, {
      details: { product_description: "Widgets", selling_categories: ["software"], switching: false },
    });
    expect(first.status).toBe(200);
    expect(first.body.details_submitted_at).not.toBeNull();
    const second = await other.api.patch(`/v1/organizations/${other.organizationId}`, {
      details: { product_description: "More widgets" },
    });
    expect(second.body.details_submitted_at).toBe(first.body.details_submitted_at);
  });

  it("validates each field with 422 and its loc", async () => {
    const id = seller.organizationId;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "ab" }, "body.name"],
      [{ avatar_url: "not a url" }, "body.avatar_url"],
      [{ avatar_url: "ftp://example.com/a.png" }, "body.avatar_url"],
      [{ email: "nope" }, "body.email"],
      [{ website: "example" }, "body.website"],
      [{ socials: [{ platform: "myspace", url: "https://myspace.com/a" }] }, "body.socials.0.platform"],
      [{ socials: [{ platform: "x", url: "x.com/a" }] }, "body.socials.0.url"],
      [{ notification_settings: { new_order: "no" } }, "body.notification_settings.new_order"],
      [
        { customer_email_settings: { order_confirmation: 1 } },
        "body.customer_email_settings.order_confirmation",
      ],
      [{ customer_email_settings: { receipts: false } }, "body.customer_email_settings"],
      [{ default_presentment_currency: "eur" }, "body.default_presentment_currency"],
      [
        { subscription_settings: { proration_behavior: "later" } },
        "body.subscription_settings.proration_behavior",
      ],
      [
        { subscription_settings: { benefit_revocation_grace_period: -1 } },
        "body.subscription_settings.benefit_revocation_grace_period",
      ],
      [
        { subscription_settings: { benefit_revocation_grace_period: 1.5 } },
        "body.subscription_settings.benefit_revocation_grace_period",
      ],
      [
        { subscription_settings: { allow_multiple_subscriptions: "yes" } },
        "body.subscription_settings.allow_multiple_subscriptions",
      ],
      [{ feature_settings: { issue_funding_enabled: 1 } }, "body.feature_settings.issue_funding_enabled"],
    ];
    for (const [body, loc] of cases) {
      const res = await seller.api.patch(`/v1/organizations/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(locs(res.body), JSON.stringify(body)).toContain(loc);
    }
  });

  it("answers 404 for another organization and 403 without organizations:write", async () => {
    const res = await seller.api.patch(`/v1/organizations/${other.organizationId}`, { name: "Stolen" });
    expect(res.status).toBe(404);
    const otherNow = await other.api.get(`/v1/organizations/${other.organizationId}`);
    expect(otherNow.body.name).toBe("Globex");

    const made = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["organizations:read"],
    });
    const denied = await t.client().request("PATCH", `/v1/organizations/${seller.organizationId}`, {
      noOrigin: true,
      headers: { authorization: `Bearer ${made.body.token}` },
      body: { name: "Nope" },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("NotPermitted");
  });
});

describe("POST /v1/organizations/", () => {
  it("refuses an access token with 403 NotPermitted", async () => {
    const res = await seller.api.post("/v1/organizations/", { name: "Token Org", slug: "token-org" });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("NotPermitted");
  });

  it("creates an organization owned by the signed-in user, keeping the active one", async () => {
    const slug = `new-org-${Date.now().toString(36)}`;
    const res = await seller.owner.post("/v1/organizations/", {
      name: "New Org",
      slug,
      email: "hello@new.test",
      website: "https://new.test",
      subscription_settings: { allow_multiple_subscriptions: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectOrganization(res.body);
    expect(res.body).toMatchObject({
      name: "New Org",
      slug,
      email: "hello@new.test",
      website: "https://new.test",
      modified_at: null,
    });
    expect(res.body.subscription_settings.allow_multiple_subscriptions).toBe(true);

    const orgs = await seller.owner.get("/api/auth/organization/list");
    expect(orgs.body.map((o: { id: string }) => o.id)).toContain(res.body.id);
    const active = await seller.owner.get("/v1/organizations/");
    expect(active.body.items[0].id).toBe(seller.organizationId);
  });

  it("rejects a slug in use or malformed with 422 on body.slug", async () => {
    const taken = (await other.api.get("/v1/organizations/")).body.items[0].slug;
    const dup = await seller.owner.post("/v1/organizations/", { name: "Dup Org", slug: taken });
    expect(dup.status).toBe(422);
    expect(dup.body.detail[0].loc).toEqual(["body", "slug"]);
    const bad = await seller.owner.post("/v1/organizations/", { name: "Bad Org", slug: "Bad Slug!" });
    expect(bad.status).toBe(422);
    expect(locs(bad.body)).toContain("body.slug");
    const short = await seller.owner.post("/v1/organizations/", { name: "ab", slug: "ok-slug" });
    expect(locs(short.body)).toContain("body.name");
  });
});

describe("@polar-sh/sdk against /v1/organizations", () => {
  it("gets, lists and updates the organization without response validation errors", async () => {
    const polar = new Polar({
      accessToken: other.token,
      serverURL: "http://localhost:3000",
      httpClient: new HTTPClient({ fetcher: async (input, init) => t.app.request(input as Request, init) }),
    });
    const org = await polar.organizations.get({ id: other.organizationId });
    expect(org.id).toBe(other.organizationId);
    const updated = await polar.organizations.update({
      id: other.organizationId,
      organizationUpdate: {
        website: "https://globex.test",
        subscriptionSettings: {
          allowMultipleSubscriptions: false,
          allowCustomerUpdates: true,
          prorationBehavior: "next_period",
          benefitRevocationGracePeriod: 3,
          preventTrialAbuse: true,
        },
      },
    });
    expect(updated.website).toBe("https://globex.test");
    expect(updated.subscriptionSettings.prorationBehavior).toBe("next_period");
    const page = await polar.organizations.list({});
    expect(page.result.items.map((o) => o.id)).toEqual([other.organizationId]);
  });
});

describe("GET /v1/openapi.json (organizations)", () => {
  it("documents the organization routes and their schemas", async () => {
    const res = await t.client().get("/v1/openapi.json", { noOrigin: true });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(["/v1/organizations/", "/v1/organizations/{id}"]),
    );
    expect(Object.keys(res.body.paths["/v1/organizations/{id}"])).toEqual(
      expect.arrayContaining(["get", "patch"]),
    );
    expect(res.body.components.schemas.OrganizationUpdate).toBeDefined();
  });
});
