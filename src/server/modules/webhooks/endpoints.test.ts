import { WebhookEndpoint$inboundSchema } from "@polar-sh/sdk/models/components/webhookendpoint.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";
import { SUBSCRIBABLE_EVENT_TYPES } from "./endpoints-schemas.js";
import { disableEndpoint, listSubscribedEndpoints, recordEndpointOutcome } from "./endpoints-service.js";
import { isWellFormedSecret } from "./signing.js";

/** A public address, so no DNS is needed to pass the SSRF check. */
const PUBLIC_URL = "https://93.184.215.14/webhooks";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Acme");
  other = await createSeller(t, "Globex");
});
afterAll(() => t.close());

function expectEndpoint(body: unknown) {
  const parsed = WebhookEndpoint$inboundSchema.safeParse(body);
  if (!parsed.success) console.error(JSON.stringify(parsed.error, null, 2));
  expect(parsed.success).toBe(true);
}

async function create(s: Seller, body: Record<string, unknown> = {}) {
  const res = await s.api.post("/v1/webhooks/endpoints", {
    url: PUBLIC_URL,
    format: "raw",
    events: ["order.paid"],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expectEndpoint(res.body);
  return res.body;
}

describe("POST /v1/webhooks/endpoints", () => {
  it("creates an endpoint with a generated whsec_ secret", async () => {
    const body = await create(seller, {
      name: "Fulfilment",
      format: "slack",
      events: ["order.paid", "subscription.created", "order.paid"],
    });
    expect(body).toMatchObject({
      url: PUBLIC_URL,
      name: "Fulfilment",
      format: "slack",
      organization_id: seller.organizationId,
      events: ["order.paid", "subscription.created"],
      enabled: true,
      modified_at: null,
      disabled_reason: null,
      consecutive_failures: 0,
    });
    expect(isWellFormedSecret(body.secret)).toBe(true);
    const again = await create(seller);
    expect(again.secret).not.toBe(body.secret);
  });

  it("accepts every event type of @polar-sh/sdk 0.47", async () => {
    const body = await create(seller, { events: [...SUBSCRIBABLE_EVENT_TYPES] });
    expect(body.events).toHaveLength(35);
    expect(body.name).toBeNull();
  });

  it("validates url, events, format and name, naming the field", async () => {
    const post = (body: Record<string, unknown>) =>
      seller.api.post("/v1/webhooks/endpoints", {
        url: PUBLIC_URL,
        format: "raw",
        events: ["order.paid"],
        ...body,
      });
    expect(expect422(await post({ url: undefined }), ["body", "url"])).toBe("url is required");
    expect(expect422(await post({ url: "" }), ["body", "url"])).toBe("url must not be empty");
    expect(expect422(await post({ url: "not a url" }), ["body", "url"])).toBe(
      "url must be an absolute URL starting with https://",
    );
    expect(expect422(await post({ url: "ftp://example.com/x" }), ["body", "url"])).toBe(
      "url must be an absolute URL starting with https://",
    );
    expect(expect422(await post({ url: `https://example.com/${"a".repeat(2100)}` }), ["body", "url"])).toBe(
      "url must be at most 2083 characters",
    );
    expect(expect422(await post({ url: "http://93.184.215.14/webhooks" }), ["body", "url"])).toBe(
      "url must start with https://",
    );
    expect(expect422(await post({ events: [] }), ["body", "events"])).toBe(
      "subscribe to at least one event type",
    );
    expect(expect422(await post({ events: undefined }), ["body", "events"])).toBe(
      "events must be an array of event types",
    );
    expect(
      expect422(await post({ events: ["order.paid", "discount.created"] }), ["body", "events", 1]),
    ).toContain("must be one of the webhook event types");
    expect(expect422(await post({ format: "xml" }), ["body", "format"])).toBe(
      "format must be raw, discord or slack",
    );
    expect(expect422(await post({ name: "n".repeat(256) }), ["body", "name"])).toBe(
      "name must be at most 255 characters",
    );
    expect(expect422(await post({ organization_id: "nope" }), ["body", "organization_id"])).toBe(
      "organization_id must be a UUID",
    );
  });

  it("saves a host name without resolving it (this machine has no DNS; Polar accepts such URLs)", async () => {
    const body = await create(seller, { url: "https://example.com/hook" });
    expect(body.url).toBe("https://example.com/hook");
    const unresolvable = await create(seller, { url: "https://hooks.not-yet-live.invalid/kassa" });
    const moved = await seller.api.patch(`/v1/webhooks/endpoints/${unresolvable.id}`, {
      url: "https://receiver.example.org/hook",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.url).toBe("https://receiver.example.org/hook");
  });

  it("refuses to create an endpoint for another organization", async () => {
    const res = await seller.api.post("/v1/webhooks/endpoints", {
      url: PUBLIC_URL,
      format: "raw",
      events: ["order.paid"],
      organization_id: other.organizationId,
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ["https://127.0.0.1/hook", "The host 127.0.0.1 is a loopback address, which webhooks may not call"],
    [
      "https://localhost:8443/hook",
      "The host localhost is a local or metadata name, which webhooks may not call",
    ],
    ["https://10.1.2.3/hook", "The host 10.1.2.3 is a private address, which webhooks may not call"],
    [
      "https://169.254.169.254/latest/meta-data/",
      "The host 169.254.169.254 is a link-local (cloud metadata) address, which webhooks may not call",
    ],
    [
      "https://[::ffff:192.168.0.1]/hook",
      "The host ::ffff:c0a8:1 is a private address, which webhooks may not call",
    ],
    [
      "https://metadata.google.internal/computeMetadata/v1/",
      "The host metadata.google.internal is a local or metadata name, which webhooks may not call",
    ],
    ["https://0x7f000001/hook", "The host 127.0.0.1 is a loopback address, which webhooks may not call"],
    [
      "https://[64:ff9b::a9fe:a9fe]/",
      "The host 64:ff9b::a9fe:a9fe is a link-local (cloud metadata) address, which webhooks may not call",
    ],
    [
      "https://100.64.0.1/hook",
      "The host 100.64.0.1 is a carrier-grade NAT address, which webhooks may not call",
    ],
    ["https://0.0.0.0/hook", "The host 0.0.0.0 is an unspecified address, which webhooks may not call"],
  ])("refuses %s while WEBHOOKS_ALLOW_PRIVATE is off", async (url, msg) => {
    const res = await seller.api.post("/v1/webhooks/endpoints", {
      url,
      format: "raw",
      events: ["order.paid"],
    });
    expect(expect422(res, ["body", "url"])).toBe(msg);
  });
});

describe("GET /v1/webhooks/endpoints", () => {
  let lister: Seller;
  beforeAll(async () => {
    lister = await createSeller(t, "Lister");
    for (const name of ["one", "two", "three"]) await create(lister, { name });
  });

  it("lists the organization's endpoints newest first, paginated", async () => {
    const page1 = await lister.api.get("/v1/webhooks/endpoints?limit=2");
    expect(page1.status).toBe(200);
    expect(page1.body.pagination).toEqual({ total_count: 3, max_page: 2 });
    expect(page1.body.items.map((i: { name: string }) => i.name)).toEqual(["three", "two"]);
    for (const item of page1.body.items) expectEndpoint(item);
    const page2 = await lister.api.get("/v1/webhooks/endpoints?limit=2&page=2");
    expect(page2.body.items.map((i: { name: string }) => i.name)).toEqual(["one"]);
    const beyond = await lister.api.get("/v1/webhooks/endpoints?page=9");
    expect(beyond.body.items).toEqual([]);
    expect(beyond.body.pagination.total_count).toBe(3);
  });

  it("filters by organization_id: the caller's own, or nothing", async () => {
    const own = await lister.api.get(`/v1/webhooks/endpoints?organization_id=${lister.organizationId}`);
    expect(own.body.items).toHaveLength(3);
    const foreign = await lister.api.get(`/v1/webhooks/endpoints?organization_id=${other.organizationId}`);
    expect(foreign.body).toEqual({ items: [], pagination: { total_count: 0, max_page: 0 } });
    expect422(await lister.api.get("/v1/webhooks/endpoints?organization_id=x"), [
      "query",
      "organization_id",
      0,
    ]);
    expect422(await lister.api.get("/v1/webhooks/endpoints?page=0"), ["query", "page"]);
  });

  it("never shows another organization's endpoints", async () => {
    const res = await other.api.get("/v1/webhooks/endpoints");
    expect(
      res.body.items.every((i: { organization_id: string }) => i.organization_id === other.organizationId),
    ).toBe(true);
  });
});

describe("GET, PATCH, DELETE /v1/webhooks/endpoints/{id}", () => {
  it("gets an endpoint; another organization gets a 404; a malformed id is a 422", async () => {
    const created = await create(seller);
    const res = await seller.api.get(`/v1/webhooks/endpoints/${created.id}`);
    expect(res.status).toBe(200);
    expectEndpoint(res.body);
    expect(res.body).toEqual(created);
    const foreign = await other.api.get(`/v1/webhooks/endpoints/${created.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: "ResourceNotFound", detail: "Webhook endpoint not found" });
    expect422(await seller.api.get("/v1/webhooks/endpoints/123"), ["path", "id"]);
  });

  it("updates url, events, format and name; unset fields are unchanged", async () => {
    const created = await create(seller, { name: "Old" });
    const res = await seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, {
      url: "https://93.184.215.15/new",
      events: ["product.created", "product.updated"],
      format: "discord",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectEndpoint(res.body);
    expect(res.body).toMatchObject({
      url: "https://93.184.215.15/new",
      events: ["product.created", "product.updated"],
      format: "discord",
      name: "Old",
      secret: created.secret,
    });
    expect(res.body.modified_at).not.toBeNull();
    const renamed = await seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, {
      name: "New",
      url: null,
    });
    expect(renamed.body).toMatchObject({ name: "New", url: "https://93.184.215.15/new" });
  });

  it("validates an update and refuses private URLs", async () => {
    const created = await create(seller);
    const patch = (body: unknown) => seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, body);
    expect422(await patch({ events: [] }), ["body", "events"]);
    expect422(await patch({ events: ["nope"] }), ["body", "events", 0]);
    expect422(await patch({ format: "html" }), ["body", "format"]);
    expect422(await patch({ enabled: "yes" }), ["body", "enabled"]);
    expect(expect422(await patch({ url: "https://192.168.1.1/x" }), ["body", "url"])).toBe(
      "The host 192.168.1.1 is a private address, which webhooks may not call",
    );
    expect((await seller.api.get(`/v1/webhooks/endpoints/${created.id}`)).body.url).toBe(PUBLIC_URL);
    const foreign = await other.api.patch(`/v1/webhooks/endpoints/${created.id}`, { name: "x" });
    expect(foreign.status).toBe(404);
  });

  it("re-enabling a disabled endpoint clears its failure count and reason", async () => {
    const created = await create(seller);
    for (let i = 0; i < 10; i++) await recordEndpointOutcome(t.ctx.db, created.id, false);
    await disableEndpoint(t.ctx.db, created.id, "failing", t.ctx.clock.now());
    const disabled = await seller.api.get(`/v1/webhooks/endpoints/${created.id}`);
    expect(disabled.body).toMatchObject({
      enabled: false,
      disabled_reason: "failing",
      consecutive_failures: 10,
    });
    const res = await seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, { enabled: true });
    expect(res.body).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 });
    const off = await seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, disabled_reason: null });
  });

  it("deletes an endpoint (204), which then is gone", async () => {
    const created = await create(seller);
    expect((await other.api.delete(`/v1/webhooks/endpoints/${created.id}`)).status).toBe(404);
    const res = await seller.api.delete(`/v1/webhooks/endpoints/${created.id}`);
    expect(res.status).toBe(204);
    expect((await seller.api.get(`/v1/webhooks/endpoints/${created.id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/webhooks/endpoints/${created.id}`)).status).toBe(404);
    expect((await seller.api.patch(`/v1/webhooks/endpoints/${created.id}`, { name: "x" })).status).toBe(404);
    const list = await seller.api.get("/v1/webhooks/endpoints?limit=100");
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(created.id);
  });
});

describe("PATCH /v1/webhooks/endpoints/{id}/secret", () => {
  it("replaces the secret and returns the endpoint", async () => {
    const created = await create(seller);
    const res = await seller.api.patch(`/v1/webhooks/endpoints/${created.id}/secret`, {});
    expect(res.status).toBe(200);
    expectEndpoint(res.body);
    expect(res.body.id).toBe(created.id);
    expect(res.body.secret).not.toBe(created.secret);
    expect(isWellFormedSecret(res.body.secret)).toBe(true);
    expect((await seller.api.get(`/v1/webhooks/endpoints/${created.id}`)).body.secret).toBe(res.body.secret);
    expect((await other.api.patch(`/v1/webhooks/endpoints/${created.id}/secret`, {})).status).toBe(404);
  });
});

describe("scopes", () => {
  async function tokenWith(scopes: string[]) {
    const res = await seller.owner.post("/v1/organization-access-tokens/", {
      comment: scopes.join(" "),
      scopes,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { noOrigin: true, headers: { authorization: `Bearer ${res.body.token}` } };
  }

  it("webhooks:read lists and gets; writing needs webhooks:write", async () => {
    const created = await create(seller);
    const read = await tokenWith(["webhooks:read"]);
    const client = t.client();
    expect((await client.get("/v1/webhooks/endpoints", read)).status).toBe(200);
    expect((await client.get(`/v1/webhooks/endpoints/${created.id}`, read)).status).toBe(200);
    const body = { url: PUBLIC_URL, format: "raw", events: ["order.paid"] };
    expect((await client.post("/v1/webhooks/endpoints", body, read)).status).toBe(403);
    expect(
      (await client.request("PATCH", `/v1/webhooks/endpoints/${created.id}`, { ...read, body: {} })).status,
    ).toBe(403);
    expect(
      (await client.request("PATCH", `/v1/webhooks/endpoints/${created.id}/secret`, { ...read, body: {} }))
        .status,
    ).toBe(403);
    expect((await client.request("DELETE", `/v1/webhooks/endpoints/${created.id}`, read)).status).toBe(403);
    const none = await tokenWith(["products:read"]);
    expect((await client.get("/v1/webhooks/endpoints", none)).status).toBe(403);
    expect((await client.get("/v1/webhooks/endpoints")).status).toBe(401);
  });
});

describe("listSubscribedEndpoints", () => {
  it("returns the organization's enabled, not deleted endpoints subscribed to the type", async () => {
    const s = await createSeller(t, "Targets");
    const a = await create(s, { name: "a", events: ["order.paid", "order.created"] });
    const b = await create(s, { name: "b", events: ["order.created"] });
    const off = await create(s, { name: "off", events: ["order.paid"] });
    const gone = await create(s, { name: "gone", events: ["order.paid"] });
    await create(other, { events: ["order.paid"] });
    await s.api.patch(`/v1/webhooks/endpoints/${off.id}`, { enabled: false });
    await s.api.delete(`/v1/webhooks/endpoints/${gone.id}`);
    const names = async (type: string) =>
      (await listSubscribedEndpoints(t.ctx.db, s.organizationId, type)).map((e) => e.name);
    expect(await names("order.paid")).toEqual(["a"]);
    expect(await names("order.created")).toEqual(["a", "b"]);
    expect(await names("order")).toEqual([]);
    expect(await names("product.created")).toEqual([]);
    expect((await listSubscribedEndpoints(t.ctx.db, s.organizationId, "order.created"))[0]!.id).toBe(a.id);
    expect(b.id).toBeDefined();
  });
});
