import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { mountWebApp } from "./web.js";

const root = mkdtempSync(join(tmpdir(), "kassa-web-"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>dashboard</title>");
writeFileSync(join(root, "checkout.html"), "<!doctype html><title>checkout</title>");
writeFileSync(join(root, "assets", "checkout-abc.js"), "console.log('checkout')");
writeFileSync(join(root, "color-scheme.js"), "document.documentElement.dataset.x = 1;");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const app = new Hono();
mountWebApp(app, root);
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text(), cache: res.headers.get("cache-control") };
};

describe("the built web app", () => {
  it("serves the hosted checkout page for /checkout/* and its confirmation page", async () => {
    for (const path of [
      "/checkout/polar_c_abc",
      "/checkout/polar_c_abc/confirmation",
      "/checkout/x?embed=true",
    ]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body).toContain("<title>checkout</title>");
      expect(res.cache).toBe("no-cache");
    }
  });

  it("serves the dashboard for every other page, including /checkouts and /checkout-links", async () => {
    for (const path of ["/", "/checkouts", "/checkout-links", "/tax-rates", "/products/1"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body).toContain("<title>dashboard</title>");
    }
  });

  it("serves hashed assets as immutable files and keeps API paths out", async () => {
    const asset = await get("/assets/checkout-abc.js");
    expect(asset.status).toBe(200);
    expect(asset.cache).toContain("immutable");
    const missing = await get("/assets/checkout-gone.js");
    expect(missing.status).toBe(404);
    expect(missing.cache ?? "").not.toContain("immutable");
    expect((await get("/v1/checkouts/client/x")).status).toBe(404);
    expect((await get("/api/nothing")).status).toBe(404);
  });

  it("serves the color scheme script as a file the browser revalidates", async () => {
    const res = await app.request("/color-scheme.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("dataset.x");
  });

  it("says the app is not built when checkout.html is missing", async () => {
    const empty = mkdtempSync(join(tmpdir(), "kassa-web-empty-"));
    const bare = new Hono();
    mountWebApp(bare, empty);
    const res = await bare.request("/checkout/polar_c_abc");
    expect(await res.text()).toContain("not built yet");
    rmSync(empty, { recursive: true, force: true });
  });
});
