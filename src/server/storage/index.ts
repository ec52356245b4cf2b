import { join } from "node:path";
import type { Config } from "../config.js";
import { lazyS3Storage } from "./lazy-s3.js";
import { localStorage } from "./local.js";
import type { Storage } from "./types.js";

export * from "./types.js";

const instances = new WeakMap<Config, Storage>();

/** The configured storage (S3 when S3_BUCKET is set, else DATA_DIR/files), one per config. */
export function storageFor(config: Config): Storage {
  let storage = instances.get(config);
  if (!storage) {
    storage = config.storage.s3
      ? lazyS3Storage(config.storage.s3, { baseUrl: config.baseUrl })
      : localStorage({
          root: join(config.dataDir, "files"),
          baseUrl: config.baseUrl,
          secret: config.authSecret,
        });
    instances.set(config, storage);
  }
  return storage;
}
