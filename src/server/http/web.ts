import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

export const webRoot = fileURLToPath(new URL("../../../dist/web", import.meta.url));

const MISSING_BUILD = `<!doctype html><title>Kassa</title><body style="font-family:sans-serif;padding:2rem">
<h1>Kassa</h1><p>The web app is not built yet. Run <code>npm run build</code> (npm start does it for you).</p></body>`;

/** Serves the built React app: hashed assets as files, every other page path as index.html (client routing). */
export function mountWebApp(app: Hono, root = webRoot): void {
  const indexFile = join(root, "index.html");
  // Re-read index.html when a rebuild replaced it (its asset names change with every build).
  let cached = { mtimeMs: -1, html: MISSING_BUILD };
  const currentIndex = () => {
    const mtimeMs = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, html: mtimeMs < 0 ? MISSING_BUILD : readFileSync(indexFile, "utf8") };
    }
    return cached.html;
  };
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("/favicon.svg", serveStatic({ root }));
  app.get("*", (c) => {
    const path = c.req.path;
    if (path.startsWith("/api/") || path.startsWith("/v1/") || path === "/v1") {
      return c.json({ error: "ResourceNotFound", detail: "Not found" }, 404);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(currentIndex());
  });
}
