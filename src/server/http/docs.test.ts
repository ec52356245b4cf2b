import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DOCS_INIT_PATH, docsRoutes, SCALAR_SCRIPT_PATH, SCALAR_VERSION } from "./docs.js";

const app = docsRoutes();
const pkg = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"));

describe("the API reference at /docs", () => {
  it("is a page that loads the renderer and its configuration from this server only", async () => {
    const res = await app.request("/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    // The configuration first: it tells the bundle's zod to run without eval, then waits for it.
    expect(html).toContain(
      `<script src="${DOCS_INIT_PATH}"></script><script src="${SCALAR_SCRIPT_PATH}"></script>`,
    );
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(SCALAR_VERSION).toBe(pkg.dependencies["@scalar/api-reference"]);
  });

  it("configures the renderer for this server's document, with nothing that calls Scalar's services", async () => {
    const res = await app.request(DOCS_INIT_PATH);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    const script = await res.text();
    expect(
      script.startsWith(
        "globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };",
      ),
    ).toBe(true);
    const config = JSON.parse(
      /Scalar\.createApiReference\("#app", (.*)\)\);\s*$/s.exec(script)?.[1] ?? "null",
    );
    expect(config).toMatchObject({
      url: "/v1/openapi.json",
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: "never",
      hideClientButton: true,
      agent: { disabled: true },
      mcp: { disabled: true },
    });
    expect(config).not.toHaveProperty("proxyUrl");
  });

  it("serves the renderer's bundle gzipped to who accepts it, cached for good under its version", async () => {
    const plain = await app.request(SCALAR_SCRIPT_PATH);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const body = Buffer.from(await plain.arrayBuffer());
    // (A boolean: a failing match would print the whole 5 MB.)
    expect(body.includes(`@scalar/api-reference@${SCALAR_VERSION}`)).toBe(true);

    const gzipped = await app.request(SCALAR_SCRIPT_PATH, { headers: { "accept-encoding": "gzip, br" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const packed = Buffer.from(await gzipped.arrayBuffer());
    expect(packed.length).toBeLessThan(body.length / 2);
    expect(gunzipSync(packed).equals(body)).toBe(true);

    expect((await app.request("/docs/assets/scalar-0.0.1.js")).status).toBe(404);
  });
});
