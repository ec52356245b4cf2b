import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collect, type RunningKassa, startKassa } from "./harness.js";

let k: RunningKassa;
beforeAll(async () => {
  k = await startKassa();
});
afterAll(() => k.close());

describe("Polar SDK 0.47: organizationAccessTokens", () => {
  it("creates, lists, updates and deletes tokens with typed results", async () => {
    const created = await k.polar.organizationAccessTokens.create({
      comment: "from the SDK",
      scopes: ["products:read", "products:write"],
      expiresIn: "P7D",
    });
    expect(created.token).toMatch(/^kassa_oat_/);
    expect(created.organizationAccessToken.expiresAt).toBeInstanceOf(Date);

    const items = await collect(await k.polar.organizationAccessTokens.list({ limit: 2 }));
    expect(items.map((i) => i.comment)).toContain("from the SDK");

    const updated = await k.polar.organizationAccessTokens.update({
      id: created.organizationAccessToken.id,
      organizationAccessTokenUpdate: { comment: "renamed by the SDK" },
    });
    expect(updated.comment).toBe("renamed by the SDK");

    await k.polar.organizationAccessTokens.delete({ id: created.organizationAccessToken.id });
    const after = await collect(await k.polar.organizationAccessTokens.list({}));
    expect(after.map((i) => i.id)).not.toContain(created.organizationAccessToken.id);
  });

  it("reports an unknown token id as a 404 API error, not a response validation error", async () => {
    const error = await k.polar.organizationAccessTokens
      .update({ id: "0190c2d0-0000-7000-8000-000000000000", organizationAccessTokenUpdate: { comment: "x" } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toHaveProperty("name", "ResponseValidationError");
    expect((error as { statusCode?: number }).statusCode).toBe(404);
  });
});
