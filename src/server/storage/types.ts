/** A part of a multipart upload as the storage needs it: its number, byte count and optional SHA-256. */
export interface PartSpec {
  number: number;
  size: number;
  checksumSha256Base64: string | null;
}

/** Where and how the client sends one part's bytes (Polar's `S3FileUploadPart` minus the chunk range). */
export interface PartTarget {
  number: number;
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

/** A part the client reports as sent, with the ETag the upload answered. */
export interface CompletedPart {
  number: number;
  etag: string;
  checksumSha256Base64: string | null;
}

export interface CompletedObject {
  etag: string;
  /** The object version, when the storage keeps versions (S3 with versioning on). */
  version: string | null;
  /** SHA-256 of the whole object when the storage computed it (local disk), else null. */
  sha256Base64: string | null;
  /** Bytes stored, when the storage knows it without another request. */
  size: number | null;
}

export interface StoredBody {
  body: ReadableStream<Uint8Array>;
  size: number | null;
}

/**
 * Where file bytes live. Two drivers: local disk (`local.ts`, parts are PUT to Kassa itself)
 * and S3-compatible storage (`s3.ts`, parts are PUT to presigned S3 URLs).
 */
export interface Storage {
  readonly kind: "local" | "s3";
  /** Starts a multipart upload for `key` and returns one upload target per part. */
  createUpload(input: {
    fileId: string;
    key: string;
    mimeType: string;
    parts: PartSpec[];
    now: Date;
  }): Promise<{ uploadId: string; parts: PartTarget[] }>;
  /**
   * Stores one part's bytes (local disk only: with S3 the client sends them straight to S3),
   * streaming them; throws StorageError("invalid_parts") and keeps nothing when their size or
   * SHA-256 differ from `expected`.
   */
  putPart(input: {
    uploadId: string;
    number: number;
    body: ReadableStream<Uint8Array>;
    expected: { size: number; sha256Base64: string | null };
  }): Promise<{ etag: string }>;
  /** Joins the parts into the object. Throws StorageError("invalid_parts") when they do not match. */
  complete(input: { key: string; uploadId: string; parts: CompletedPart[] }): Promise<CompletedObject>;
  /** The object's bytes, or null when it does not exist. */
  read(key: string): Promise<StoredBody | null>;
  /** Removes the object, and the unfinished upload when `uploadId` is given. Missing objects are fine. */
  delete(key: string, uploadId?: string): Promise<void>;
  /** The public address of a media file (served by Kassa whatever the driver). */
  publicUrl(file: { id: string; name: string }): string;
  /** Stores a file Kassa made itself (an invoice PDF) as the object `key`, replacing any previous one. */
  put(input: { key: string; body: Uint8Array; mimeType: string }): Promise<void>;
  /**
   * A time-limited address to download the object `key` as `filename`, valid until `expiresAt`
   * (S3: a presigned GetObject URL; local disk: Kassa's `/files/download/{token}` route).
   */
  downloadUrl(input: DownloadUrlInput): Promise<string>;
}

export interface DownloadUrlInput {
  key: string;
  filename: string;
  mimeType: string;
  now: Date;
  expiresAt: Date;
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A storage failure the API can explain: bad parts are the client's fault (422), the rest are not. */
export class StorageError extends Error {
  constructor(
    readonly kind: "invalid_parts" | "unavailable",
    message: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

/** The Kassa route that serves product images and avatars. */
export function mediaUrl(baseUrl: string, file: { id: string; name: string }): string {
  return `${baseUrl}/files/media/${file.id}/${encodeURIComponent(file.name)}`;
}

/** `"abc"` and `abc` are the same ETag. */
export function bareEtag(etag: string): string {
  return etag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
}
