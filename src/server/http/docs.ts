import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";

/**
 * The API reference at /docs: Scalar's renderer (`@scalar/api-reference`, its standalone browser
 * bundle served from node_modules by this server) drawing /v1/openapi.json. Nothing is loaded from
 * anywhere else: no default fonts, no Scalar agent, MCP, developer toolbar or request proxy ("Test
 * Request" calls this server directly), and the page's CSP (`security-headers.ts`) allows only
 * this origin.
 */

const packageDir = join(dirname(createRequire(import.meta.url).resolve("@scalar/api-reference")), "..");

/** The renderer's version: part of its script's URL, so the script can be cached for good. */
export const SCALAR_VERSION: string = JSON.parse(
  readFileSync(join(packageDir, "package.json"), "utf8"),
).version;
export const SCALAR_SCRIPT_PATH = `/docs/assets/scalar-${SCALAR_VERSION}.js`;
export const DOCS_INIT_PATH = "/docs/assets/init.js";

/**
 * Runs before the bundle: zod (inside the renderer) would probe for `Function("")`, which the
 * page's CSP forbids, so it is told to run without; once the bundle has run, the renderer starts
 * with its configuration (Scalar's documented options).
 */
const INIT_SCRIPT = `globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
document.addEventListener("DOMContentLoaded", () => Scalar.createApiReference("#app", ${JSON.stringify({
  url: "/v1/openapi.json",
  title: "Kassa API",
  favicon: "/favicon.svg",
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: "direct",
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  hideClientButton: true,
})}));
`;

const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kassa API reference</title><link rel="icon" href="/favicon.svg"></head>
<body><noscript>The API reference needs JavaScript. The machine-readable document is
<a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript><div id="app"></div>
<script src="${DOCS_INIT_PATH}"></script><script src="${SCALAR_SCRIPT_PATH}"></script></body></html>`;

/** The bundle (about 5 MB) read and gzipped once, on first request. */
let bundle: { plain: Buffer; gzip: Buffer } | null = null;
function scalarBundle() {
  if (!bundle) {
    const plain = readFileSync(join(packageDir, "dist/browser/standalone.js"));
    bundle = { plain, gzip: gzipSync(plain) };
  }
  return bundle;
}

export function docsRoutes(): Hono {
  const app = new Hono();
  app.get("/docs", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(DOCS_PAGE);
  });
  app.get(DOCS_INIT_PATH, (c) =>
    c.body(INIT_SCRIPT, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    }),
  );
  app.get(SCALAR_SCRIPT_PATH, (c) => {
    const { plain, gzip } = scalarBundle();
    const gzipped = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
    };
    if (gzipped) headers["Content-Encoding"] = "gzip";
    return c.body(new Uint8Array(gzipped ? gzip : plain), 200, headers);
  });
  // Another version's script (a page cached from before an upgrade) is missing, never a page.
  app.get("/docs/assets/*", (c) => c.text("Not found", 404));
  return app;
}
