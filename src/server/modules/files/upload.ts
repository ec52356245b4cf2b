import type { AppContext } from "../../context.js";
import { AppError, NotFoundError, RequestValidationError, type ValidationIssue } from "../../http/errors.js";
import { uuidv7 } from "../../lib/ids.js";
import { StorageError, storageFor } from "../../storage/index.js";
import { verifyPartToken } from "../../storage/tokens.js";
import type { DeclaredPart } from "./repository.js";
import { findFileForUpload, insertFile, updateFile } from "./repository.js";
import { type FileCreateInput, MAX_PART_SIZE, MIN_PART_SIZE } from "./schemas.js";
import { requireFile, serializeFile, serializeFileUpload } from "./service.js";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** A name safe as the last segment of a storage key (the real name stays in `name`). */
function safeName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "");
  return cleaned.slice(0, 120) || "file";
}

/** The parts must be numbered 1..n in order and cover bytes [0, size) without gap or overlap. */
function checkParts(input: FileCreateInput): ValidationIssue[] {
  const parts = input.upload.parts;
  const issues: ValidationIssue[] = [];
  const at = (i: number, field: string) => ["body", "upload", "parts", i, field];
  let expectedStart = 0;
  parts.forEach((p, i) => {
    if (p.number !== i + 1) {
      issues.push({
        loc: at(i, "number"),
        msg: `parts must be numbered 1 to ${parts.length} in order`,
        input: p.number,
      });
    }
    if (p.chunk_start !== expectedStart) {
      issues.push({
        loc: at(i, "chunk_start"),
        msg: `chunk_start must be ${expectedStart} (where the previous part ends)`,
        input: p.chunk_start,
      });
    }
    if (p.chunk_end <= p.chunk_start) {
      issues.push({
        loc: at(i, "chunk_end"),
        msg: "chunk_end must be greater than chunk_start",
        input: p.chunk_end,
      });
    }
    const size = p.chunk_end - p.chunk_start;
    if (size > MAX_PART_SIZE) {
      issues.push({ loc: at(i, "chunk_end"), msg: "a part is at most 5 GiB", input: p.chunk_end });
    }
    if (i < parts.length - 1 && size < MIN_PART_SIZE) {
      issues.push({
        loc: at(i, "chunk_end"),
        msg: "every part but the last is at least 5 MiB",
        input: p.chunk_end,
      });
    }
    expectedStart = p.chunk_end;
  });
  const last = parts.length - 1;
  if (issues.length === 0 && expectedStart !== input.size) {
    issues.push({
      loc: at(last, "chunk_end"),
      msg: `the parts cover ${expectedStart} bytes but size is ${input.size}`,
      input: expectedStart,
    });
  }
  return issues;
}

/** `POST /v1/files/`: records the file and starts a multipart upload in the storage. */
export async function createFileUpload(ctx: Deps, organizationId: string, input: FileCreateInput) {
  if (input.organization_id && input.organization_id !== organizationId) {
    throw new RequestValidationError([
      {
        loc: ["body", "organization_id"],
        msg: "is not the organization of this access token",
        input: input.organization_id,
      },
    ]);
  }
  const issues = checkParts(input);
  if (issues.length) throw new RequestValidationError(issues);

  const id = uuidv7();
  const now = ctx.clock.now();
  const path = `${organizationId}/${id}/${safeName(input.name)}`;
  const parts: DeclaredPart[] = input.upload.parts.map((p) => ({
    number: p.number,
    chunkStart: p.chunk_start,
    chunkEnd: p.chunk_end,
    checksumSha256Base64: p.checksum_sha256_base64 ?? null,
  }));
  const storage = storageFor(ctx.config);
  const upload = await storage.createUpload({
    fileId: id,
    key: path,
    mimeType: input.mime_type,
    parts: parts.map((p) => ({
      number: p.number,
      size: p.chunkEnd - p.chunkStart,
      checksumSha256Base64: p.checksumSha256Base64,
    })),
    now,
  });
  const declared = input.checksum_sha256_base64 ?? null;
  const row = await insertFile(ctx.db, {
    id,
    organizationId,
    service: input.service,
    name: input.name,
    path,
    mimeType: input.mime_type,
    size: input.size,
    version: input.version ?? null,
    uploadId: upload.uploadId,
    parts,
    checksumSha256Base64: declared,
    checksumSha256Hex: declared ? Buffer.from(declared, "base64").toString("hex") : null,
    createdAt: now,
  });
  return serializeFileUpload(row, upload.parts);
}

/**
 * `PUT /v1/files/{id}/parts/{n}?token=…` (local-disk storage): the signed token stands for the
 * credentials; the bytes must have the part's declared size and, if declared, its SHA-256.
 */
export async function uploadPart(
  ctx: Deps,
  input: { fileId: string; number: number; token: string; body: ReadableStream<Uint8Array> | null },
): Promise<{ etag: string }> {
  const row = await findFileForUpload(ctx.db, input.fileId);
  const verdict = row
    ? verifyPartToken(ctx.config.authSecret, input.token, {
        fileId: row.id,
        uploadId: row.uploadId,
        part: input.number,
        now: ctx.clock.now(),
      })
    : "invalid";
  if (verdict === "expired") throw new AppError(403, "NotPermitted", "This upload URL has expired");
  if (!row || verdict !== "ok") throw new AppError(403, "NotPermitted", "Invalid upload token");
  if (row.isUploaded)
    throw new AppError(409, "FileAlreadyUploaded", "This file's upload is already complete");
  const part = row.parts.find((p) => p.number === input.number);
  if (!part) throw new NotFoundError("Part");
  const storage = storageFor(ctx.config);
  if (storage.kind !== "local") throw new NotFoundError("Part");
  try {
    return await storage.putPart({
      uploadId: row.uploadId,
      number: part.number,
      body: input.body ?? new Blob([]).stream(),
      expected: { size: part.chunkEnd - part.chunkStart, sha256Base64: part.checksumSha256Base64 },
    });
  } catch (error) {
    if (error instanceof StorageError && error.kind === "invalid_parts") {
      throw new RequestValidationError([{ loc: ["body"], msg: error.message, type: "part_mismatch" }]);
    }
    throw error;
  }
}

/** `POST /v1/files/{id}/uploaded`: joins the parts and marks the file uploaded. */
export async function completeFileUpload(
  ctx: Deps,
  organizationId: string,
  id: string,
  input: {
    id: string;
    path: string;
    parts: { number: number; checksum_etag: string; checksum_sha256_base64: string | null }[];
  },
) {
  const row = await requireFile(ctx, organizationId, id);
  if (row.isUploaded) return serializeFile(row, ctx.config.baseUrl);
  const issues: ValidationIssue[] = [];
  if (input.id !== row.uploadId)
    issues.push({ loc: ["body", "id"], msg: "is not this file's upload id", input: input.id });
  if (input.path !== row.path)
    issues.push({ loc: ["body", "path"], msg: "is not this file's path", input: input.path });
  const numbers = input.parts.map((p) => p.number).join(",");
  if (numbers !== row.parts.map((p) => p.number).join(",")) {
    issues.push({
      loc: ["body", "parts"],
      msg: `give every part of the upload in order: ${row.parts.map((p) => p.number).join(", ")}`,
      input: numbers,
    });
  } else {
    input.parts.forEach((p, i) => {
      const declared = row.parts[i]!.checksumSha256Base64;
      if (declared && p.checksum_sha256_base64 !== declared) {
        issues.push({
          loc: ["body", "parts", i, "checksum_sha256_base64"],
          msg: "differs from the checksum declared when the file was created",
          input: p.checksum_sha256_base64,
        });
      }
    });
  }
  if (issues.length) throw new RequestValidationError(issues);

  const storage = storageFor(ctx.config);
  let done: Awaited<ReturnType<typeof storage.complete>>;
  try {
    done = await storage.complete({
      key: row.path,
      uploadId: row.uploadId,
      parts: input.parts.map((p) => ({
        number: p.number,
        etag: p.checksum_etag,
        checksumSha256Base64: row.parts.find((d) => d.number === p.number)!.checksumSha256Base64,
      })),
    });
  } catch (error) {
    if (error instanceof StorageError && error.kind === "invalid_parts") {
      throw new RequestValidationError([
        { loc: ["body", "parts"], msg: error.message, type: "part_mismatch" },
      ]);
    }
    throw error;
  }
  const mismatch =
    (done.size !== null && done.size !== row.size) ||
    (done.sha256Base64 !== null &&
      row.checksumSha256Base64 !== null &&
      done.sha256Base64 !== row.checksumSha256Base64);
  if (mismatch) {
    await storage.delete(row.path);
    throw new RequestValidationError([
      {
        loc: ["body", "parts"],
        msg: "the uploaded bytes do not match the file's declared size or checksum_sha256_base64",
        type: "file_mismatch",
      },
    ]);
  }
  const sha = done.sha256Base64 ?? row.checksumSha256Base64;
  const now = ctx.clock.now();
  const updated = await updateFile(ctx.db, organizationId, id, {
    isUploaded: true,
    checksumEtag: done.etag,
    storageVersion: done.version,
    checksumSha256Base64: sha,
    checksumSha256Hex: sha ? Buffer.from(sha, "base64").toString("hex") : null,
    lastModifiedAt: now,
    modifiedAt: now,
  });
  if (!updated) throw new NotFoundError("File");
  return serializeFile(updated, ctx.config.baseUrl);
}

/** A public image (`product_media` or `organization_avatar`) for `GET /files/media/{id}/{name}`. */
export async function readMediaFile(ctx: Deps, id: string) {
  const row = await findFileForUpload(ctx.db, id);
  if (!row?.isUploaded || (row.service !== "product_media" && row.service !== "organization_avatar")) {
    return null;
  }
  const stored = await storageFor(ctx.config).read(row.path);
  return stored ? { row, ...stored } : null;
}
