import { createHash } from "node:crypto";
import { DownloadableFileRead$inboundSchema } from "@polar-sh/sdk/models/components/downloadablefileread.js";
import { FileUpload$inboundSchema } from "@polar-sh/sdk/models/components/fileupload.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ConfigError, loadConfig } from "../config.js";
import { createTestApp, type TestApp, testEnv } from "../test/harness.js";
import { type S3StandIn, startS3StandIn } from "../test/standins/s3.js";
import { createSeller, type Seller } from "../test/v1-helpers.js";
import { signPartToken, verifyPartToken } from "./tokens.js";

const BUCKET = "kassa-test";
let s3: S3StandIn;
let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  s3 = await startS3StandIn(BUCKET);
  t = await createTestApp({
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  seller = await createSeller(t, "S3 Seller");
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("base64");
const MIB = 1024 * 1024;

async function createUpload(
  bytes: Uint8Array,
  opts: { partSize?: number; service?: string; mime?: string } = {},
) {
  const size = opts.partSize ?? bytes.length;
  const parts = [];
  for (let start = 0, n = 1; start < bytes.length; start += size, n++) {
    const end = Math.min(start + size, bytes.length);
    parts.push({
      number: n,
      chunk_start: start,
      chunk_end: end,
      checksum_sha256_base64: sha(bytes.subarray(start, end)),
    });
  }
  const res = await seller.api.post("/v1/files/", {
    name: "big file.zip",
    mime_type: opts.mime ?? "application/zip",
    size: bytes.length,
    checksum_sha256_base64: sha(bytes),
    service: opts.service ?? "downloadable",
    upload: { parts },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("S3 storage (against a local S3 stand-in)", () => {
  it("uploads through presigned UploadPart URLs and completes with CompleteMultipartUpload", async () => {
    const bytes = new Uint8Array(5 * MIB + 10).map((_, i) => (i * 7) % 256);
    const created = await createUpload(bytes, { partSize: 5 * MIB });
    expect(FileUpload$inboundSchema.safeParse(created).success).toBe(true);
    const [first, second] = created.upload.parts;
    const url = new URL(first.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${BUCKET}/${seller.organizationId}/${created.id}/big_file.zip`);
    expect(url.searchParams.get("X-Amz-Algorithm")).toBe("AWS4-HMAC-SHA256");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(
      /^test-key\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(url.searchParams.get("X-Amz-Expires")).toBe("3600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toContain("x-amz-checksum-sha256");
    expect(url.searchParams.get("uploadId")).toBe(created.upload.id);
    expect(first.headers).toEqual({ "x-amz-checksum-sha256": first.checksum_sha256_base64 });

    const etags = [];
    for (const part of [first, second]) {
      const put = await fetch(part.url, {
        method: "PUT",
        headers: part.headers,
        body: bytes.subarray(part.chunk_start, part.chunk_end),
      });
      expect(put.status, await put.clone().text()).toBe(200);
      etags.push({
        number: part.number,
        checksum_etag: put.headers.get("etag")!,
        checksum_sha256_base64: part.checksum_sha256_base64,
      });
    }
    const done = await seller.api.post(`/v1/files/${created.id}/uploaded`, {
      id: created.upload.id,
      path: created.upload.path,
      parts: etags,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(DownloadableFileRead$inboundSchema.safeParse(done.body).success).toBe(true);
    expect(done.body).toMatchObject({
      is_uploaded: true,
      storage_version: "v-1",
      checksum_sha256_base64: sha(bytes),
    });
    expect(done.body.checksum_etag).toMatch(/-2"$/);
    expect(s3.objects.get(created.upload.path)?.body.equals(Buffer.from(bytes))).toBe(true);
    expect(s3.objects.get(created.upload.path)?.contentType).toBe("application/zip");
    const create = s3.requests.find((r) => r.method === "POST" && r.query.has("uploads"));
    expect(create?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it("lets S3 refuse a part whose bytes differ from the declared checksum, and 422s a wrong ETag", async () => {
    const bytes = new TextEncoder().encode("declared bytes");
    const created = await createUpload(bytes);
    const part = created.upload.parts[0];
    const bad = await fetch(part.url, {
      method: "PUT",
      headers: part.headers,
      body: new TextEncoder().encode("other bytes!!!"),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("BadDigest");
    const good = await fetch(part.url, { method: "PUT", headers: part.headers, body: bytes });
    expect(good.status).toBe(200);
    const wrong = await seller.api.post(`/v1/files/${created.id}/uploaded`, {
      id: created.upload.id,
      path: created.upload.path,
      parts: [{ number: 1, checksum_etag: '"0123"', checksum_sha256_base64: part.checksum_sha256_base64 }],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail[0].loc).toEqual(["body", "parts"]);
    // The part route of the local driver does not apply with S3.
    expect(
      (await t.app.request(`/v1/files/${created.id}/parts/1?token=x`, { method: "PUT", body: bytes })).status,
    ).toBe(403);
  });

  it("serves media from S3 through Kassa's public_url (GetObject) and deletes with DeleteObject", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);
    const created = await createUpload(png, { service: "product_media", mime: "image/png" });
    const part = created.upload.parts[0];
    const put = await fetch(part.url, { method: "PUT", headers: part.headers, body: png });
    const done = await seller.api.post(`/v1/files/${created.id}/uploaded`, {
      id: created.upload.id,
      path: created.upload.path,
      parts: [
        {
          number: 1,
          checksum_etag: put.headers.get("etag"),
          checksum_sha256_base64: part.checksum_sha256_base64,
        },
      ],
    });
    expect(done.status).toBe(200);
    const media = await t.app.request(new URL(done.body.public_url).pathname);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(png);
    expect((await seller.api.delete(`/v1/files/${created.id}`)).status).toBe(204);
    expect(s3.objects.has(created.upload.path)).toBe(false);
    expect(s3.requests.some((r) => r.method === "DELETE" && r.path.endsWith(created.upload.path))).toBe(true);
  });

  it("aborts the multipart upload when an unfinished file is deleted", async () => {
    const created = await createUpload(new TextEncoder().encode("never sent"));
    expect(s3.uploads.has(created.upload.id)).toBe(true);
    expect((await seller.api.delete(`/v1/files/${created.id}`)).status).toBe(204);
    expect(s3.uploads.has(created.upload.id)).toBe(false);
  });
});

describe("storage configuration", () => {
  it("uses local disk by default and S3 when S3_BUCKET is set", () => {
    expect(loadConfig(testEnv()).storage.s3).toBeNull();
    expect(loadConfig(testEnv({ S3_BUCKET: "my-bucket" })).storage.s3).toEqual({
      bucket: "my-bucket",
      region: "us-east-1",
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
  });

  it("names each bad S3 variable", () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(testEnv(env));
      } catch (e) {
        return (e as ConfigError).problems.join("\n");
      }
      return "";
    };
    expect(problems({ S3_BUCKET: "Bad_Bucket" })).toContain("S3_BUCKET must be a bucket name");
    expect(problems({ S3_BUCKET: "ok-bucket", S3_ENDPOINT: "ftp://x" })).toContain(
      "S3_ENDPOINT must be a URL",
    );
    expect(problems({ S3_BUCKET: "ok-bucket", S3_FORCE_PATH_STYLE: "maybe" })).toContain(
      "S3_FORCE_PATH_STYLE must be true or false",
    );
    expect(problems({ S3_BUCKET: "ok-bucket", S3_ACCESS_KEY_ID: "k" })).toContain(
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
    expect(problems({ S3_REGION: "eu-west-1" })).toContain("S3_BUCKET is required when S3_REGION is set");
    expect(problems({ S3_BUCKET: "ok-bucket", S3_REGION: "EU WEST" })).toContain(
      "S3_REGION must be a region name",
    );
  });
});

describe("part upload tokens", () => {
  it("bind the file, upload and part, and expire", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const p = { fileId: "f", uploadId: "u", part: 1 };
    const token = signPartToken("secret", { ...p, expiresAt: new Date(at.getTime() + 1000) });
    expect(verifyPartToken("secret", token, { ...p, now: at })).toBe("ok");
    expect(verifyPartToken("secret", token, { ...p, part: 2, now: at })).toBe("invalid");
    expect(verifyPartToken("other", token, { ...p, now: at })).toBe("invalid");
    expect(verifyPartToken("secret", token, { ...p, now: new Date(at.getTime() + 1000) })).toBe("expired");
    expect(verifyPartToken("secret", "garbage", { ...p, now: at })).toBe("invalid");
  });
});
