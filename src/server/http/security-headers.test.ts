import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { manualClock } from "../lib/clock.js";
import { fixedProduct, makeCheckout } from "../test/fixtures/checkouts.js";
import { createTestApp, type TestApp } from "../test/harness.js";
import { createSeller, type Seller } from "../test/v1-helpers.js";
import { securityHeaders } from "./security-headers.js";

const root = mkdtempSync(join(tmpdir(), "kassa-headers-"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>dashboard</title>");
writeFileSync(join(root, "checkout.html"), "<!doctype html><title>checkout</title>");
writeFileSync(join(root, "assets", "main-abc.js"), "console.log('main')");

const clock = manualClock(new Date());
let t: TestApp;
let app: Hono;
let seller: Seller;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = buildApp(t.ctx, { webRoot: root });
  seller = await createSeller(t, "Header Shop");
  productId = (await fixedProduct(seller, 1000)).id;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** The CSP as a map of directive to its sources. */
function csp(res: Response): Map<string, string[]> {
  const header = res.headers.get("content-security-policy");
  expect(header, "Content-Security-Policy").toBeTruthy();
  return new Map(
    header!.split(";").map((d) => {
      const [name = "", ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

async function get(path: string, a: Hono = app): Promise<Response> {
  const res = await a.request(path);
  await res.arrayBuffer();
  return res;
}

function expectNotFramable(res: Response) {
  expect(csp(res).get("frame-ancestors")).toEqual(["'none'"]);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
}

function expectBaseline(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toMatch(/^(same-origin|no-referrer)$/);
  // BASE_URL of the tests is http://localhost:3000: no HSTS.
  expect(res.headers.get("strict-transport-security")).toBeNull();
}

describe("security headers", () => {
  it("give the dashboard's pages a strict policy: own scripts only, never framed", async () => {
    for (const path of ["/", "/sign-in", "/products/123", "/portal/x", "/admin/users"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectBaseline(res);
      expectNotFramable(res);
      const policy = csp(res);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
  });

  it("send nosniff and the dashboard's policy with static assets", async () => {
    const res = await get("/assets/main-abc.js");
    expect(res.status).toBe(200);
    expectBaseline(res);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expectNotFramable(res);
  });

  it("let the hosted checkout be framed by its embed_origin only", async () => {
    const co = await makeCheckout(seller, {
      products: [productId],
      embed_origin: "https://shop.example.com",
    });
    for (const path of [
      `/checkout/${co.client_secret}`,
      `/checkout/${co.client_secret}?embed=true`,
      `/checkout/${co.client_secret}/confirmation`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectBaseline(res);
      const policy = csp(res);
      expect(policy.get("frame-ancestors"), path).toEqual(["https://shop.example.com"]);
      expect(res.headers.get("x-frame-options")).toBeNull();
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("frame-src")).toEqual(["'none'"]);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    }
  });

  it("refuse framing of a checkout without embed_origin, an unknown one, an expired one and a bad path", async () => {
    const plain = await makeCheckout(seller, { products: [productId] });
    const expiring = await makeCheckout(seller, {
      products: [productId],
      embed_origin: "http://127.0.0.1:8080",
    });
    const before = await get(`/checkout/${expiring.client_secret}`);
    expect(csp(before).get("frame-ancestors")).toEqual(["http://127.0.0.1:8080"]);
    clock.advance(25 * 60 * 60 * 1000);
    for (const path of [
      `/checkout/${plain.client_secret}`,
      "/checkout/polar_c_unknown",
      `/checkout/${expiring.client_secret}`,
      "/checkout/%00",
      `/checkout/${"x".repeat(500)}`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectBaseline(res);
      expectNotFramable(res);
      expect(csp(res).get("script-src")).toEqual(["'self'"]);
    }
  });

  it("give JSON responses of /v1 and /api nothing to run and no framing, CORS-free as before", async () => {
    const v1 = await t.app.request("/v1/products/", { headers: { origin: "https://evil.example" } });
    const paths = ["/v1/products/", "/v1/nothing", "/api/auth/ok", "/api/config", "/healthz"];
    for (const path of paths) {
      const res = await get(path, t.app);
      expectBaseline(res);
      expectNotFramable(res);
      expect(csp(res).get("default-src")).toEqual(["'none'"]);
      expect(res.headers.get("cross-origin-resource-policy")).toBeNull();
    }
    expect(v1.status).toBe(401);
    expect(v1.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("let the API reference (/docs and its scripts) load and connect to this origin only", async () => {
    for (const path of ["/docs", "/docs/assets/init.js"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expectBaseline(res);
      expectNotFramable(res);
      const policy = csp(res);
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:"]);
    }
  });

  it("keep a policy a route set itself (the media route's) and add the rest", async () => {
    const own = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    const bare = new Hono();
    bare.use("*", securityHeaders(t.ctx.config, { checkoutEmbedOrigin: async () => null }));
    bare.get("/files/media/:id/:name", (c) => c.body("png", 200, { "Content-Security-Policy": own }));
    const res = await get("/files/media/1/x.png", bare);
    expect(res.headers.get("content-security-policy")).toBe(own);
    expectBaseline(res);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const missing = await get("/files/media/00000000-0000-0000-0000-000000000000/x.png", t.app);
    expect(missing.status).toBe(404);
    expectNotFramable(missing);
  });
});

describe("security headers by configuration", () => {
  let https: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    https = await createTestApp({
      env: {
        BASE_URL: "https://billing.example.com",
        S3_BUCKET: "kassa-files",
        S3_ENDPOINT: "https://s3.example.net",
      },
    });
    stripe = await createTestApp({
      env: {
        PAYMENT_PROCESSOR: "stripe",
        STRIPE_SECRET_KEY: "sk_test_headers",
        STRIPE_PUBLISHABLE_KEY: "pk_test_headers",
      },
    });
  });
  afterAll(async () => {
    await https?.close();
    await stripe?.close();
  });

  it("sends HSTS only when BASE_URL is https", async () => {
    const web = buildApp(https.ctx, { webRoot: root });
    for (const path of ["/", "/checkout/polar_c_x", "/v1/products/", "/docs"]) {
      const res = await get(path, web);
      expect(res.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
    expect(csp(await get("/", web)).get("connect-src")).toEqual([
      "'self'",
      "https://s3.example.net",
      "https://kassa-files.s3.example.net",
    ]);
    expect((await get("/", app)).headers.get("strict-transport-security")).toBeNull();
  });

  it("lets the checkout load Stripe.js in Stripe mode only, and the dashboard never", async () => {
    const web = buildApp(stripe.ctx, { webRoot: root });
    const page = csp(await get("/checkout/polar_c_x", web));
    expect(page.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]);
    expect(page.get("frame-src")).toContain("https://js.stripe.com");
    expect(page.get("frame-src")).toContain("https://hooks.stripe.com");
    expect(page.get("connect-src")).toContain("https://api.stripe.com");
    expect(page.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp(await get("/", web)).get("script-src")).toEqual(["'self'"]);
  });
});
