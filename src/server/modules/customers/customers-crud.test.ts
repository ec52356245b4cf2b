import { createHash } from "node:crypto";
import { ListResourceCustomer$inboundSchema } from "@polar-sh/sdk/models/components/listresourcecustomer.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, email, expectCustomer } from "../../test/fixtures/customers.js";
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

describe("POST /v1/customers/", () => {
  it("creates an individual customer with every wire key", async () => {
    const address = { line1: "1 Main St", city: "Albany", state: "ny", postal_code: "12207", country: "us" };
    const res = await seller.api.post("/v1/customers/", {
      email: "Ada@Example.com",
      name: "Ada Lovelace",
      external_id: "usr_ada",
      billing_address: address,
      tax_id: "12-3456789",
      locale: "en-us",
      metadata: { plan: "pro", seats: 3, vip: true },
      organization_id: seller.organizationId,
      type: "individual",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectCustomer(res.body);
    const hash = createHash("sha256").update("ada@example.com").digest("hex");
    expect(res.body).toEqual({
      id: expect.any(String),
      created_at: expect.stringMatching(/Z$/),
      modified_at: null,
      metadata: { plan: "pro", seats: 3, vip: true },
      external_id: "usr_ada",
      email: "Ada@Example.com",
      email_verified: false,
      type: "individual",
      name: "Ada Lovelace",
      billing_name: "Ada Lovelace",
      billing_address: {
        line1: "1 Main St",
        line2: null,
        postal_code: "12207",
        city: "Albany",
        state: "US-NY",
        country: "US",
      },
      tax_id: ["123456789", "us_ein"],
      locale: "en-US",
      organization_id: seller.organizationId,
      default_payment_method_id: null,
      deleted_at: null,
      first_user_event_at: null,
      avatar_url: `https://www.gravatar.com/avatar/${hash}?d=404`,
    });
  });

  it("needs only an email; the rest defaults to null or empty", async () => {
    const res = await seller.api.post("/v1/customers/", { email: email("min") });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: null,
      billing_name: null,
      external_id: null,
      billing_address: null,
      tax_id: null,
      locale: null,
      metadata: {},
    });
  });
});

describe("GET /v1/customers/{id}", () => {
  it("returns the customer; other organizations and unknown ids are 404, bad ids 422", async () => {
    const c = await createCustomer(seller);
    const res = await seller.api.get(`/v1/customers/${c.id}`);
    expect(res.status).toBe(200);
    expectCustomer(res.body);
    expect(res.body).toEqual(c);
    const foreign = await other.api.get(`/v1/customers/${c.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "ResourceNotFound", detail: "Customer not found" });
    expect((await seller.api.get("/v1/customers/0190c2d0-0000-7000-8000-000000000000")).status).toBe(404);
    const bad = await seller.api.get("/v1/customers/not-a-uuid");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["path", "id"]);
  });
});

describe("GET /v1/customers/", () => {
  let mine: Seller;
  beforeAll(async () => {
    mine = await createSeller(t, "Lister");
    await createCustomer(mine, { email: "zoe@shop.test", name: "Zoe", metadata: { plan: "pro" } });
    await createCustomer(mine, { email: "Adam@Shop.test", name: "adam", external_id: "crm-42" });
    await createCustomer(mine, { email: "mia@other.test", name: null, metadata: { plan: "free" } });
    await createCustomer(other, { email: "zoe@shop.test" });
  });

  it("lists the organization's customers, newest first, in Polar's list shape", async () => {
    const res = await mine.api.get("/v1/customers/");
    expect(res.status).toBe(200);
    const parsed = ListResourceCustomer$inboundSchema.safeParse(res.body);
    expect(parsed.success, parsed.success ? "" : JSON.stringify(parsed.error.issues)).toBe(true);
    expect(res.body.items.map((c: { email: string }) => c.email)).toEqual([
      "mia@other.test",
      "Adam@Shop.test",
      "zoe@shop.test",
    ]);
    expect(res.body.pagination).toEqual({ total_count: 3, max_page: 1 });
  });

  it("filters by exact email ignoring case, by query, by metadata and by organization", async () => {
    const byEmail = await mine.api.get("/v1/customers/?email=ADAM@shop.test");
    expect(byEmail.body.items.map((c: { name: string }) => c.name)).toEqual(["adam"]);
    expect((await mine.api.get("/v1/customers/?email=adam@shop")).body.items).toEqual([]);
    const byQuery = await mine.api.get("/v1/customers/?query=SHOP.TEST");
    expect(byQuery.body.pagination.total_count).toBe(2);
    const byExternal = await mine.api.get("/v1/customers/?query=rm-4");
    expect(byExternal.body.items.map((c: { external_id: string }) => c.external_id)).toEqual(["crm-42"]);
    const byName = await mine.api.get("/v1/customers/?query=zo");
    expect(byName.body.items.map((c: { name: string }) => c.name)).toEqual(["Zoe"]);
    const literal = await mine.api.get(`/v1/customers/?query=${encodeURIComponent("%")}`);
    expect(literal.body.items).toEqual([]);
    const byMetadata = await mine.api.get("/v1/customers/?metadata[plan]=pro&metadata[plan]=free");
    expect(byMetadata.body.pagination.total_count).toBe(2);
    const pro = await mine.api.get("/v1/customers/?metadata[plan]=pro");
    expect(pro.body.items.map((c: { name: string }) => c.name)).toEqual(["Zoe"]);
    const foreignOrg = await mine.api.get(`/v1/customers/?organization_id=${other.organizationId}`);
    expect(foreignOrg.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    const ownOrg = await mine.api.get(`/v1/customers/?organization_id=${mine.organizationId}`);
    expect(ownOrg.body.pagination.total_count).toBe(3);
    expect((await mine.api.get("/v1/customers/?active=true")).body.items).toEqual([]);
    expect((await mine.api.get("/v1/customers/?active=false")).body.pagination.total_count).toBe(3);
  });

  it("sorts by email and name (case-insensitive, nulls last) and paginates", async () => {
    const byEmail = await mine.api.get("/v1/customers/?sorting=email");
    expect(byEmail.body.items.map((c: { email: string }) => c.email)).toEqual([
      "Adam@Shop.test",
      "mia@other.test",
      "zoe@shop.test",
    ]);
    const byName = await mine.api.get("/v1/customers/?sorting=-name");
    expect(byName.body.items.map((c: { name: string | null }) => c.name)).toEqual(["Zoe", "adam", null]);
    const oldest = await mine.api.get("/v1/customers/?sorting=created_at&limit=2&page=2");
    expect(oldest.body.items.map((c: { email: string }) => c.email)).toEqual(["mia@other.test"]);
    expect(oldest.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    const bad = await mine.api.get("/v1/customers/?sorting=phone");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc[0]).toBe("query");
  });
});

describe("PATCH /v1/customers/{id}", () => {
  it("changes the given fields only and clears name, tax id and locale with null", async () => {
    const c = await createCustomer(seller, {
      name: "Bo",
      billing_address: { country: "DE" },
      tax_id: "DE 123 456 789",
      locale: "de",
      metadata: { a: 1 },
    });
    expect(c.tax_id).toEqual(["DE123456789", "eu_vat"]);
    const renamed = await seller.api.patch(`/v1/customers/${c.id}`, {
      name: "Bo Diddley",
      metadata: { b: "x" },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expectCustomer(renamed.body);
    expect(renamed.body).toMatchObject({
      name: "Bo Diddley",
      metadata: { b: "x" },
      locale: "de",
      tax_id: ["DE123456789", "eu_vat"],
      email: c.email,
      modified_at: expect.any(String),
    });
    const cleared = await seller.api.patch(`/v1/customers/${c.id}`, {
      name: null,
      tax_id: null,
      locale: null,
    });
    expect(cleared.body).toMatchObject({ name: null, tax_id: null, locale: null });
    expect(cleared.body.billing_address).toMatchObject({ country: "DE" });
  });

  it("resets email_verified when the email changes, not when only its case does", async () => {
    const c = await createCustomer(seller, { email: "case@example.org" });
    const sameCase = await seller.api.patch(`/v1/customers/${c.id}`, { email: "CASE@example.org" });
    expect(sameCase.body.email).toBe("CASE@example.org");
    const moved = await seller.api.patch(`/v1/customers/${c.id}`, { email: "moved@example.org" });
    expect(moved.body).toMatchObject({ email: "moved@example.org", email_verified: false });
    expect((await seller.api.get("/v1/customers/?email=moved@example.org")).body.items).toHaveLength(1);
  });

  it("is a 404 for another organization's customer and leaves it unchanged", async () => {
    const c = await createCustomer(seller, { name: "Mine" });
    const res = await other.api.patch(`/v1/customers/${c.id}`, { name: "Stolen" });
    expect(res.status).toBe(404);
    expect((await seller.api.get(`/v1/customers/${c.id}`)).body.name).toBe("Mine");
  });
});

describe("DELETE /v1/customers/{id}", () => {
  it("answers 204; the customer is no longer listed, fetched or updatable, and its email is free again", async () => {
    const c = await createCustomer(seller, { email: email("gone") });
    expect((await other.api.delete(`/v1/customers/${c.id}`)).status).toBe(404);
    const res = await seller.api.delete(`/v1/customers/${c.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe("");
    expect((await seller.api.get(`/v1/customers/${c.id}`)).status).toBe(404);
    expect((await seller.api.get(`/v1/customers/${c.id}/state`)).status).toBe(404);
    expect((await seller.api.patch(`/v1/customers/${c.id}`, { name: "x" })).status).toBe(404);
    expect((await seller.api.delete(`/v1/customers/${c.id}`)).status).toBe(404);
    expect((await seller.api.get(`/v1/customers/?email=${c.email}`)).body.items).toEqual([]);
    const again = await seller.api.post("/v1/customers/", { email: c.email });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(c.id);
  });
});

describe("GET /v1/customers/export", () => {
  it("streams the organization's live customers as CSV", async () => {
    const exporter = await createSeller(t, "Exporter");
    await createCustomer(exporter, {
      email: "csv@example.com",
      name: "=HYPERLINK(1)",
      external_id: "ext-1",
      billing_address: { country: "FR", city: "Paris" },
      tax_id: "FR61954506077",
      metadata: { k: "v" },
    });
    const gone = await createCustomer(exporter, { email: "gone@example.com" });
    await exporter.api.delete(`/v1/customers/${gone.id}`);
    await createCustomer(other, { email: "foreign@example.com" });
    const res = await exporter.api.get("/v1/customers/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = res.text.trim().split("\n");
    expect(lines[0]).toBe(
      "ID,External ID,Created At,Email,Name,Billing Name,Tax ID,Tax ID Type,Address Line 1,Address Line 2,City,State,Postal Code,Country,Metadata",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",ext-1,");
    expect(lines[1]).toContain(
      ",csv@example.com,'=HYPERLINK(1),'=HYPERLINK(1),FR61954506077,eu_vat,,,Paris,,,FR,",
    );
    expect(lines[1]).toContain('"{""k"":""v""}"');
    const none = await exporter.api.get(`/v1/customers/export?organization_id=${other.organizationId}`);
    expect(none.text.trim().split("\n")).toHaveLength(1);
  });
});

describe("scopes", () => {
  it("needs customers:read to read and customers:write to change", async () => {
    const created = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: "read only",
      scopes: ["customers:read"],
    });
    expect(created.status).toBe(201);
    const auth = { noOrigin: true, headers: { authorization: `Bearer ${created.body.token}` } };
    const reader = t.client({});
    expect((await reader.get("/v1/customers/", auth)).status).toBe(200);
    const denied = await reader.post("/v1/customers/", { email: email() }, auth);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("NotPermitted");
    const c = await createCustomer(seller);
    expect((await reader.request("DELETE", `/v1/customers/${c.id}`, auth)).status).toBe(403);
    expect((await t.client({}).get("/v1/customers/", { noOrigin: true })).status).toBe(401);
  });

  it("lets the dashboard session of an organization member use the API", async () => {
    const res = await seller.owner.get("/v1/customers/");
    expect(res.status).toBe(200);
  });
});
