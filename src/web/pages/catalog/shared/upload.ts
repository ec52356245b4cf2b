import { api, type FileRead, unwrap } from "../../../api/v1";

const CHUNK = 10 * 1024 * 1024;

async function sha256Base64(data: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", await data.arrayBuffer());
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Uploads a browser file through the `/v1/files` multipart flow: create the file (its parts),
 * PUT each part to its presigned `url` with its `headers`, then mark it uploaded.
 */
export async function uploadFile(file: File, service: "product_media" | "downloadable"): Promise<FileRead> {
  const parts: {
    number: number;
    chunk_start: number;
    chunk_end: number;
    checksum_sha256_base64: string | null;
  }[] = [];
  for (let start = 0, n = 1; start < file.size || n === 1; start += CHUNK, n++) {
    const end = Math.min(start + CHUNK, file.size);
    parts.push({
      number: n,
      chunk_start: start,
      chunk_end: end,
      checksum_sha256_base64: await sha256Base64(file.slice(start, end)),
    });
    if (end >= file.size) break;
  }
  const created = await unwrap(
    api.POST("/v1/files/", {
      body: {
        name: file.name,
        mime_type: file.type || "application/octet-stream",
        size: file.size,
        service,
        checksum_sha256_base64: await sha256Base64(file),
        upload: { parts },
      },
    }),
  );
  const completed: { number: number; checksum_etag: string; checksum_sha256_base64: string | null }[] = [];
  for (const part of created.upload.parts) {
    const res = await fetch(part.url, {
      method: "PUT",
      headers: part.headers ?? {},
      body: file.slice(part.chunk_start, part.chunk_end),
      credentials: "same-origin",
    });
    if (!res.ok) throw new Error(`Uploading part ${part.number} failed (${res.status})`);
    completed.push({
      number: part.number,
      checksum_etag: res.headers.get("etag") ?? "",
      checksum_sha256_base64: parts.find((p) => p.number === part.number)?.checksum_sha256_base64 ?? null,
    });
  }
  return unwrap(
    api.POST("/v1/files/{id}/uploaded", {
      params: { path: { id: created.id } },
      body: {
        id: created.upload.id,
        path: created.upload.path,
        parts: completed,
      },
    }),
  );
}
