import { createHash } from "node:crypto";
import type { FileUpload } from "@polar-sh/sdk/models/components/fileupload.js";
import { expect } from "vitest";
import { ok } from "./expect.js";
import type { RunningKassa } from "./harness.js";

export const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("base64");

/** The parts Polar's uploader declares: `partSize` chunks, chunk_end exclusive, each with its SHA-256. */
export function partsOf(bytes: Uint8Array, partSize: number) {
  const parts = [];
  for (let start = 0, number = 1; start < bytes.length; start += partSize, number++) {
    const end = Math.min(start + partSize, bytes.length);
    parts.push({
      number,
      chunkStart: start,
      chunkEnd: end,
      checksumSha256Base64: sha(bytes.subarray(start, end)),
    });
  }
  return parts;
}

/**
 * PUTs each part to the URL Kassa returned, as a browser or the SDK user's code does with an S3 URL.
 * The URL is built from Kassa's configured BASE_URL; this test server listens on another port, so
 * only the origin is swapped for the running server's.
 */
export async function putParts(k: RunningKassa, upload: FileUpload, bytes: Uint8Array) {
  const done = [];
  for (const part of upload.upload.parts) {
    expect(part.expiresAt).toBeInstanceOf(Date);
    const url = new URL(part.url);
    expect(url.pathname).toBe(`/v1/files/${upload.id}/parts/${part.number}`);
    const res = await fetch(`${k.baseUrl}${url.pathname}${url.search}`, {
      method: "PUT",
      body: bytes.slice(part.chunkStart, part.chunkEnd),
      headers: part.headers ?? {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const etag = res.headers.get("etag");
    if (!etag) throw new Error("the part upload answered without an ETag");
    done.push({
      number: part.number,
      checksumEtag: etag,
      checksumSha256Base64: part.checksumSha256Base64 ?? null,
    });
  }
  return done;
}

export type FileService = "downloadable" | "product_media" | "organization_avatar";

/** Creates a file with the SDK, uploads its parts and completes it with `files.uploaded`. */
export async function uploadFile(
  k: RunningKassa,
  bytes: Uint8Array,
  opts: { service: FileService; name: string; mimeType: string; partSize?: number },
) {
  const created = await ok(
    k.polar.files.create({
      service: opts.service,
      name: opts.name,
      mimeType: opts.mimeType,
      size: bytes.length,
      checksumSha256Base64: sha(bytes),
      upload: { parts: partsOf(bytes, opts.partSize ?? bytes.length) },
    }),
  );
  const parts = await putParts(k, created, bytes);
  const completed = await ok(
    k.polar.files.uploaded({
      id: created.id,
      fileUploadCompleted: { id: created.upload.id, path: created.upload.path, parts },
    }),
  );
  return { created, completed };
}

/** A tiny PNG-signed payload for image services. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
