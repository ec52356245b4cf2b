import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/clock.js";
import {
  grantsOf,
  insertCustomer,
  makeBenefit,
  makeProduct,
  purchase,
  revokeOrder,
  uploadDownloadable,
} from "../../test/fixtures/benefit-grants.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, type Seller } from "../../test/v1-helpers.js";
import { DOWNLOAD_LINK_TTL_MS } from "./downloads.js";

let t: TestApp;
let seller: Seller;
const clock = manualClock(new Date("2026-04-01T00:00:00.000Z"));
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await createSeller(t, "Ebook Seller");
});
afterAll(() => t.close());

const bytesOf = (s: string) => new TextEncoder().encode(s) as Uint8Array<ArrayBuffer>;
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** The download links of a grant email, by file name. */
function linksIn(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^(.+): (http:\/\/\S+\/downloads\/\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

async function buyEbook(email: string) {
  const book = await uploadDownloadable(t, seller, "book.pdf", bytesOf("the whole book"));
  const extra = await uploadDownloadable(t, seller, "extras.zip", bytesOf("bonus material"));
  const old = await uploadDownloadable(t, seller, "old.pdf", bytesOf("first edition"));
  const benefit = await makeBenefit(seller, "downloadables", {
    files: [book, extra, old],
    archived: { [old]: true },
  });
  const productId = await makeProduct(seller, [benefit.id]);
  const buyer = await insertCustomer(t, seller.organizationId, { email });
  const order = await purchase(t, seller, productId, buyer.id);
  await t.runJobs();
  const mail = await t.lastEmail(email, "benefit-grant");
  return { order, links: linksIn(mail.text ?? ""), mail, files: { book, extra, old } };
}

/** Opens a grant link and follows its redirect to the storage address, as a browser would. */
async function download(link: string) {
  const first = await t.app.request(pathOf(link));
  if (first.status !== 302) return { status: first.status, body: await first.text(), location: null };
  const location = first.headers.get("location")!;
  const second = await t.app.request(pathOf(location));
  return {
    status: second.status,
    body: await second.text(),
    location,
    disposition: second.headers.get("content-disposition"),
  };
}

describe("downloadables grants", () => {
  it("emails a link per file that is not archived; each redirects to the file", async () => {
    const { order, links, files, mail } = await buyEbook("reader@example.com");
    const [grant] = await grantsOf(t, order.id);
    expect(grant!.properties).toEqual({ files: [files.book, files.extra] });
    expect([...links.keys()]).toEqual(["book.pdf", "extras.zip"]);
    expect(mail.text).toContain("these links work until 2026-04-08");
    const book = await download(links.get("book.pdf")!);
    expect(book.status).toBe(200);
    expect(book.body).toBe("the whole book");
    expect(book.location).toMatch(/^http:\/\/localhost:3000\/files\/download\//);
    expect(book.disposition).toContain('filename="book.pdf"');
    expect((await download(links.get("extras.zip")!)).body).toBe("bonus material");
  });

  it("stops working as soon as the grant is revoked", async () => {
    const { order, links } = await buyEbook("refunded@example.com");
    expect((await download(links.get("book.pdf")!)).status).toBe(200);
    await revokeOrder(t, seller.organizationId, order.id);
    await t.runJobs();
    const res = await download(links.get("book.pdf")!);
    expect(res.status).toBe(410);
    expect(JSON.parse(res.body)).toEqual({
      error: "ResourceUnavailable",
      detail: "This download is no longer available",
    });
  });

  it("stops working when the link expires, and the storage address expires too", async () => {
    const { links } = await buyEbook("late@example.com");
    const first = await t.app.request(pathOf(links.get("book.pdf")!));
    const storageUrl = first.headers.get("location")!;
    clock.advance(5 * 60_000 + 1);
    expect((await t.app.request(pathOf(storageUrl))).status).toBe(404);
    expect((await download(links.get("book.pdf")!)).status).toBe(200);
    clock.advance(DOWNLOAD_LINK_TTL_MS);
    const res = await download(links.get("book.pdf")!);
    expect(res.status).toBe(410);
    expect(res.body).toContain("This download link has expired");
  });

  it("refuses a tampered or foreign link", async () => {
    const { links } = await buyEbook("tamper@example.com");
    const link = links.get("book.pdf")!;
    const [payload, mac] = link.split("/downloads/")[1]!.split(".");
    const forged = `/downloads/${payload}.${mac!.slice(0, -2)}AA`;
    expect((await t.app.request(forged)).status).toBe(404);
    expect((await t.app.request("/downloads/not-a-token")).status).toBe(404);
  });
});
