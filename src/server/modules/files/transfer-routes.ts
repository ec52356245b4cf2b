import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import { validationBody } from "../../http/errors.js";
import { attachmentDisposition, storageFor } from "../../storage/index.js";
import { verifyDownloadToken } from "../../storage/tokens.js";
import { PartParams } from "./schemas.js";
import { readMediaFile, uploadPart } from "./upload.js";

/**
 * Routes outside bearer authentication: the part upload of the local-disk storage (authorized
 * by the signed token in its URL) and the public address of product images and avatars.
 * Mounted before `/v1` so the access-token check does not apply to the part upload.
 */
export function fileTransferRoutes(ctx: AppContext): Hono {
  const app = new Hono();

  app.put("/v1/files/:id/parts/:number", async (c) => {
    const params = PartParams.safeParse(c.req.param());
    if (!params.success) return c.json(validationBody(params.error, "path"), 422);
    const token = c.req.query("token");
    if (!token) {
      return c.json(
        { detail: [{ loc: ["query", "token"], msg: "token is required", type: "missing", input: null }] },
        422,
      );
    }
    const { etag } = await uploadPart(ctx, {
      fileId: params.data.id,
      number: params.data.number,
      token,
      body: c.req.raw.body,
    });
    c.header("ETag", etag);
    c.header("Access-Control-Expose-Headers", "ETag");
    return c.body(null, 200);
  });

  app.get("/files/media/:id/:name", async (c) => {
    const id = c.req.param("id");
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await readMediaFile(ctx, id) : null;
    if (!found) return c.json({ error: "ResourceNotFound", detail: "File not found" }, 404);
    const headers: Record<string, string> = {
      "Content-Type": found.row.mimeType,
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      // SVG images can carry scripts: never run them on this origin.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    };
    if (found.size !== null) headers["Content-Length"] = String(found.size);
    if (found.row.checksumEtag) headers.ETag = found.row.checksumEtag;
    return new Response(found.body, { status: 200, headers });
  });

  // Time-limited downloads of the local-disk storage (`Storage.downloadUrl`): invoices, downloadables.
  app.get("/files/download/:token", async (c) => {
    const grant = verifyDownloadToken(ctx.config.authSecret, c.req.param("token"), ctx.clock.now());
    if (grant === "expired")
      return c.json({ error: "ResourceNotFound", detail: "This link has expired" }, 404);
    if (grant === "invalid") return c.json({ error: "ResourceNotFound", detail: "File not found" }, 404);
    const stored = await storageFor(ctx.config).read(grant.key);
    if (!stored) return c.json({ error: "ResourceNotFound", detail: "File not found" }, 404);
    const headers: Record<string, string> = {
      "Content-Type": grant.mimeType,
      "Content-Disposition": attachmentDisposition(grant.filename),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    };
    if (stored.size !== null) headers["Content-Length"] = String(stored.size);
    return new Response(stored.body, { status: 200, headers });
  });

  return app;
}
