import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectInvalid, expectNotFound, ok, UNKNOWN_ID } from "./expect.js";
import { collect, type RunningKassa, startKassa } from "./harness.js";
import { PNG, sha, uploadFile } from "./uploads.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

const MIB = 1024 * 1024;
const upload = (bytes: Uint8Array, opts: Parameters<typeof uploadFile>[2]) => uploadFile(k, bytes, opts);

describe("Polar SDK 0.47: files", () => {
  let downloadableId: string;
  let imageId: string;

  it("creates a downloadable, uploads its parts to the returned URLs and completes it", async () => {
    const bytes = new Uint8Array(5 * MIB + 4321).map((_, i) => i % 253);
    const { created, completed } = await upload(bytes, {
      service: "downloadable",
      name: "manual.pdf",
      mimeType: "application/pdf",
      partSize: 5 * MIB,
    });
    expect(created.isUploaded).toBe(false);
    expect(created.service).toBe("downloadable");
    expect(created.upload.parts).toHaveLength(2);
    expect(created.organizationId).toBe(k.seller.organizationId);

    expect(completed.service).toBe("downloadable");
    expect(completed.isUploaded).toBe(true);
    expect(completed.size).toBe(bytes.length);
    expect(completed.checksumSha256Base64).toBe(sha(bytes));
    expect(completed.createdAt).toBeInstanceOf(Date);
    expect(completed.lastModifiedAt).toBeInstanceOf(Date);
    downloadableId = completed.id;
  });

  it("uploads a product image and an avatar, typed as their union members", async () => {
    const media = await upload(PNG, { service: "product_media", name: "cover.png", mimeType: "image/png" });
    if (media.completed.service !== "product_media") throw new Error(`got ${media.completed.service}`);
    expect(media.completed.publicUrl).toMatch(/^https?:\/\//);
    imageId = media.completed.id;

    const avatar = await upload(PNG, {
      service: "organization_avatar",
      name: "logo.png",
      mimeType: "image/png",
    });
    if (avatar.completed.service !== "organization_avatar")
      throw new Error(`got ${avatar.completed.service}`);
    expect(avatar.completed.publicUrl).toMatch(/^https?:\/\//);
  });

  it("lists files across pages and by ids", async () => {
    const all = await collect(await ok(k.polar.files.list({ limit: 1 })));
    expect(all).toHaveLength(3);
    for (const file of all) expect(file.createdAt).toBeInstanceOf(Date);

    const byIds = await collect(await ok(k.polar.files.list({ ids: [downloadableId, imageId] })));
    expect(byIds.map((f) => f.id).sort()).toEqual([downloadableId, imageId].sort());
    const one = await collect(await ok(k.polar.files.list({ ids: imageId })));
    expect(one.map((f) => f.service)).toEqual(["product_media"]);
  });

  it("renames a file and sets its version", async () => {
    const updated = await ok(
      k.polar.files.update({ id: downloadableId, filePatch: { name: "manual-v2.pdf", version: "2.0" } }),
    );
    expect(updated.service).toBe("downloadable");
    expect(updated.name).toBe("manual-v2.pdf");
    expect(updated.version).toBe("2.0");
  });

  it("deletes a file", async () => {
    expect(await ok(k.polar.files.delete({ id: imageId }))).toBeUndefined();
    const after = await collect(await ok(k.polar.files.list({ ids: imageId })));
    expect(after).toEqual([]);
  });

  it("maps unknown ids to ResourceNotFound", async () => {
    await expectNotFound(k.polar.files.update({ id: UNKNOWN_ID, filePatch: { name: "x.pdf" } }));
    await expectNotFound(k.polar.files.delete({ id: UNKNOWN_ID }));
    await expectNotFound(
      k.polar.files.uploaded({
        id: UNKNOWN_ID,
        fileUploadCompleted: {
          id: "u",
          path: "p",
          parts: [{ number: 1, checksumEtag: '"e"', checksumSha256Base64: null }],
        },
      }),
    );
  });

  it("maps invalid input to HTTPValidationError", async () => {
    const tooBig = await expectInvalid(
      k.polar.files.create({
        service: "organization_avatar",
        name: "huge.png",
        mimeType: "image/png",
        size: 50 * MIB,
        upload: { parts: [{ number: 1, chunkStart: 0, chunkEnd: 50 * MIB }] },
      }),
    );
    expect(tooBig).toContain("body.size");
    const notImage = await expectInvalid(
      k.polar.files.create({
        service: "product_media",
        name: "doc.pdf",
        mimeType: "application/pdf",
        size: 3,
        upload: { parts: [{ number: 1, chunkStart: 0, chunkEnd: 3 }] },
      }),
    );
    expect(notImage).toContain("body.mime_type");
    expect(
      await expectInvalid(k.polar.files.update({ id: downloadableId, filePatch: { name: "" } })),
    ).toContain("body.name");
  });
});
