import { createHash } from "node:crypto";
import { DownloadableFileRead$inboundSchema } from "@polar-sh/sdk/models/components/downloadablefileread.js";
import { FileUpload$inboundSchema } from "@polar-sh/sdk/models/components/fileupload.js";
import { ListResourceFileRead$inboundSchema } from "@polar-sh/sdk/models/components/listresourcefileread.js";
import { ProductMediaFileRead$inboundSchema } from "@polar-sh/sdk/models/components/productmediafileread.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
let other: Seller;
const clock = manualClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Files Co");
  other = await createSeller(t, "Other Files");
});
afterAll(() => t.close());

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("base64");
const MIB = 1024 * 1024;

function expectSchema(
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  body: unknown,
) {
  const parsed = schema.safeParse(body);
  if (!parsed.success) console.error(JSON.stringify(parsed.error, null, 2), JSON.stringify(body));
  expect(parsed.success).toBe(true);
}

/** Splits bytes into parts of `partSize` as Polar's uploader does (chunk_end exclusive). */
function partsOf(bytes: Uint8Array, partSize: number, withChecksums = true) {
  const parts = [];
  for (let start = 0, n = 1; start < bytes.length; start += partSize, n++) {
    const end = Math.min(start + partSize, bytes.length);
    parts.push({
      number: n,
      chunk_start: start,
      chunk_end: end,
      ...(withChecksums ? { checksum_sha256_base64: sha(bytes.subarray(start, end)) } : {}),
    });
  }
  return parts;
}

async function putPart(url: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  const u = new URL(url);
  return t.app.request(u.pathname + u.search, { method: "PUT", body, headers });
}

async function upload(
  s: Seller,
  bytes: Uint8Array<ArrayBuffer>,
  opts: { service?: string; mime_type?: string; name?: string; partSize?: number } = {},
) {
  const parts = partsOf(bytes, opts.partSize ?? bytes.length);
  const created = await s.api.post("/v1/files/", {
    name: opts.name ?? "book.pdf",
    mime_type: opts.mime_type ?? "application/pdf",
    size: bytes.length,
    checksum_sha256_base64: sha(bytes),
    service: opts.service ?? "downloadable",
    upload: { parts },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const done = [];
  for (const part of created.body.upload.parts) {
    const res = await putPart(part.url, bytes.subarray(part.chunk_start, part.chunk_end), part.headers);
    expect(res.status, await res.clone().text()).toBe(200);
    done.push({
      number: part.number,
      checksum_etag: res.headers.get("etag")!,
      checksum_sha256_base64: part.checksum_sha256_base64,
    });
  }
  const completed = await s.api.post(`/v1/files/${created.body.id}/uploaded`, {
    id: created.body.upload.id,
    path: created.body.upload.path,
    parts: done,
  });
  return { created, completed };
}

describe("POST /v1/files/ and the multipart upload (local disk)", () => {
  it("creates an upload whose part URLs point at Kassa, takes the bytes and completes the file", async () => {
    const bytes = new TextEncoder().encode("hello downloadable world");
    const { created, completed } = await upload(seller, bytes);
    expectSchema(FileUpload$inboundSchema, created.body);
    expect(created.body.is_uploaded).toBe(false);
    expect(created.body.upload.parts[0].url).toMatch(
      new RegExp(`^http://localhost:3000/v1/files/${created.body.id}/parts/1\\?token=`),
    );
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expectSchema(DownloadableFileRead$inboundSchema, completed.body);
    expect(completed.body).toMatchObject({
      is_uploaded: true,
      size: bytes.length,
      size_readable: `${bytes.length.toFixed(1)} B`,
      checksum_sha256_base64: sha(bytes),
      checksum_sha256_hex: createHash("sha256").update(bytes).digest("hex"),
      service: "downloadable",
    });
    expect(completed.body.checksum_etag).toMatch(/^"[0-9a-f]{32}-1"$/);
    expect(completed.body.last_modified_at).not.toBeNull();
  });

  it("joins several parts in order (every part but the last at least 5 MiB)", async () => {
    const bytes = new Uint8Array(5 * MIB + 1234).map((_, i) => i % 251);
    const { created, completed } = await upload(seller, bytes, { partSize: 5 * MIB });
    expect(created.body.upload.parts).toHaveLength(2);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.checksum_sha256_base64).toBe(sha(bytes));
    expect(completed.body.size_readable).toBe("5.0 MB");
  });

  it("rejects a part whose size or SHA-256 differs from its declaration, and a bad or expired token", async () => {
    const bytes = new TextEncoder().encode("exact bytes");
    const created = await seller.api.post("/v1/files/", {
      name: "a.txt",
      mime_type: "text/plain",
      size: bytes.length,
      service: "downloadable",
      upload: { parts: partsOf(bytes, bytes.length) },
    });
    const part = created.body.upload.parts[0];
    const longer = await putPart(part.url, new TextEncoder().encode("exact bytes!"));
    expect(longer.status).toBe(422);
    expect((await longer.json()).detail[0].msg).toContain("larger");
    const shorter = await putPart(part.url, new TextEncoder().encode("exact"));
    expect(shorter.status).toBe(422);
    const tampered = await putPart(part.url, new TextEncoder().encode("EXACT bytes"));
    expect(tampered.status).toBe(422);
    expect((await tampered.json()).detail[0].msg).toContain("SHA-256");
    const badToken = await putPart(part.url.replace(/token=\d+\./, "token=9999999999999."), bytes);
    expect(badToken.status).toBe(403);
    const otherPart = await putPart(part.url.replace("/parts/1?", "/parts/2?"), bytes);
    expect(otherPart.status).toBe(403);
    const noToken = await putPart(part.url.split("?")[0]!, bytes);
    expect(noToken.status).toBe(422);
    clock.advance(3601 * 1000);
    const expired = await putPart(part.url, bytes);
    expect(expired.status).toBe(403);
    expect((await expired.json()).detail).toContain("expired");
    clock.advance(-3601 * 1000);
  });

  it("refuses to complete with a wrong etag, upload id, path or missing parts", async () => {
    const bytes = new TextEncoder().encode("complete me");
    const created = await seller.api.post("/v1/files/", {
      name: "c.txt",
      mime_type: "text/plain",
      size: bytes.length,
      service: "downloadable",
      upload: { parts: partsOf(bytes, bytes.length, false) },
    });
    const id = created.body.id;
    const up = { id: created.body.upload.id, path: created.body.upload.path };
    const notSent = await seller.api.post(`/v1/files/${id}/uploaded`, {
      ...up,
      parts: [{ number: 1, checksum_etag: '"abc"', checksum_sha256_base64: null }],
    });
    expect(notSent.status).toBe(422);
    expect(notSent.body.detail[0].loc).toEqual(["body", "parts"]);
    const res = await putPart(created.body.upload.parts[0].url, bytes);
    const wrongEtag = await seller.api.post(`/v1/files/${id}/uploaded`, {
      ...up,
      parts: [{ number: 1, checksum_etag: '"0000"', checksum_sha256_base64: null }],
    });
    expect(wrongEtag.status).toBe(422);
    const wrongIds = await seller.api.post(`/v1/files/${id}/uploaded`, {
      id: "nope",
      path: "nope",
      parts: [{ number: 2, checksum_etag: res.headers.get("etag"), checksum_sha256_base64: null }],
    });
    expect(wrongIds.status).toBe(422);
    expect(wrongIds.body.detail.map((d: { loc: string[] }) => d.loc.join("."))).toEqual([
      "body.id",
      "body.path",
      "body.parts",
    ]);
    const fromOther = await other.api.post(`/v1/files/${id}/uploaded`, {
      ...up,
      parts: [{ number: 1, checksum_etag: res.headers.get("etag"), checksum_sha256_base64: null }],
    });
    expect(fromOther.status).toBe(404);
    const ok = await seller.api.post(`/v1/files/${id}/uploaded`, {
      ...up,
      parts: [{ number: 1, checksum_etag: res.headers.get("etag"), checksum_sha256_base64: null }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.checksum_sha256_base64).toBe(sha(bytes));
    const after = await putPart(created.body.upload.parts[0].url, bytes);
    expect(after.status).toBe(409);
  });

  it("validates the declaration with 422 and the field's loc", async () => {
    const base = { name: "x.zip", mime_type: "application/zip", service: "downloadable" };
    const cases: [unknown, string][] = [
      [
        { ...base, size: 10, upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 9 }] } },
        "body.upload.parts.0.chunk_end",
      ],
      [
        { ...base, size: 10, upload: { parts: [{ number: 2, chunk_start: 0, chunk_end: 10 }] } },
        "body.upload.parts.0.number",
      ],
      [
        { ...base, size: 10, upload: { parts: [{ number: 1, chunk_start: 1, chunk_end: 10 }] } },
        "body.upload.parts.0.chunk_start",
      ],
      [
        {
          ...base,
          size: 20,
          upload: {
            parts: [
              { number: 1, chunk_start: 0, chunk_end: 10 },
              { number: 2, chunk_start: 10, chunk_end: 20 },
            ],
          },
        },
        "body.upload.parts.0.chunk_end",
      ],
      [
        { ...base, size: 11 * 1024 * MIB, upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] } },
        "body.size",
      ],
      [{ ...base, size: 10, upload: { parts: [] } }, "body.upload.parts"],
      [
        {
          ...base,
          mime_type: "not a mime",
          size: 10,
          upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
        },
        "body.mime_type",
      ],
      [
        {
          ...base,
          service: "product_media",
          size: 10,
          upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
        },
        "body.mime_type",
      ],
      [
        {
          ...base,
          service: "nope",
          size: 10,
          upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
        },
        "body.service",
      ],
      [
        {
          ...base,
          checksum_sha256_base64: "abc",
          size: 10,
          upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
        },
        "body.checksum_sha256_base64",
      ],
      [
        {
          ...base,
          organization_id: other.organizationId,
          size: 10,
          upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 10 }] },
        },
        "body.organization_id",
      ],
    ];
    for (const [body, loc] of cases) {
      const res = await seller.api.post("/v1/files/", body);
      expect(res.status, `${loc}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.detail.map((d: { loc: unknown[] }) => d.loc.join("."))).toContain(loc);
    }
  });
});

describe("product media", () => {
  it("serves an uploaded image publicly at public_url with its content type", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { completed } = await upload(seller, png, {
      service: "product_media",
      mime_type: "image/png",
      name: "cover image.png",
    });
    expect(completed.status).toBe(200);
    expectSchema(ProductMediaFileRead$inboundSchema, completed.body);
    expect(completed.body.public_url).toBe(
      `http://localhost:3000/files/media/${completed.body.id}/cover%20image.png`,
    );
    const res = await t.app.request(new URL(completed.body.public_url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it("does not serve downloadables, unfinished uploads or unknown ids publicly", async () => {
    const { completed } = await upload(seller, new TextEncoder().encode("secret"));
    expect((await t.app.request(`/files/media/${completed.body.id}/book.pdf`)).status).toBe(404);
    const pending = await seller.api.post("/v1/files/", {
      name: "p.png",
      mime_type: "image/png",
      size: 3,
      service: "product_media",
      upload: { parts: [{ number: 1, chunk_start: 0, chunk_end: 3 }] },
    });
    expect((await t.app.request(`/files/media/${pending.body.id}/p.png`)).status).toBe(404);
    expect((await t.app.request("/files/media/nope/x.png")).status).toBe(404);
  });
});

describe("GET, PATCH and DELETE /v1/files", () => {
  it("lists the organization's files with ids and organization_id filters and pagination", async () => {
    const a = await upload(seller, new TextEncoder().encode("a"), { name: "a.txt" });
    const b = await upload(seller, new TextEncoder().encode("b"), { name: "b.txt" });
    const list = await seller.api.get("/v1/files/", { query: { limit: 100 } });
    expect(list.status).toBe(200);
    expectSchema(ListResourceFileRead$inboundSchema, list.body);
    expect(list.body.items.map((f: { id: string }) => f.id)).toEqual(
      expect.arrayContaining([a.created.body.id, b.created.body.id]),
    );
    const byIds = await seller.api.get(`/v1/files/?ids=${a.created.body.id}&ids=${b.created.body.id}`);
    expect(byIds.body.items).toHaveLength(2);
    expect(byIds.body.pagination).toEqual({ total_count: 2, max_page: 1 });
    const paged = await seller.api.get(
      `/v1/files/?ids=${a.created.body.id}&ids=${b.created.body.id}&limit=1&page=2`,
    );
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.pagination).toEqual({ total_count: 2, max_page: 2 });
    const otherOrg = await seller.api.get("/v1/files/", { query: { organization_id: other.organizationId } });
    expect(otherOrg.body.items).toEqual([]);
    const mine = await seller.api.get("/v1/files/", {
      query: { organization_id: seller.organizationId, limit: 1 },
    });
    expect(mine.body.items).toHaveLength(1);
    const theirs = await other.api.get(`/v1/files/?ids=${a.created.body.id}`);
    expect(theirs.body.items).toEqual([]);
    const badId = await seller.api.get("/v1/files/?ids=nope");
    expect(badId.status).toBe(422);
    expect(badId.body.detail[0].loc).toEqual(["query", "ids", 0]);
    expect((await seller.api.get("/v1/files/?limit=0")).status).toBe(422);
  });

  it("renames a file and sets its version; another organization gets 404", async () => {
    const { created } = await upload(seller, new TextEncoder().encode("v1"), { name: "old.txt" });
    const id = created.body.id;
    const res = await seller.api.patch(`/v1/files/${id}`, { name: "new.txt", version: "1.0.1" });
    expect(res.status).toBe(200);
    expectSchema(DownloadableFileRead$inboundSchema, res.body);
    expect(res.body).toMatchObject({ name: "new.txt", version: "1.0.1" });
    const empty = await seller.api.patch(`/v1/files/${id}`, { name: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].loc).toEqual(["body", "name"]);
    expect((await other.api.patch(`/v1/files/${id}`, { name: "x" })).status).toBe(404);
    expect((await seller.api.patch("/v1/files/not-a-uuid", { name: "x" })).status).toBe(422);
  });

  it("deletes a file (204), after which it is gone from lists and its media URL", async () => {
    const { completed } = await upload(seller, new Uint8Array([1, 2, 3]), {
      service: "product_media",
      mime_type: "image/gif",
      name: "x.gif",
    });
    const id = completed.body.id;
    expect((await other.api.delete(`/v1/files/${id}`)).status).toBe(404);
    expect((await seller.api.delete(`/v1/files/${id}`)).status).toBe(204);
    expect((await seller.api.delete(`/v1/files/${id}`)).status).toBe(404);
    const list = await seller.api.get(`/v1/files/?ids=${id}`);
    expect(list.body.items).toEqual([]);
    expect((await t.app.request(`/files/media/${id}/x.gif`)).status).toBe(404);
  });

  it("needs the files scopes", async () => {
    const token = await seller.api.post("/v1/organization-access-tokens/", {
      comment: "ro",
      scopes: ["files:read"],
    });
    const res = await t
      .client()
      .post("/v1/files/", {}, { noOrigin: true, headers: { authorization: `Bearer ${token.body.token}` } });
    expect(res.status).toBe(403);
  });
});
