import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, expect422, type Seller } from "../../test/v1-helpers.js";
import { API_VERSIONS, isAtLeast, parseApiVersion } from "./api-version.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Versions");
  other = await createSeller(t, "Versions Other");
});
afterAll(() => t.close());

describe("Polar-Version", () => {
  it("answers without the header as 2026-04 and says so", async () => {
    const res = await seller.api.get("/v1/products/");
    expect(res.status).toBe(200);
    expect(res.headers.get("polar-version")).toBe("2026-04");
  });

  it.each(API_VERSIONS)("accepts %s and echoes it", async (version) => {
    const res = await seller.api.get("/v1/products/", { headers: { "polar-version": version } });
    expect(res.status).toBe(200);
    expect(res.headers.get("polar-version")).toBe(version);
  });

  it("echoes the version on error responses too", async () => {
    const missing = await seller.api.get("/v1/products/00000000-0000-4000-8000-000000000000", {
      headers: { "polar-version": "2026-10" },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("ResourceNotFound");
    expect(missing.headers.get("polar-version")).toBe("2026-10");
    const anonymous = await t.client({}).get("/v1/products/", {
      noOrigin: true,
      headers: { "polar-version": "2027-01" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("polar-version")).toBe("2027-01");
  });

  it.each(["2026-07", "2025-10", "2026-4", "2026-04-01", "v1", "latest", "2026_04", " 2026-04x"])(
    "answers %j with 404 {detail: Not Found} before reading credentials",
    async (version) => {
      const withToken = await seller.api.get("/v1/products/", { headers: { "polar-version": version } });
      expect(withToken.status).toBe(404);
      expect(withToken.body).toEqual({ detail: "Not Found" });
      expect(withToken.headers.get("polar-version")).toBeNull();
      const anonymous = await t.client({}).get("/v1/products/", {
        noOrigin: true,
        headers: { "polar-version": version },
      });
      expect(anonymous.status).toBe(404);
      expect(anonymous.body).toEqual({ detail: "Not Found" });
    },
  );

  it("refuses unknown versions on writes without doing them", async () => {
    const res = await seller.api.post(
      "/v1/customers/",
      { email: "never@example.com" },
      { headers: { "polar-version": "2099-01" } },
    );
    expect(res.status).toBe(404);
    const list = await seller.api.get("/v1/customers/", { query: { email: "never@example.com" } });
    expect(list.body.items).toEqual([]);
  });

  it("knows exactly the three versions, in order (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), (y, m) => {
        const raw = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}`;
        expect(parseApiVersion(raw) !== undefined).toBe((API_VERSIONS as readonly string[]).includes(raw));
      }),
    );
    expect(isAtLeast("2026-04", "2026-10")).toBe(false);
    expect(isAtLeast("2026-10", "2026-10")).toBe(true);
    expect(isAtLeast("2027-01", "2026-10")).toBe(true);
    expect(isAtLeast("2026-10", "2027-01")).toBe(false);
  });

  it("is documented on every operation of the OpenAPI document", async () => {
    const res = await t.client({}).get("/v1/openapi.json", { noOrigin: true });
    const doc = res.body as {
      paths: Record<string, Record<string, { parameters?: { $ref?: string }[] }>>;
      components: { parameters: Record<string, { name: string; in: string; schema: { enum?: string[] } }> };
    };
    expect(doc.components.parameters.PolarVersion).toMatchObject({
      name: "Polar-Version",
      in: "header",
      schema: { enum: [...API_VERSIONS] },
    });
    expect(doc.components.parameters.PolarOrganization).toMatchObject({
      name: "Polar-Organization",
      in: "header",
    });
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) {
      expect(op.parameters?.map((p) => p.$ref)).toContain("#/components/parameters/PolarVersion");
    }
  });
});

describe("Polar-Organization", () => {
  it("is accepted when it names the token's organization", async () => {
    const res = await seller.api.get("/v1/products/", {
      headers: { "polar-organization": seller.organizationId, "polar-version": "2026-10" },
    });
    expect(res.status).toBe(200);
  });

  it("is a 422 naming the header when it is not a UUID", async () => {
    const res = await seller.api.get("/v1/products/", { headers: { "polar-organization": "acme" } });
    expect(expect422(res, ["header", "polar-organization"])).toMatch(/UUID/);
  });

  it("is a 422 when it names another organization, and nothing is done", async () => {
    const res = await seller.api.post(
      "/v1/customers/",
      { email: "wrong-org@example.com" },
      { headers: { "polar-organization": other.organizationId } },
    );
    expect(expect422(res, ["header", "polar-organization"])).toBe("Organization not found.");
    const list = await seller.api.get("/v1/customers/", { query: { email: "wrong-org@example.com" } });
    expect(list.body.items).toEqual([]);
  });

  it("binds the dashboard session to its active organization too", async () => {
    const ok = await seller.owner.get("/v1/products/", {
      headers: { "polar-organization": seller.organizationId },
    });
    expect(ok.status).toBe(200);
    const wrong = await seller.owner.get("/v1/products/", {
      headers: { "polar-organization": other.organizationId },
    });
    expect(wrong.status).toBe(422);
  });
});
