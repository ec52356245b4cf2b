import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestApp, type TestApp, testEnv } from "../test/harness.js";
import { type S3StandIn, startS3StandIn } from "../test/standins/s3.js";
import { storageFor } from "./index.js";
import { signDownloadToken, verifyDownloadToken } from "./tokens.js";

const BUCKET = "kassa-downloads";
const bytes = new TextEncoder().encode("%PDF-1.7 not really a pdf");

describe("Storage.put and downloadUrl on local disk", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the object at a signed URL until it expires, as an attachment", async () => {
    const storage = storageFor(t.ctx.config);
    await storage.put({ key: "org/invoices/a.pdf", body: bytes, mimeType: "application/pdf" });
    const now = new Date();
    const url = await storage.downloadUrl({
      key: "org/invoices/a.pdf",
      filename: "Invoice ÄB-0001.pdf",
      mimeType: "application/pdf",
      now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(url.startsWith(`${t.ctx.config.baseUrl}/files/download/`)).toBe(true);
    const res = await t.app.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Invoice _B-0001.pdf"; filename*=UTF-8''Invoice%20%C3%84B-0001.pdf`,
    );
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const expired = await storage.downloadUrl({
      key: "org/invoices/a.pdf",
      filename: "a.pdf",
      mimeType: "application/pdf",
      now,
      expiresAt: new Date(now.getTime() - 1),
    });
    const gone = await t.app.request(new URL(expired).pathname);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: "ResourceNotFound", detail: "This link has expired" });
  });

  it("replaces an object put twice and refuses tampered tokens", async () => {
    const storage = storageFor(t.ctx.config);
    await storage.put({ key: "org/x.txt", body: new TextEncoder().encode("one"), mimeType: "text/plain" });
    await storage.put({ key: "org/x.txt", body: new TextEncoder().encode("two"), mimeType: "text/plain" });
    const now = new Date();
    const url = await storage.downloadUrl({
      key: "org/x.txt",
      filename: "x.txt",
      mimeType: "text/plain",
      now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(await (await t.app.request(new URL(url).pathname)).text()).toBe("two");
    const tampered = `${new URL(url).pathname.slice(0, -2)}xx`;
    expect((await t.app.request(tampered)).status).toBe(404);
  });
});

describe("download tokens", () => {
  it("bind the key, name and type, and expire", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    const grant = {
      key: "k",
      filename: "f.pdf",
      mimeType: "application/pdf",
      expiresMs: at.getTime() + 1000,
    };
    const token = signDownloadToken("secret", grant);
    expect(verifyDownloadToken("secret", token, at)).toEqual(grant);
    expect(verifyDownloadToken("other", token, at)).toBe("invalid");
    expect(verifyDownloadToken("secret", token, new Date(at.getTime() + 1000))).toBe("expired");
    expect(verifyDownloadToken("secret", "garbage", at)).toBe("invalid");
  });
});

describe("Storage.put and downloadUrl on S3 (against a local S3 stand-in)", () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn(BUCKET);
  });
  afterAll(() => s3.close());

  it("puts with PutObject and presigns a GetObject URL with the download name", async () => {
    const config = loadConfig(
      testEnv({
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: "eu-west-1",
        S3_ACCESS_KEY_ID: "test-key",
        S3_SECRET_ACCESS_KEY: "test-secret",
        S3_FORCE_PATH_STYLE: "true",
      }),
    );
    const storage = storageFor(config);
    await storage.put({ key: "org/invoices/b.pdf", body: bytes, mimeType: "application/pdf" });
    expect(s3.objects.get("org/invoices/b.pdf")?.contentType).toBe("application/pdf");
    const now = new Date();
    const url = new URL(
      await storage.downloadUrl({
        key: "org/invoices/b.pdf",
        filename: "b.pdf",
        mimeType: "application/pdf",
        now,
        expiresAt: new Date(now.getTime() + 600_000),
      }),
    );
    expect(url.origin).toBe(s3.endpoint);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="b.pdf"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });
});
