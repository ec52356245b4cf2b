import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { projectRoot } from "../lib/project-root.js";

export const webRoot = join(projectRoot, "dist/web");

const MISSING_BUILD = `<!doctype html><title>Kassa</title><body style="font-family:sans-serif;padding:2rem">
<h1>Kassa</h1><p>The web app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p></body>`;

/** A built HTML page, re-read when a rebuild replaced it (its asset names change with every build). */
function builtPage(file: string): () => string {
  let cached = { mtimeMs: -1, html: MISSING_BUILD };
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, html: mtimeMs < 0 ? MISSING_BUILD : readFileSync(file, "utf8") };
    }
    return cached.html;
  };
}

/** `/{org slug}/portal` and below: the customer portal's page. */
const PORTAL_PATH = /^\/[^/]+\/portal(\/|$)/;

/**
 * Serves the built web app: hashed assets as files, `/checkout/*` as the hosted checkout page
 * (checkout.html, its own small bundle), `/{org}/portal/*` as the customer portal (portal.html),
 * every other page path as the dashboard's index.html
 * (client routing).
 */
export function mountWebApp(app: Hono, root = webRoot): void {
  const indexPage = builtPage(join(root, "index.html"));
  const checkoutPage = builtPage(join(root, "checkout.html"));
  const portalPage = builtPage(join(root, "portal.html"));
  // Hashed file names: a found asset never changes. (serveStatic's onFound runs after the response
  // is made, too late for a header.) A missing one is a 404, never the HTML page.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) {
      c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    }
  });
  app.use("/assets/*", serveStatic({ root }));
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use("/favicon.svg", serveStatic({ root }));
  // Sets the color scheme before the first paint (public/color-scheme.js); small, revalidated.
  app.use("/color-scheme.js", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "no-cache");
  });
  app.use("/color-scheme.js", serveStatic({ root }));
  app.get("*", (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path.startsWith("/v1/") || path === "/v1") {
      return c.json({ error: "ResourceNotFound", detail: "Not found" }, 404);
    }
    c.header("Cache-Control", "no-cache");
    if (path.startsWith("/checkout/")) return c.html(checkoutPage());
    return c.html(PORTAL_PATH.test(path) ? portalPage() : indexPage());
  });
}
