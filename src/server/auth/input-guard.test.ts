import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser } from "../test/auth-helpers.js";
import type { TestClient, TestResponse } from "../test/client.js";
import { createTestApp, type TestApp } from "../test/harness.js";

let t: TestApp;
let user: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: user } = await createVerifiedUser(t));
});
afterAll(() => t.close());

function expect400(res: TestResponse, field: string, text: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body.code).toBe("VALIDATION_ERROR");
  expect(res.body.message).toContain(`[${field}]`);
  expect(res.body.message).toContain(text);
}

const MiB = "x".repeat(1_048_576);

describe("strings PostgreSQL cannot store, on /api/auth (were 500s)", () => {
  it("refuses a NUL in organization/create's slug, set-active's id and api-key/create's name", async () => {
    expect400(
      await user.post("/api/auth/organization/create", { name: "Nul", slug: "a\u0000b" }),
      "body.slug",
      "U+0000",
    );
    expect400(
      await user.post("/api/auth/organization/set-active", { organizationId: "\u0000" }),
      "body.organizationId",
      "U+0000",
    );
    expect400(await user.post("/api/auth/api-key/create", { name: "k\u0000" }), "body.name", "U+0000");
    expect400(await user.get("/api/auth/organization/get-invitation?id=%00"), "query.id", "U+0000");
  });

  it("refuses an unpaired surrogate", async () => {
    expect400(
      await user.post("/api/auth/update-user", { name: "a\ud800" }),
      "body.name",
      "unpaired surrogate",
    );
  });
});

describe("length limits of what /api/auth stores", () => {
  it("refuses a 1 MiB organization name and slug (the slug was a 500, the name was stored)", async () => {
    expect400(
      await user.post("/api/auth/organization/create", { name: MiB, slug: "big" }),
      "body.name",
      "at most 200",
    );
    expect400(
      await user.post("/api/auth/organization/create", { name: "Big", slug: MiB }),
      "body.slug",
      "at most 64",
    );
    expect400(
      await user.post("/api/auth/organization/create", { name: "Big", slug: "Not A Slug" }),
      "body.slug",
      "lowercase",
    );
    const ok = await user.post("/api/auth/organization/create", { name: "Fine", slug: "fine-limits" });
    expect(ok.status, ok.text).toBe(200);
    expect400(
      await user.post("/api/auth/organization/update", {
        organizationId: ok.body.id,
        data: { name: "n".repeat(201) },
      }),
      "body.data.name",
      "at most 200",
    );
    expect400(
      await user.post("/api/auth/organization/create-team", { name: MiB }),
      "body.name",
      "at most 200",
    );
    expect400(
      await user.post("/api/auth/api-key/create", { name: "k".repeat(256) }),
      "body.name",
      "at most 255",
    );
    expect400(await user.post("/api/auth/update-user", { name: MiB }), "body.name", "at most 256");
  });

  it("refuses emails over 254 characters or with a local part over 64 on sign-up and change-email", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(243)}.com`; // 312 characters
    expect(long.length).toBe(312);
    const signUp = await t
      .client()
      .post("/api/auth/sign-up/email", { email: long, password: "long-enough-1", name: "L" });
    expect400(signUp, "body.email", "at most 254");
    const local = `${"a".repeat(65)}@example.com`;
    expect400(
      await t
        .client()
        .post("/api/auth/sign-up/email", { email: local, password: "long-enough-1", name: "L" }),
      "body.email",
      "before @",
    );
    expect400(await user.post("/api/auth/change-email", { newEmail: long }), "body.newEmail", "at most 254");
    const fine = await t.client().post("/api/auth/sign-up/email", {
      email: `${"a".repeat(64)}@example.com`,
      password: "long-enough-1",
      name: "L",
    });
    expect(fine.status, fine.text).toBe(200);
  });
});
