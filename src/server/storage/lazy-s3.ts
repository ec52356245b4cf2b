import type { S3Settings } from "../config.js";
import { mediaUrl, type Storage } from "./types.js";

/**
 * The S3 driver, its AWS SDK loaded on the first call that needs it rather than when the process
 * starts (the SDK is a large part of start-up, and an install on local disk never uses it).
 */
export function lazyS3Storage(settings: S3Settings, opts: { baseUrl: string }): Storage {
  let loaded: Promise<Storage> | undefined;
  const s3 = () => {
    loaded ??= import("./s3.js").then((m) => m.s3Storage(settings, opts));
    return loaded;
  };
  return {
    kind: "s3",
    createUpload: async (input) => (await s3()).createUpload(input),
    putPart: async (input) => (await s3()).putPart(input),
    complete: async (input) => (await s3()).complete(input),
    read: async (key) => (await s3()).read(key),
    delete: async (key, uploadId) => (await s3()).delete(key, uploadId),
    publicUrl: (file) => mediaUrl(opts.baseUrl, file),
    put: async (input) => (await s3()).put(input),
    downloadUrl: async (input) => (await s3()).downloadUrl(input),
  };
}
