import { Hono } from "hono";
import type { AppContext } from "../../context.js";
import { storageFor } from "../../storage/index.js";
import { getFile } from "../files/service.js";
import { STORAGE_URL_TTL_MS, verifyDownloadLink } from "./downloads.js";
import { findOrgGrant, organizationOfGrant } from "./repository.js";

const gone = (detail: string) => ({ error: "ResourceUnavailable", detail });

/**
 * `GET /downloads/{token}`: the link of a grant email. Checks the signature and expiry, that the
 * grant is still active (a revoked grant's links stop at once) and still lists the file, then
 * redirects to a fresh storage address valid for five minutes.
 */
export function downloadRoutes(ctx: AppContext): Hono {
  const app = new Hono();
  app.get("/downloads/:token", async (c) => {
    c.header("Cache-Control", "private, no-store");
    const now = ctx.clock.now();
    const link = verifyDownloadLink(ctx.config.authSecret, c.req.param("token"), now);
    if (link === "invalid") return c.json({ error: "ResourceNotFound", detail: "Download not found" }, 404);
    if (link === "expired") return c.json(gone("This download link has expired"), 410);
    const organizationId = await organizationOfGrant(ctx.db, link.grantId);
    const grant = organizationId ? await findOrgGrant(ctx.db, organizationId, link.grantId) : undefined;
    if (!grant) return c.json({ error: "ResourceNotFound", detail: "Download not found" }, 404);
    if (!grant.grantedAt || grant.revokedAt) return c.json(gone("This download is no longer available"), 410);
    const files = (grant.properties as { files?: string[] }).files ?? [];
    const file = files.includes(link.fileId) ? await getFile(ctx, grant.organizationId, link.fileId) : null;
    if (!file?.isUploaded) return c.json({ error: "ResourceNotFound", detail: "File not found" }, 404);
    const url = await storageFor(ctx.config).downloadUrl({
      key: file.path,
      filename: file.name,
      mimeType: file.mimeType,
      now,
      expiresAt: new Date(now.getTime() + STORAGE_URL_TTL_MS),
    });
    return c.redirect(url, 302);
  });
  return app;
}
