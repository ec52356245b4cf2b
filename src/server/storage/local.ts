import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { signDownloadToken, signPartToken } from "./tokens.js";
import { bareEtag, mediaUrl, type Storage, StorageError } from "./types.js";

export const UPLOAD_URL_TTL_MS = 3600 * 1000;

/**
 * Files on local disk under `<root>/objects/<key>`; unfinished uploads under
 * `<root>/uploads/<upload id>/<part>`. Part URLs point at Kassa itself
 * (`PUT /v1/files/{id}/parts/{n}?token=…`), authenticated by a signed, expiring token.
 */
export function localStorage(opts: { root: string; baseUrl: string; secret: string }): Storage {
  const root = resolve(opts.root);
  const objectPath = (key: string) => {
    const path = resolve(root, "objects", key);
    if (!path.startsWith(join(root, "objects") + sep))
      throw new StorageError("invalid_parts", "Bad file path");
    return path;
  };
  const uploadDir = (uploadId: string) => {
    if (!/^[a-f0-9]{32}$/.test(uploadId)) throw new StorageError("invalid_parts", "Unknown upload");
    return join(root, "uploads", uploadId);
  };

  return {
    kind: "local",

    async createUpload({ fileId, parts, now }) {
      const uploadId = randomBytes(16).toString("hex");
      await mkdir(uploadDir(uploadId), { recursive: true });
      const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
      return {
        uploadId,
        parts: parts.map((p) => {
          const token = signPartToken(opts.secret, { fileId, uploadId, part: p.number, expiresAt });
          return {
            number: p.number,
            url: `${opts.baseUrl}/v1/files/${fileId}/parts/${p.number}?token=${token}`,
            headers: {},
            expiresAt,
          };
        }),
      };
    },

    async putPart({ uploadId, number, body, expected }) {
      const dir = uploadDir(uploadId);
      await mkdir(dir, { recursive: true });
      const tmp = join(dir, `${number}.${randomBytes(4).toString("hex")}.tmp`);
      const out = createWriteStream(tmp);
      const md5 = createHash("md5");
      const sha = createHash("sha256");
      let size = 0;
      try {
        for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
          size += chunk.length;
          if (size > expected.size) {
            throw new StorageError(
              "invalid_parts",
              `The part is larger than its declared ${expected.size} bytes`,
            );
          }
          md5.update(chunk);
          sha.update(chunk);
          if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
        }
        out.end();
        await finished(out);
        if (size !== expected.size) {
          throw new StorageError(
            "invalid_parts",
            `The part has ${size} bytes, not the declared ${expected.size}`,
          );
        }
        if (expected.sha256Base64 && sha.digest("base64") !== expected.sha256Base64) {
          throw new StorageError(
            "invalid_parts",
            "The part's SHA-256 does not match its declared checksum_sha256_base64",
          );
        }
      } catch (error) {
        out.destroy();
        await rm(tmp, { force: true });
        throw error;
      }
      const etag = md5.digest("hex");
      await rename(tmp, join(dir, `${number}.part`));
      await writeFile(join(dir, `${number}.etag`), etag);
      return { etag: `"${etag}"` };
    },

    async complete({ key, uploadId, parts }) {
      const dir = uploadDir(uploadId);
      const md5s: Buffer[] = [];
      for (const part of parts) {
        const stored = await readFile(join(dir, `${part.number}.etag`), "utf8").catch(() => null);
        if (stored === null) throw new StorageError("invalid_parts", `Part ${part.number} was not uploaded`);
        if (stored !== bareEtag(part.etag)) {
          throw new StorageError(
            "invalid_parts",
            `Part ${part.number}: checksum_etag does not match the uploaded bytes`,
          );
        }
        md5s.push(Buffer.from(stored, "hex"));
      }
      const target = objectPath(key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      const out = createWriteStream(tmp);
      const sha = createHash("sha256");
      let size = 0;
      for (const part of parts) {
        for await (const chunk of createReadStream(join(dir, `${part.number}.part`))) {
          sha.update(chunk as Buffer);
          size += (chunk as Buffer).length;
          if (!out.write(chunk)) await new Promise<void>((r) => out.once("drain", () => r()));
        }
      }
      out.end();
      await finished(out);
      await rename(tmp, target);
      await rm(dir, { recursive: true, force: true });
      const etag = `${createHash("md5").update(Buffer.concat(md5s)).digest("hex")}-${parts.length}`;
      return { etag: `"${etag}"`, version: null, sha256Base64: sha.digest("base64"), size };
    },

    async read(key) {
      const path = objectPath(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },

    async delete(key, uploadId) {
      await rm(objectPath(key), { force: true });
      if (uploadId && /^[a-f0-9]{32}$/.test(uploadId))
        await rm(uploadDir(uploadId), { recursive: true, force: true });
    },

    publicUrl: (file) => mediaUrl(opts.baseUrl, file),

    async put({ key, body }) {
      const target = objectPath(key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, target);
    },

    async downloadUrl({ key, filename, mimeType, expiresAt }) {
      objectPath(key);
      const token = signDownloadToken(opts.secret, {
        key,
        filename,
        mimeType,
        expiresMs: expiresAt.getTime(),
      });
      return `${opts.baseUrl}/files/download/${token}`;
    },
  };
}
