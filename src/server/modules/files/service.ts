import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import { NotFoundError } from "../../http/errors.js";
import type { Page } from "../../http/v1/pagination.js";
import { iso } from "../../http/v1/params.js";
import { mediaUrl, storageFor } from "../../storage/index.js";
import { type FileRow, findFile, findFiles, listFiles, updateFile } from "./repository.js";
import type { FileUpload } from "./schemas.js";

export type { FileRow } from "./repository.js";

/** What reads need: a database or an open transaction (`{ db: tx }`). */
type Reader = { db: Executor };
type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Bytes as Polar shows them: `512.0 B`, `1.5 KB`, `10.0 MB` (powers of 1024). */
export function sizeReadable(bytes: number): string {
  let n = bytes;
  for (const unit of ["", "K", "M", "G", "T", "P"]) {
    if (Math.abs(n) < 1024) return `${n.toFixed(1)} ${unit}B`;
    n /= 1024;
  }
  return `${n.toFixed(1)} EB`;
}

function baseFields(row: FileRow) {
  return {
    id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    path: row.path,
    mime_type: row.mimeType,
    size: row.size,
    storage_version: row.storageVersion,
    checksum_etag: row.checksumEtag,
    checksum_sha256_base64: row.checksumSha256Base64,
    checksum_sha256_hex: row.checksumSha256Hex,
    last_modified_at: iso(row.lastModifiedAt),
    version: row.version,
    is_uploaded: row.isUploaded,
    size_readable: sizeReadable(row.size),
  };
}

/**
 * A file as Polar's wire `FileRead` (`DownloadableFileRead`, `ProductMediaFileRead` or
 * `OrganizationAvatarFileRead`, by `service`). Images carry `public_url`, served by Kassa at
 * `<baseUrl>/files/media/<id>/<name>`: pass `ctx.config.baseUrl`.
 */
export function serializeFile(row: FileRow, baseUrl: string) {
  const fields = { ...baseFields(row), created_at: iso(row.createdAt) };
  if (row.service === "product_media" || row.service === "organization_avatar") {
    return {
      ...fields,
      service: row.service as "product_media" | "organization_avatar",
      public_url: mediaUrl(baseUrl, row),
    };
  }
  return { ...fields, service: "downloadable" as const };
}

export type FileWire = ReturnType<typeof serializeFile>;

/** `FileUpload`: the file plus where to send each part. */
export function serializeFileUpload(
  row: FileRow,
  targets: { number: number; url: string; headers: Record<string, string>; expiresAt: Date }[],
): z.infer<typeof FileUpload> {
  const byNumber = new Map(targets.map((t) => [t.number, t]));
  return {
    ...baseFields(row),
    service: row.service as z.infer<typeof FileUpload>["service"],
    upload: {
      id: row.uploadId,
      path: row.path,
      parts: row.parts.map((p) => {
        const target = byNumber.get(p.number)!;
        return {
          number: p.number,
          chunk_start: p.chunkStart,
          chunk_end: p.chunkEnd,
          checksum_sha256_base64: p.checksumSha256Base64,
          url: target.url,
          expires_at: target.expiresAt.toISOString(),
          headers: target.headers,
        };
      }),
    },
  };
}

/** The organization's file (deleted files are gone), or null. Pass `{ db: tx }` inside a transaction. */
export async function getFile(ctx: Reader, organizationId: string, id: string): Promise<FileRow | null> {
  return (await findFile(ctx.db, organizationId, id)) ?? null;
}

/** Like getFile, but a missing file is a 404. */
export async function requireFile(ctx: Reader, organizationId: string, id: string): Promise<FileRow> {
  const row = await getFile(ctx, organizationId, id);
  if (!row) throw new NotFoundError("File");
  return row;
}

/** The organization's live files among `ids` (missing ones are left out), in the order of `ids`. */
export async function getFiles(ctx: Reader, organizationId: string, ids: string[]): Promise<FileRow[]> {
  const rows = await findFiles(ctx.db, organizationId, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listOrgFiles(ctx: Deps, organizationId: string, query: Page & { ids?: string[] }) {
  const { rows, total } = await listFiles(ctx.db, organizationId, {
    ...(query.ids ? { ids: query.ids } : {}),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: rows.map((r) => serializeFile(r, ctx.config.baseUrl)), total };
}

export async function patchFile(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: { name?: string | null; version?: string | null },
) {
  const patch: Parameters<typeof updateFile>[3] = { modifiedAt: ctx.clock.now() };
  if (input.name) patch.name = input.name;
  if (input.version !== undefined) patch.version = input.version;
  const row = await updateFile(ctx.db, organizationId, id, patch);
  if (!row) throw new NotFoundError("File");
  return serializeFile(row, ctx.config.baseUrl);
}

/** Marks the file deleted, then removes its bytes (a benefit still naming it simply stops offering it). */
export async function deleteFile(ctx: Deps, organizationId: string, id: string): Promise<void> {
  const now = ctx.clock.now();
  const row = await updateFile(ctx.db, organizationId, id, { deletedAt: now, modifiedAt: now });
  if (!row) throw new NotFoundError("File");
  await storageFor(ctx.config).delete(row.path, row.isUploaded ? undefined : row.uploadId);
}
