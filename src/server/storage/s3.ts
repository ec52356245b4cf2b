import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "../config.js";
import { UPLOAD_URL_TTL_MS } from "./local.js";
import { attachmentDisposition, mediaUrl, type Storage, StorageError } from "./types.js";

/** S3 error codes that mean the client's parts do not match what it uploaded. */
const PART_ERRORS = new Set([
  "InvalidPart",
  "InvalidPartOrder",
  "EntityTooSmall",
  "NoSuchUpload",
  "BadDigest",
]);

function rethrow(error: unknown): never {
  if (error instanceof S3ServiceException && PART_ERRORS.has(error.name)) {
    throw new StorageError("invalid_parts", `The storage refused the parts: ${error.message || error.name}`);
  }
  throw error;
}

/**
 * S3-compatible storage with the official AWS SDK: a multipart upload per file, one presigned
 * `UploadPart` URL per part (the client sends the bytes straight to S3), then
 * `CompleteMultipartUpload`. Objects are read back with `GetObject` (Kassa serves media itself).
 */
export function s3Storage(settings: S3Settings, opts: { baseUrl: string }): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Only the checksums we ask for: presigned part URLs must not carry a checksum of an empty body.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",

    async createUpload({ key, mimeType, parts, now }) {
      const withChecksums = parts.every((p) => p.checksumSha256Base64);
      const created = await client
        .send(
          new CreateMultipartUploadCommand({
            Bucket,
            Key: key,
            ContentType: mimeType,
            ...(withChecksums ? { ChecksumAlgorithm: "SHA256" } : {}),
          }),
        )
        .catch(rethrow);
      const uploadId = created.UploadId;
      if (!uploadId) throw new StorageError("unavailable", "S3 returned no UploadId");
      const expiresIn = UPLOAD_URL_TTL_MS / 1000;
      const targets = await Promise.all(
        parts.map(async (p) => {
          const checksum = withChecksums ? p.checksumSha256Base64 : null;
          const url = await getSignedUrl(
            client,
            new UploadPartCommand({
              Bucket,
              Key: key,
              UploadId: uploadId,
              PartNumber: p.number,
              ContentLength: p.size,
              ...(checksum ? { ChecksumSHA256: checksum } : {}),
            }),
            {
              expiresIn,
              signingDate: now,
              // Signed headers the client must send as given in `headers`.
              unhoistableHeaders: new Set(checksum ? ["x-amz-checksum-sha256"] : []),
            },
          );
          const headers: Record<string, string> = checksum ? { "x-amz-checksum-sha256": checksum } : {};
          return {
            number: p.number,
            url,
            headers,
            expiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_MS),
          };
        }),
      );
      return { uploadId, parts: targets };
    },

    async putPart() {
      throw new StorageError("invalid_parts", "With S3 storage, parts are sent to their presigned S3 URLs");
    },

    async complete({ key, uploadId, parts }) {
      const done = await client
        .send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: parts.map((p) => ({
                PartNumber: p.number,
                ETag: p.etag,
                ...(p.checksumSha256Base64 ? { ChecksumSHA256: p.checksumSha256Base64 } : {}),
              })),
            },
          }),
        )
        .catch(rethrow);
      return { etag: done.ETag ?? "", version: done.VersionId ?? null, sha256Base64: null, size: null };
    },

    async read(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return { body: res.Body.transformToWebStream(), size: res.ContentLength ?? null };
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === "NoSuchKey" || error.name === "NotFound")
        ) {
          return null;
        }
        throw error;
      }
    },

    async delete(key, uploadId) {
      if (uploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
          .catch((e) => {
            if (!(e instanceof S3ServiceException && e.name === "NoSuchUpload")) throw e;
          });
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl: (file) => mediaUrl(opts.baseUrl, file),

    async put({ key, body, mimeType }) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: mimeType }));
    },

    async downloadUrl({ key, filename, mimeType, now, expiresAt }) {
      const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(filename),
          ResponseContentType: mimeType,
        }),
        { expiresIn },
      );
    },
  };
}
