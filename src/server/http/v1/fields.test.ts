import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createSeller, locs, type Seller } from "../../test/v1-helpers.js";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, "Fields");
});
afterAll(() => t.close());

describe("email and locale fields of /v1", () => {
  it("refuses a customer email over 254 characters or with a local part over 64", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(243)}.com`;
    const res = await seller.api.post("/v1/customers/", { email: long });
    expect(res.status, res.text).toBe(422);
    expect(locs(res.body)).toEqual(["body.email"]);
    expect(res.body.detail[0].msg).toContain("at most 254");
    const local = await seller.api.post("/v1/customers/", { email: `${"a".repeat(65)}@example.com` });
    expect(local.status).toBe(422);
    expect(local.body.detail[0].msg).toContain("before @");
    const ok = await seller.api.post("/v1/customers/", { email: `${"a".repeat(64)}@example.com` });
    expect(ok.status, ok.text).toBe(201);
  });

  it("refuses a locale that is not a BCP 47 language tag (Infinity was accepted)", async () => {
    for (const locale of ["Infinity", "abcdefgh", "und", "x-private", "12"]) {
      const res = await seller.api.post("/v1/customers/", { email: `l-${locale}@example.com`, locale });
      expect(res.status, `${locale}: ${res.text}`).toBe(422);
      expect(locs(res.body)).toEqual(["body.locale"]);
    }
    const ok = await seller.api.post("/v1/customers/", { email: "locale@example.com", locale: "pt-br" });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.locale).toBe("pt-BR");
  });
});
